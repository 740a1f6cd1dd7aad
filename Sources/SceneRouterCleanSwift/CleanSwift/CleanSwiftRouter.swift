import SceneRouter
/// A Clean Swift router: routing = data passing + navigation (article 001), with every
/// failure the articles crash on returned as a `CleanSwiftRoutingError`.
///
/// Subclass it per scene, typed to the scene's data store protocol, and write the
/// article's three groups of methods; the base class does the hoop jumping (finding the
/// destination's data store, instantiating from the storyboard, navigating or not):
///
/// ```swift
/// final class HomeRouter: CleanSwiftRouter<any HomeDataStore>, HomeRoutingLogic {
///   func routeToDetail(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError) {
///     try await route(segue: segue, orInstantiate: "Detail", as: .push, passing: passDataToDetail)
///   }
///
///   private func passDataToDetail(source: any HomeDataStore, destination: inout any DetailDataStore) {
///     destination.message = source.message
///   }
/// }
/// ```
///
/// The router holds its screen weakly (the screen owns the router) and its data store
/// strongly, typed to `Store` only: it can reach the data the data store protocol
/// declares and nothing else of the interactor. It keeps no reference to another scene,
/// and holds its navigator weakly: the navigator owns the host that owns the screen that
/// owns this router, so a strong reference would keep a dropped window alive. A route
/// through a router whose navigator is gone fails with
/// `CleanSwiftRoutingError.navigation(_:)` wrapping `NavigationError.Code.navigatorReleased`.
@MainActor
open class CleanSwiftRouter<Store>: RoutingLogic, DataPassing {
  /// The navigator requests go to, held weakly; nil once it is released.
  public private(set) weak var navigator: Navigator?
  /// Where programmatic routes instantiate their destinations, as `viewController.storyboard`.
  public let storyboard: Storyboard?
  /// The scene's screen, held weakly: the screen owns this router.
  public private(set) weak var viewController: (any Screen)?
  /// The scene's data store, typed to the scene's data store protocol only.
  public private(set) var dataStore: Store?

  /// Creates a router; ``attach(to:dataStore:)`` wires it to its scene.
  ///
  /// - Parameters:
  ///   - navigator: The navigator requests go to; held weakly, so keep it elsewhere.
  ///   - storyboard: Where programmatic routes instantiate destinations; nil when the scene
  ///     builds its destinations itself.
  public init(navigator: Navigator, storyboard: Storyboard? = nil) {
    self.navigator = navigator
    self.storyboard = storyboard
  }

  /// Wires the router to its scene, as the article's `setup()` does with
  /// `router.viewController = viewController` and `router.dataStore = interactor`.
  ///
  /// - Parameters:
  ///   - viewController: The scene's screen; held weakly.
  ///   - dataStore: The scene's data store (usually its interactor), seen through `Store`;
  ///     nil for a scene with no data to pass, whose data passing routes then fail with
  ///     `CleanSwiftRoutingError.sourceHasNoDataStore(source:)`.
  public func attach(to viewController: any Screen, dataStore: Store?) {
    self.viewController = viewController
    self.dataStore = dataStore
  }

  /// The router's name in error messages: its class name.
  public var routerName: String { String(describing: type(of: self)) }

  // MARK: - Data passing

  /// Passes data from this scene's data store to `destination`'s (steps 1 and 2 of the
  /// routing process); shows nothing.
  ///
  /// - Parameters:
  ///   - destination: A screen whose scene's data store is a `Destination`.
  ///   - pass: Writes into the destination's data store; called at once, never kept.
  /// - Throws: `CleanSwiftRoutingError.sourceHasNoDataStore(source:)`,
  ///   `CleanSwiftRoutingError.destinationHasNoDataStore(destination:expected:)` or
  ///   `CleanSwiftRoutingError.dataStoreMismatch(destination:expected:actual:)`; nothing was
  ///   passed then.
  public func passData<Destination>(
    to destination: any Screen, _ pass: (Store, inout Destination) -> Void
  ) throws(CleanSwiftRoutingError) {
    guard let source = dataStore else {
      throw .sourceHasNoDataStore(source: viewController?.screenName ?? routerName)
    }
    var store = try Self.dataStore(of: destination, as: Destination.self)
    pass(source, &store)
  }

  /// The data store of `screen`'s scene, as a `Destination`.
  ///
  /// - Throws: `CleanSwiftRoutingError.destinationHasNoDataStore(destination:expected:)` or
  ///   `CleanSwiftRoutingError.dataStoreMismatch(destination:expected:actual:)`.
  public static func dataStore<Destination>(
    of screen: any Screen, as type: Destination.Type
  ) throws(CleanSwiftRoutingError) -> Destination {
    let expected = CleanSwiftRoutingError.typeName(type)
    guard let provider = screen as? any DataStoreProviding, let store = provider.sceneDataStore else {
      throw .destinationHasNoDataStore(destination: screen.screenName, expected: expected)
    }
    guard let typed = store as? Destination else {
      throw .dataStoreMismatch(
        destination: screen.screenName, expected: expected, actual: String(describing: Swift.type(of: store)))
    }
    return typed
  }

