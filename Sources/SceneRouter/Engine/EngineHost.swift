/// A host whose containers follow SceneRouter's host engine — UIKit's rules, written once —
/// and to which a person's actions can be applied directly: tap a tab or the back button,
/// swipe back, pull a sheet down.
///
/// The headless host and the SwiftUI navigation model are engine hosts; the person actions
/// behave the same on both, because both hand them to their `engine`. They are written once,
/// for every engine host, in `SceneRouterHeadless` (`tapBack()` and the others): an app's tests
/// call them on a `HeadlessHost` or a `NavigationModel` with `import SceneRouterHeadless`. Each action follows
/// the contract of `NavigationHost`: it brackets its change with
/// `NavigationHostDelegate.hostDidBeginPersonChange(_:)` and
/// `NavigationHostDelegate.hostDidEndPersonChange(_:)`, reports the step before the callbacks
/// that follow from it, reports a gesture's beginning and end, and throws a
/// `NavigationError` (changing nothing) when the person cannot act: nothing to act on, a
/// transition in flight, a gesture in progress, callbacks being delivered.
///
/// The rules are listed, with Apple's pages, in `UIKIT-RULES.md`.
@MainActor
public protocol EngineHost: NavigationHost {
  /// The rules the host's containers follow, and what is in flight on them.
  @_spi(Hosting) var engine: HostEngine { get }
}

@_spi(Hosting) extension EngineHost {
  /// The window's width, which presentations adapt to (`PresentationStyle.shown(in:)`): the
  /// engine's, so the navigator plans against what the host shows.
  public var horizontalSizeClass: HorizontalSizeClass { engine.width }
}
