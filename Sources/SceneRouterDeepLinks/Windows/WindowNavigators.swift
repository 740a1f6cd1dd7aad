public import Foundation

/// The app's windows, each with its own navigator: registered when a scene connects, removed
/// when it disconnects, one of them active; and the one place a route that comes into the
/// app is sent to a window, by the app's ``WindowPolicy``.
///
/// Each window keeps its own `Navigator` (one per scene) and `DeepLinkRouter`; the registry
/// only chooses among them. A route goes to the window whose top-most screen shows it
/// already, to the active window, or to a new window the host opens (``WindowOpening``),
/// as the policy says; every choice is returned as a ``WindowDecision`` and told to the
/// observers as a ``WindowEvent``, and a refusal is a ``WindowRoutingError``.
///
/// ```swift
/// let windows = WindowNavigators<AppRoute>(
///   policy: .windowShowingRoute(otherwise: .activeWindow), opener: opener
/// ) { screen in
///   (screen as? ProductScreen).map { .product($0.id) }
/// } link: { route throws(DeepLinkError) in
///   try table.url(for: route)
/// } resolve: { url, origin throws(DeepLinkError) in
///   try table.route(for: url, origin: origin)
/// }
/// try windows.register("main", navigator: navigator, links: links)
/// let decision = try await windows.open(url)
/// ```
@MainActor
public final class WindowNavigators<Route: Hashable & Sendable> {
  /// One registered window.
  public struct Window {
    /// The window's name.
    public let id: WindowID
    /// The window's navigator.
    public let navigator: Navigator
    /// The window's deep-link router, which opens routes in it with its guards.
    public let links: DeepLinkRouter<Route>
  }

  /// Which window a route goes to.
  public var policy: WindowPolicy
  /// What opens new windows and brings windows forward; nil when the app shows one window.
  public var opener: (any WindowOpening)?
  /// Reads entries that are not plain links (notifications, Quick Actions); nil reads an
  /// entry by its URL only.
  public var entryReader: EntryReader<Route>?

  private var windows: [Window] = []
  /// The windows in the order they were last active, the active one last.
  private var activation: [WindowID] = []
  private let route: @MainActor (any Screen, Navigator) -> Route?
  private let link: @MainActor (Route) throws(DeepLinkError) -> URL
  private let resolve: @MainActor (URL, EntrySource) throws(DeepLinkError) -> Route
  private var observers: [Observation] = []

  private struct Observation {
    weak var owner: AnyObject?
    let body: @MainActor (WindowEvent) -> Void
  }

  /// Creates an empty registry.
  ///
  /// - Parameters:
  ///   - policy: Which window a route goes to.
  ///   - opener: What opens and brings forward windows; nil when the app shows one window.
  ///   - route: The route a screen stands for, nil for a screen that has none: how the
  ///     registry knows which window shows a route already.
  ///   - link: Prints a route as a link, for a new window's request.
  ///   - resolve: Reads a link as a route, such as a `DeepLinkTable`'s `route(for:origin:)`.
  public convenience init(
    policy: WindowPolicy, opener: (any WindowOpening)? = nil,
    route: @escaping @MainActor (any Screen) -> Route?,
    link: @escaping @MainActor (Route) throws(DeepLinkError) -> URL,
    resolve: @escaping @MainActor (URL, EntrySource) throws(DeepLinkError) -> Route
  ) {
    self.init(policy: policy, opener: opener, route: { screen, _ in route(screen) }, link: link, resolve: resolve)
  }

  /// Creates an empty registry whose routes depend on how a screen is shown, such as a
  /// product's page and the same product as a sheet.
  ///
  /// ```swift
  /// let windows = WindowNavigators<AppRoute>(policy: .windowShowingRoute(otherwise: .activeWindow)) { screen, navigator in
  ///   guard let product = screen as? ProductScreen else { return nil }
  ///   return navigator.presentationStyle(of: product) == nil ? .product(product.id) : .productSheet(product.id)
  /// } link: { route throws(DeepLinkError) in
  ///   try table.url(for: route)
  /// } resolve: { url, origin throws(DeepLinkError) in
  ///   try table.route(for: url, origin: origin)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - policy: Which window a route goes to.
  ///   - opener: What opens and brings forward windows; nil when the app shows one window.
  ///   - route: The route a screen stands for in its window's navigator, nil for a screen that
  ///     has none: how the registry knows which window shows a route already.
  ///   - link: Prints a route as a link, for a new window's request.
  ///   - resolve: Reads a link as a route, such as a `DeepLinkTable`'s `route(for:origin:)`.
  public init(
    policy: WindowPolicy, opener: (any WindowOpening)? = nil,
    route: @escaping @MainActor (any Screen, Navigator) -> Route?,
    link: @escaping @MainActor (Route) throws(DeepLinkError) -> URL,
    resolve: @escaping @MainActor (URL, EntrySource) throws(DeepLinkError) -> Route
  ) {
    self.policy = policy
    self.opener = opener
    self.route = route
    self.link = link
    self.resolve = resolve
  }