  // MARK: - Routing = data passing + navigation

  /// Passes data to `destination`, then opens it from this router's screen.
  ///
  /// - Parameters:
  ///   - destination: The screen to show; not on screen yet.
  ///   - transition: How to open it.
  ///   - pass: Writes into the destination's data store.
  /// - Throws: A `CleanSwiftRoutingError`; when the navigator refuses, nothing is shown.
  public func route<Destination>(
    to destination: any Screen, as transition: Transition, passing pass: (Store, inout Destination) -> Void
  ) async throws(CleanSwiftRoutingError) {
    let navigator = try requireNavigator()
    let source = try requireOpenable(destination)
    try passData(to: destination, pass)
    do {
      try await navigator.openAndWait(destination, from: source, as: transition)
    } catch {
      throw .navigation(error)
    }
  }

  /// Passes data to `destination`, then opens it managed by `child`: the destination
  /// becomes the child's root and the child's root transition opens it, so the router that
  /// later closes it cannot disagree with how it was opened.
  ///
  /// - Parameters:
  ///   - destination: The screen to show; not on screen yet.
  ///   - child: The router that will close it.
  ///   - pass: Writes into the destination's data store.
  /// - Throws: A `CleanSwiftRoutingError`; when the navigator refuses, nothing is shown.
  public func route<Destination>(
    to destination: any Screen, managedBy child: DefaultRouter, passing pass: (Store, inout Destination) -> Void
  ) async throws(CleanSwiftRoutingError) {
    child.willManage(destination)
    try await route(to: destination, as: child.rootTransition, passing: pass)
  }

  /// The article's `routeToNextScene(segue:)`: with a segue, passes data to the segue's
  /// destination and leaves the showing to the segue (navigating again would show the
  /// destination twice); without one, instantiates the destination from ``storyboard``,
  /// passes data, and opens it.
  ///
  /// - Parameters:
  ///   - segue: The segue being prepared, or nil for a programmatic route.
  ///   - identifier: The destination's storyboard identifier, for the programmatic route.
  ///   - transition: How the programmatic route opens the destination.
  ///   - pass: Writes into the destination's data store.
  /// - Throws: A `CleanSwiftRoutingError`; nothing is shown then.
  public func route<Destination>(
    segue: StoryboardSegue?, orInstantiate identifier: String, as transition: Transition,
    passing pass: (Store, inout Destination) -> Void
  ) async throws(CleanSwiftRoutingError) {
    if let segue {
      try passData(to: segue.destination, pass)
      return
    }
    let destination = try instantiate(identifier)
    try await route(to: destination, as: transition, passing: pass)
  }

  /// The synchronous half of ``route(segue:orInstantiate:as:passing:)`` for a segue being
  /// prepared: passes data to the segue's destination and returns; the segue shows it.
  ///
  /// - Parameters:
  ///   - segue: The segue being prepared.
  ///   - pass: Writes into the destination's data store.
  /// - Throws: A `CleanSwiftRoutingError`; nothing was passed then.
  public func route<Destination>(
    segue: StoryboardSegue, passing pass: (Store, inout Destination) -> Void
  ) throws(CleanSwiftRoutingError) {
    try passData(to: segue.destination, pass)
  }

  /// Passes data to `destination`, opens it for what it hands back, and returns as soon as
  /// it is shown, with its pending result: how a parent learns that its child changed data.
  /// `try await route(to:as:passing:expecting:).result` waits for the value in one line;
  /// two awaits let a caller act while the child is shown.
  ///
  /// - Parameters:
  ///   - destination: The screen to show.
  ///   - transition: How to open it.
  ///   - pass: Writes into the destination's data store.
  ///   - type: The type of value the destination hands back when it closes.
  /// - Returns: Its pending result; await `PendingRouteResult.result` for the value, or
  ///   `RouteResult.cancelled(_:)` when it went away without one.
  /// - Throws: A `CleanSwiftRoutingError` when it cannot be shown; nothing is shown then.
  public func route<Destination, Value: Sendable>(
    to destination: any Screen, as transition: Transition, passing pass: (Store, inout Destination) -> Void,
    expecting type: Value.Type
  ) async throws(CleanSwiftRoutingError) -> PendingRouteResult<Value> {
    let navigator = try requireNavigator()
    let source = try requireOpenable(destination)
    try passData(to: destination, pass)
    do {
      return try await navigator.route(to: destination, from: source, as: transition, expecting: type)
    } catch {
      throw .navigation(error)
    }
  }

  /// The former name of ``route(to:as:passing:expecting:)``: one verb opens a screen.
  @available(*, deprecated, renamed: "route(to:as:passing:expecting:)")
  public func show<Destination, Value: Sendable>(
    _ destination: any Screen, as transition: Transition, passing pass: (Store, inout Destination) -> Void,
    expecting type: Value.Type
  ) async throws(CleanSwiftRoutingError) -> PendingRouteResult<Value> {
    try await route(to: destination, as: transition, passing: pass, expecting: type)
  }

