public import Foundation

/// The router most screens need: created with the transition that will open its root,
/// holding that root weakly, so that it lives exactly as long as its screen's view model.
///
/// ```swift
/// let router = DefaultRouter(spawnedBy: self, rootTransition: .push)
/// let screen = ProductScreen(viewModel: ProductViewModel(router: router))
/// route(to: screen, managedBy: router)   // router.root = screen, then open it with .push
/// // later, from the product's view model:
/// router.close()                          // pops it
/// ```
///
/// `root` and `rootTransition` keep article 002's names: they are this router's own screen
/// and the transition that opens it (not the window's root). Results, guards and wiring:
///
/// - ``Router/route(to:managedBy:expecting:)`` returns once a screen is shown, with a
///   ``PendingRouteResult`` to await later (its ``PendingRouteResult/result``).
/// - ``Router/route(to:as:guardedBy:)`` asks ``RouteGuard``s first.
/// - ``managing(_:)`` ties a tab root or a layout's screen to its router;
///   `NavigationPlan.Move.open(_:managedBy:)` does it for a plan.
///
/// Subclass it to add capabilities (article 002's `SiriRouter`); nothing in it needs
/// overriding, and ``init(spawnedBy:rootTransition:)`` is designated, so a subclass with
/// dependencies keeps it.
///
/// The router holds its navigator weakly. The navigator owns its host, the host's
/// containers own the screens, a screen owns its view model and the view model owns this
/// router: a strong reference back to the navigator would close that loop, and a window
/// dropped by its app (a scene disconnected, a test finished) would never be freed. Keep
/// the navigator where the window is kept (the scene delegate, the app object); a request
/// made through a router whose navigator is gone is refused with
/// ``NavigationError/Code/navigatorReleased``.
///
/// The router is an `NSObject`, so a subclass can be the delegate of an Objective-C
/// protocol that refines `NSObjectProtocol` — article 002's `SiriRouter` is the
/// `INUIAddVoiceShortcutButtonDelegate` of its button — with no forwarding object:
///
/// ```swift
/// final class SiriRouter: DefaultRouter, INUIAddVoiceShortcutButtonDelegate { ... }
/// ```
@MainActor
open class DefaultRouter: NSObject, Router {
  /// The navigator requests go to, held weakly (see above); nil once it is released.
  public private(set) weak var navigator: Navigator?
  /// The transition that opens this router's root; ``close(completion:)`` undoes it.
  public let rootTransition: Transition
  /// The screen this router routes from, held weakly: the screen owns its view model,
  /// which owns this router.
  public weak var root: (any Screen)?

  /// Creates a router for a root that `rootTransition` will open.
  ///
  /// - Parameters:
  ///   - navigator: The navigator requests go to; held weakly, so keep it elsewhere.
  ///   - rootTransition: How the root will be opened; by default ``Transition/replaceRoot``,
  ///     the transition of a window's root (``close(completion:)`` has nothing to undo then).
  ///   - root: The root, if it exists already (a window's root screen, a tab).
  public init(navigator: Navigator, rootTransition: Transition = .replaceRoot, root: (any Screen)? = nil) {
    self.navigator = navigator
    self.rootTransition = rootTransition
    self.root = root
    super.init()
  }

  /// Creates a router spawned by another, sharing its navigator: routers spawn routers
  /// without keeping any reference to each other.
  ///
  /// A designated initializer, so a subclass with dependencies keeps this form by calling
  /// it from its own:
  ///
  /// ```swift
  /// final class SiriRouter: DefaultRouter {
  ///   let shortcuts: ShortcutCenter
  ///   init(spawnedBy parent: some Router, rootTransition: Transition, shortcuts: ShortcutCenter) {
  ///     self.shortcuts = shortcuts
  ///     super.init(spawnedBy: parent, rootTransition: rootTransition)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - parent: The router that will open this one's root.
  ///   - rootTransition: How the root will be opened.
  public init(spawnedBy parent: some Router, rootTransition: Transition) {
    self.navigator = parent.navigator
    self.rootTransition = rootTransition
    self.root = nil
    super.init()
  }

  /// Opens `screen` from this router's root.
  ///
  /// Refused with ``NavigationError/Code/notInHierarchy`` when the root is gone.
  open func route(to screen: any Screen, as transition: Transition, completion: Navigator.Completion? = nil) {
    guard let navigator else { return refuse(.navigatorReleased, completion) }
    guard let root else { return refuse(.routerHasNoRoot, completion) }
    navigator.route(to: screen, from: root, as: transition, completion: completion)
  }

  /// Closes this router's root with the transition that opened it.
  open func close(completion: Navigator.Completion? = nil) {
    guard let navigator else { return refuse(.navigatorReleased, completion) }
    guard let root else { return refuse(.routerHasNoRoot, completion) }
    navigator.close(root, animated: rootTransition.isAnimated, completion: completion)
  }

  /// Removes this router's root by force.
  open func dismiss(completion: Navigator.Completion? = nil) {
    guard let navigator else { return refuse(.navigatorReleased, completion) }
    guard let root else { return refuse(.routerHasNoRoot, completion) }
    navigator.dismiss(root, animated: rootTransition.isAnimated, completion: completion)
  }

  /// Performs a move that shows no screen (select a tab, pop to root, dismiss presented)
  /// from this router's root.
  ///
  /// - Parameters:
  ///   - move: The move.
  ///   - completion: Called once when done or refused.
  public func perform(_ move: NavigationMove, completion: Navigator.Completion? = nil) {
    guard let navigator else { return refuse(.navigatorReleased, completion) }
    guard let root else { return refuse(.routerHasNoRoot, completion) }
    navigator.perform(move, from: root, completion: completion)
  }

  /// Closes this router's root and hands `value` to whoever awaits it.
  ///
  /// - Parameters:
  ///   - value: The result.
  ///   - completion: Called once when done or refused.
  public func close<Value: Sendable>(returning value: Value, completion: Navigator.Completion? = nil) {
    guard let navigator else { return refuse(.navigatorReleased, completion) }
    guard let root else { return refuse(.routerHasNoRoot, completion) }
    navigator.close(root, returning: value, animated: rootTransition.isAnimated, completion: completion)
  }

  /// Calls `completion` with the refusal, or reports it to the navigator's
  /// ``Navigator/unhandledErrorHandler``; with neither (no completion, navigator released)
  /// there is no window left to hear it.
  private func refuse(_ error: NavigationError, _ completion: Navigator.Completion?) {
    if let completion { completion(.failure(error)) } else { navigator?.report(error) }
  }
}
