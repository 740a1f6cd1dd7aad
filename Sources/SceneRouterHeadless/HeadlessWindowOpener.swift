public import SceneRouter
public import SceneRouterDeepLinks

/// Opens windows for tests and terminals: each new window is a new `HeadlessHost` with its own
/// `Navigator` and `DeepLinkRouter`, made by the app's factory, registered with the app's
/// `WindowNavigators`, made active, and its request opened, before ``openWindow(for:)``
/// returns: what UIKit and SwiftUI do in a scene's connection, in one awaited call.
///
/// ```swift
/// let opener = HeadlessWindowOpener<AppRoute> { id in
///   let navigator = Navigator(host: HeadlessHost())
///   navigator.setRoot(.stack([HomeScreen()]))
///   return (navigator, makeLinks(navigator))
/// }
/// let windows = WindowNavigators<AppRoute>(policy: .newWindow, opener: opener, ...)
/// opener.windows = windows
/// ```
@MainActor
public final class HeadlessWindowOpener<Route: Hashable & Sendable>: WindowOpening {
  /// Makes a new window's navigator (its root set) and deep-link router.
  public typealias MakeWindow = @MainActor (WindowID) -> (navigator: Navigator, links: DeepLinkRouter<Route>)

  /// The registry new windows join; held weakly, as the registry holds its opener.
  public weak var windows: WindowNavigators<Route>?
  /// When set, every request is refused with this reason, as a device that shows one window.
  public var refusal: String?
  /// The windows this opener made, with what each opened, in order.
  public private(set) var opened: [(id: WindowID, outcome: DeepLinkOutcome<Route>)] = []
  /// The windows brought forward, in order.
  public private(set) var broughtForward: [WindowID] = []

  private let makeWindow: MakeWindow
  /// Keeps each window's navigator and router alive, as a scene keeps its own.
  private var kept: [WindowID: (Navigator, DeepLinkRouter<Route>)] = [:]

  /// Creates an opener.
  ///
  /// - Parameter makeWindow: Makes a new window's navigator and deep-link router.
  public init(makeWindow: @escaping MakeWindow) {
    self.makeWindow = makeWindow
  }

  /// Makes a window named `window N` (N counting from 2, the first being the app's own),
  /// registers it, makes it active and opens the request in it.
  ///
  /// - Parameter request: The route the new window opens.
  /// - Returns: The new window's name.
  /// - Throws: `WindowOpeningError` when ``refusal`` is set or no registry is set.
  public func openWindow(for request: WindowRequest) async throws(WindowOpeningError) -> WindowID? {
    if let refusal { throw WindowOpeningError(refusal) }
    guard let windows else { throw WindowOpeningError("no WindowNavigators to register the new window with") }
    let id = WindowID("window \(opened.count + 2)")
    let made = makeWindow(id)
    kept[id] = (made.navigator, made.links)
    do throws(WindowRoutingError) {
      try windows.register(id, navigator: made.navigator, links: made.links)
      try windows.activate(id)
      opened.append((id, try await windows.open(request, in: id)))
    } catch {
      throw WindowOpeningError(error.description)
    }
    return id
  }

  /// Records the window as brought forward.
  ///
  /// - Parameter window: The window.
  public func bringForward(_ window: WindowID) async throws(WindowOpeningError) {
    if let refusal { throw WindowOpeningError(refusal) }
    broughtForward.append(window)
  }
}