  /// Instantiates a destination from ``storyboard``: a new instance on every call.
  ///
  /// - Throws: `CleanSwiftRoutingError.noStoryboard(router:)` or
  ///   `CleanSwiftRoutingError.unknownScene(storyboard:identifier:)`.
  public func instantiate(_ identifier: String) throws(CleanSwiftRoutingError) -> any Screen {
    guard let storyboard else { throw .noStoryboard(router: routerName) }
    return try storyboard.instantiateScreen(withIdentifier: identifier)
  }

  // MARK: - Segues

  /// Performs a segue from this router's screen, as the article's router would call
  /// `viewController.performSegue(withIdentifier:sender:)`: the screen's `prepare` runs (and
  /// forwards to this router's segue routes), then the segue shows its destination.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier in ``storyboard``.
  ///   - sender: What triggered it.
  /// - Returns: Whether it was performed.
  /// - Throws: `CleanSwiftRoutingError.noStoryboard(router:)`, or what the storyboard throws.
  @discardableResult
  public func performSegue(withIdentifier identifier: String, sender: (any Sendable)? = nil)
    async throws(CleanSwiftRoutingError) -> Storyboard.Outcome
  {
    guard let storyboard else { throw .noStoryboard(router: routerName) }
    let navigator = try requireNavigator()
    let source = try requireViewController()
    return try await storyboard.performSegue(withIdentifier: identifier, from: source, sender: sender, on: navigator)
  }

  // MARK: - Back routes

  /// The screen a back route from this router's screen returns to: the one below it in
  /// its navigation stack, or the screen it was presented over.
  ///
  /// - Throws: `CleanSwiftRoutingError.nothingToGoBackTo(source:)` on a root, or a wrapped
  ///   `NavigationError` when this router's screen is gone or not on screen.
  public func backDestination() throws(CleanSwiftRoutingError) -> any Screen {
    let navigator = try requireNavigator()
    let source = try requireViewController()
    guard navigator.isShowing(source) else { throw .navigation(.notInHierarchy(screen: source.screenName)) }
    guard let destination = navigator.screenRevealed(byClosing: source) else {
      throw .nothingToGoBackTo(source: source.screenName)
    }
    return destination
  }

  /// An unwind route: source and destination reversed (article 001). Passes data from this
  /// scene's data store to the scene it returns to, then closes this router's screen the
  /// way it was opened.
  ///
  /// - Parameter pass: Writes into the returned-to scene's data store.
  /// - Throws: A `CleanSwiftRoutingError`; nothing was passed or closed then.
  public func routeBack<Destination>(passing pass: (Store, inout Destination) -> Void) async throws(CleanSwiftRoutingError) {
    let navigator = try requireNavigator()
    await navigator.waitUntilNothingIsInProgress()
    // From here to the close being planned nothing suspends: the destination computed, the
    // data passed and the close planned all see the same state.
    let source = try requireViewController()
    try passData(to: try backDestination(), pass)
    do {
      try await navigator.closeAndWait(source)
    } catch {
      throw .navigation(error)
    }
  }

  /// An unwind route that also hands `value` to whoever awaits this screen's result
  /// (see ``route(to:as:passing:expecting:)``).
  ///
  /// - Parameters:
  ///   - pass: Writes into the returned-to scene's data store.
  ///   - value: The result for the awaiting opener.
  /// - Throws: A `CleanSwiftRoutingError`; nothing was passed or closed then.
  public func routeBack<Destination, Value: Sendable>(
    passing pass: (Store, inout Destination) -> Void, returning value: Value
  ) async throws(CleanSwiftRoutingError) {
    let navigator = try requireNavigator()
    await navigator.waitUntilNothingIsInProgress()
    let source = try requireViewController()
    let destination = try backDestination()
    // Checked before passing, so that a refused close leaves the returned-to scene unchanged.
    if let awaited = navigator.awaitedResultType(of: source), !navigator.awaitedResultAccepts(value, for: source) {
      throw .navigation(.resultTypeMismatch(expected: awaited, actual: String(describing: type(of: value))))
    }
    try passData(to: destination, pass)
    do {
      try await navigator.closeAndWait(source, returning: value)
    } catch {
      throw .navigation(error)
    }
  }

  /// This router's screen, once checked that it is on screen and that `destination` is
  /// not: so that a route the navigator would refuse passes no data into a scene that
  /// stays on screen.
  private func requireOpenable(_ destination: any Screen) throws(CleanSwiftRoutingError) -> any Screen {
    let navigator = try requireNavigator()
    let source = try requireViewController()
    guard navigator.isShowing(source) else { throw .navigation(.notInHierarchy(screen: source.screenName)) }
    guard !navigator.isShowing(destination) else {
      throw .navigation(.alreadyInHierarchy(screen: destination.screenName))
    }
    return source
  }

  /// The navigator, while it lives.
  private func requireNavigator() throws(CleanSwiftRoutingError) -> Navigator {
    guard let navigator else { throw .navigation(.navigatorReleased) }
    return navigator
  }

  private func requireViewController() throws(CleanSwiftRoutingError) -> any Screen {
    guard let viewController else { throw .navigation(.routerHasNoRoot) }
    return viewController
  }
}
