import SceneRouter

/// A base for MVVM routers: a navigator to open screens with, and the view model the
/// router reads its decisions from, held weakly (the screen retains both the view model
/// and the router, article 003).
///
/// Subclass it and adopt ``ViewModelRouting``; nothing in it needs overriding.
///
/// The router holds its navigator weakly, like `DefaultRouter`: the screen that owns this
/// router is owned by the navigator's host, so a strong reference would keep a dropped
/// window alive. Keep the navigator where the window is kept; a route through a router
/// whose navigator is gone fails with ``ViewModelRoutingError/navigation(_:)`` wrapping
/// `NavigationError.Code.navigatorReleased`.
///
/// ```swift
/// let router = LoginRouter(navigator: navigator)
/// let viewModel = LoginViewModel()
/// router.attach(to: viewModel)
/// ```
@MainActor
open class ViewModelRouter<ViewModel: AnyObject> {
  /// The navigator requests go to, held weakly; nil once it is released.
  public private(set) weak var navigator: Navigator?
  /// The view model the router decides from; weak, so it never keeps its screen's view
  /// model alive.
  public private(set) weak var viewModel: ViewModel?

  /// Creates a router.
  ///
  /// - Parameter navigator: The navigator requests go to; held weakly, so keep it elsewhere.
  public init(navigator: Navigator) {
    self.navigator = navigator
  }

  /// Gives the router the view model it decides from; held weakly.
  ///
  /// - Parameter viewModel: The screen's view model.
  public func attach(to viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The router's name in error messages: its class name.
  public var routerName: String { String(describing: type(of: self)) }

  /// The view model, for a route that decides from its state.
  ///
  /// - Parameter route: The route deciding, for the error message.
  /// - Throws: ``ViewModelRoutingError/viewModelReleased(router:route:)`` when it is gone.
  public func requireViewModel(for route: some Hashable & Sendable) throws(ViewModelRoutingError) -> ViewModel {
    guard let viewModel else { throw .viewModelReleased(router: routerName, route: "\(route)") }
    return viewModel
  }

  /// Opens a screen from the context screen and waits until the transition has finished.
  ///
  /// - Parameters:
  ///   - screen: The destination.
  ///   - context: The screen the route starts from.
  ///   - transition: How to open it.
  /// - Throws: ``ViewModelRoutingError/navigation(_:)`` when the navigator refuses; nothing is shown.
  public func open(_ screen: any Screen, from context: any Screen, as transition: Transition) async throws(ViewModelRoutingError) {
    guard let navigator else { throw .navigation(.navigatorReleased) }
    do {
      try await navigator.openAndWait(screen, from: context, as: transition)
    } catch {
      throw .navigation(error)
    }
  }

  /// Opens a screen for what it hands back: returns as soon as it is shown, with its pending
  /// result; `try await open(_:from:as:expecting:).result` waits for the value in one line.
  ///
  /// - Parameters:
  ///   - screen: The destination.
  ///   - context: The screen the route starts from.
  ///   - transition: How to open it.
  ///   - type: The type of value it hands back.
  /// - Returns: Its pending result; await `PendingRouteResult.result` for the value.
  /// - Throws: ``ViewModelRoutingError/navigation(_:)`` when it cannot be shown.
  public func open<Value: Sendable>(
    _ screen: any Screen, from context: any Screen, as transition: Transition, expecting type: Value.Type
  ) async throws(ViewModelRoutingError) -> PendingRouteResult<Value> {
    guard let navigator else { throw .navigation(.navigatorReleased) }
    do {
      return try await navigator.route(to: screen, from: context, as: transition, expecting: type)
    } catch {
      throw .navigation(error)
    }
  }

  /// The former name of ``open(_:from:as:expecting:)``: one verb opens a screen.
  @available(*, deprecated, renamed: "open(_:from:as:expecting:)")
  public func show<Value: Sendable>(
    _ screen: any Screen, from context: any Screen, as transition: Transition, expecting type: Value.Type
  ) async throws(ViewModelRoutingError) -> PendingRouteResult<Value> {
    try await open(screen, from: context, as: transition, expecting: type)
  }
}