  // MARK: - Windows

  /// The registered windows' names, in the order they were registered.
  public var windowIDs: [WindowID] { windows.map(\.id) }

  /// The active (foreground) window: the one last activated, or the first registered.
  public var activeWindow: WindowID? { activation.last }

  /// The registered window of this name.
  ///
  /// - Parameter id: The window's name.
  /// - Returns: The window, or nil.
  /// - Complexity: O(*n*) in the number of windows.
  public func window(_ id: WindowID) -> Window? {
    windows.first { $0.id == id }
  }

  /// Registers a window's navigator, when its scene connects; the first window is active.
  ///
  /// The registry holds the window's navigator and deep-link router until ``remove(_:)``; a
  /// router of a window removed before takes links again.
  ///
  /// - Parameters:
  ///   - id: The window's name, such as its scene session's `persistentIdentifier`.
  ///   - navigator: The window's navigator.
  ///   - links: The window's deep-link router.
  /// - Throws: ``WindowRoutingError/duplicateWindow(_:)`` when the name is taken.
  public func register(_ id: WindowID, navigator: Navigator, links: DeepLinkRouter<Route>) throws(WindowRoutingError) {
    guard window(id) == nil else { throw .duplicateWindow(id) }
    windows.append(Window(id: id, navigator: navigator, links: links))
    links.reopen()
    tell(.registered(id))
    if activation.isEmpty { activate(known: id) }
  }

  /// Makes a window the active one, when its scene comes to the foreground.
  ///
  /// - Parameter id: The window's name.
  /// - Throws: ``WindowRoutingError/unknownWindow(_:)`` when no such window is registered.
  public func activate(_ id: WindowID) throws(WindowRoutingError) {
    guard window(id) != nil else { throw .unknownWindow(id) }
    guard activeWindow != id else { return }
    activate(known: id)
  }

  /// Removes a window, when its scene disconnects; the window active before it becomes active.
  ///
  /// The window's links end: the one its deep-link router is opening (such as one waiting
  /// behind a guard's redirect to Login) and those queued behind it end with
  /// ``DeepLinkOutcome/cancelled(_:_:)`` and `CancellationReason.windowClosed`, so no caller
  /// awaits them any more, and nothing more is shown for them (a plan the navigator was
  /// already performing ends as the navigator ends it); links sent to the router later end so
  /// at once. The registry keeps nothing of the window: its navigator goes when the app drops
  /// it.
  ///
  /// - Parameter id: The window's name.
  /// - Throws: ``WindowRoutingError/unknownWindow(_:)`` when no such window is registered.
  public func remove(_ id: WindowID) throws(WindowRoutingError) {
    guard let links = window(id)?.links else { throw .unknownWindow(id) }
    let wasActive = activeWindow == id
    windows.removeAll { $0.id == id }
    activation.removeAll { $0 == id }
    links.cancelAll(.windowClosed)
    tell(.removed(id))
    if wasActive, let next = activation.last { tell(.activated(next)) }
  }

  /// The window whose top-most screen stands for `route`, the active one first.
  ///
  /// - Parameter route: The route.
  /// - Returns: The window's name, or nil when no window shows it.
  public func window(showing route: Route) -> WindowID? {
    let order = activation.reversed() + windows.map(\.id).filter { !activation.contains($0) }
    return order.first { id in
      guard let navigator = window(id)?.navigator, let top = navigator.topMostScreen else { return false }
      return self.route(top, navigator) == route
    }
  }

  private func activate(known id: WindowID) {
    activation.removeAll { $0 == id }
    activation.append(id)
    tell(.activated(id))
  }

  // MARK: - Routes

  /// Sends a route to a window by the policy and opens it there (or asks for a new window).
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - source: How it came into the app.
  /// - Returns: Where it went and what became of it.
  /// - Throws: ``WindowRoutingError`` when no window can take it; nothing changed then.
  public func open(_ route: Route, source: EntrySource = .app) async throws(WindowRoutingError) -> WindowDecision<Route> {
    let described = RouteDescription(reflecting: route)
    do throws(WindowRoutingError) {
      return try await send(route, described: described, source: source)
    } catch {
      tell(.refused(error))
      throw error
    }
  }

  /// Reads a link as a route and sends it to a window by the policy.
  ///
  /// - Parameters:
  ///   - url: The link.
  ///   - origin: Where it came from.
  /// - Returns: Where it went and what became of it.
  /// - Throws: ``WindowRoutingError`` when it is not a route, or no window can take it.
  public func open(_ url: URL, origin: EntrySource = .link) async throws(WindowRoutingError) -> WindowDecision<Route> {
    let route: Route
    do throws(DeepLinkError) {
      route = try resolve(url, origin)
    } catch {
      let refusal = WindowRoutingError.unreadable(link: url.absoluteString, reason: error.description)
      tell(.refused(refusal))
      throw refusal
    }
    return try await open(route, source: origin)
  }

