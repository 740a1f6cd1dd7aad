/// The stand-in for SwiftUI's `View`: a part of the user interface, described by its `body`.
///
/// Linux has no SwiftUI; SceneRouterSwiftUI's views type-check against this stand-in
/// instead, so that an adapter that a Mac would refuse is refused here too. The protocol is
/// main-actor isolated and `body` is built with ``ViewBuilder``, as Apple declares them
/// (https://developer.apple.com/documentation/swiftui/view).
///
/// The stand-in renders nothing: the bodies of its built-in views return an internal leaf.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// What the stand-in's built-in views have as their body: nothing to render.
struct StandInLeaf: View {
  nonisolated init() {}

  var body: StandInLeaf { self }
}