  /// Reads what came into the app (a link, a notification, a Quick Action, ...) as a route and
  /// sends it to a window by the policy.
  ///
  /// - Parameter entry: What came in.
  /// - Returns: Where it went and what became of it.
  /// - Throws: ``WindowRoutingError`` when nothing reads it, or no window can take it.
  public func open(_ entry: Entry) async throws(WindowRoutingError) -> WindowDecision<Route> {
    let route: Route
    do throws(DeepLinkError) {
      // Without readers of its own, the registry reads an entry's URL as it reads a link.
      route = try (entryReader ?? EntryReader(links: resolve)).route(for: entry)
    } catch {
      let refusal = WindowRoutingError.unreadable(link: entry.description, reason: error.description)
      tell(.refused(refusal))
      throw refusal
    }
    return try await open(route, source: entry.source)
  }

  /// Opens the request a new window was asked for, once the window is registered: through
  /// the window's own deep-link router, guards and all.
  ///
  /// - Parameters:
  ///   - request: The request, as the window received it (a user activity, a window's value).
  ///   - id: The new window's name.
  /// - Returns: What became of the route.
  /// - Throws: ``WindowRoutingError/unknownWindow(_:)`` when the window is not registered.
  public func open(_ request: WindowRequest, in id: WindowID) async throws(WindowRoutingError) -> DeepLinkOutcome<Route> {
    // The router only: a window's navigator held across the wait would outlive its removal.
    guard let links = window(id)?.links else { throw .unknownWindow(id) }
    let route: Route
    do throws(DeepLinkError) {
      route = try resolve(request.link, request.source)
    } catch {
      return .rejected(link: request.link.absoluteString, reason: error.description)
    }
    tell(.routed(RouteDescription(reflecting: route), to: id, reason: "the window was opened for it"))
    return await links.open(route, source: request.source)
  }

  private func send(_ route: Route, described: RouteDescription, source: EntrySource) async throws(WindowRoutingError) -> WindowDecision<Route> {
    let fallback: WindowPolicy.Fallback
    switch policy {
    case .activeWindow: fallback = .activeWindow
    case .newWindow: fallback = .newWindow
    case .windowShowingRoute(let otherwise):
      fallback = otherwise
      if let showing = window(showing: route) {
        if let opener {
          do throws(WindowOpeningError) {
            try await opener.bringForward(showing)
          } catch {
            throw .openingFailed(route: described, error)
          }
        }
        if window(showing) != nil, activeWindow != showing { activate(known: showing) }
        tell(.routed(described, to: showing, reason: "it shows the route already"))
        return .broughtForward(showing)
      }
    }
    switch fallback {
    case .activeWindow:
      // The router only: a window's navigator held across the wait would outlive its removal.
      guard let active = activeWindow, let links = window(active)?.links else { throw .noWindow(route: described) }
      tell(.routed(described, to: active, reason: "the active window"))
      return .opened(in: active, await links.open(route, source: source))
    case .newWindow:
      guard let opener else { throw .noWindowOpener(route: described) }
      let url: URL
      do throws(DeepLinkError) {
        url = try link(route)
      } catch {
        throw .unprintableRoute(described, reason: error.description)
      }
      let request = WindowRequest(link: url, source: source)
      let id: WindowID?
      do throws(WindowOpeningError) {
        id = try await opener.openWindow(for: request)
      } catch {
        throw .openingFailed(route: described, error)
      }
      tell(.requestedNewWindow(request, id))
      return .newWindow(id, request)
    }
  }

  // MARK: - Events

  /// Calls `observer` with every ``WindowEvent``, in order.
  ///
  /// The registry holds the owner weakly; the observation ends when the owner is released or
  /// with ``removeObserver(_:)``. Observing again with the same owner replaces its observer.
  ///
  /// - Parameters:
  ///   - owner: Whose observation this is.
  ///   - observer: Hears each event.
  public func observe(_ owner: AnyObject, _ observer: @escaping @MainActor (WindowEvent) -> Void) {
    observers.removeAll { $0.owner == nil || $0.owner === owner }
    observers.append(Observation(owner: owner, body: observer))
  }

  /// Ends an observation started with ``observe(_:_:)``.
  ///
  /// - Parameter owner: The owner the observation was started with.
  public func removeObserver(_ owner: AnyObject) {
    observers.removeAll { $0.owner == nil || $0.owner === owner }
  }

  private func tell(_ event: WindowEvent) {
    guard !observers.isEmpty else { return }
    observers.removeAll { $0.owner == nil }
    for observer in observers { observer.body(event) }
  }
}
