/// What performs navigation steps on real containers: the headless host on Linux and
/// in tests, a UIKit host on iOS.
///
/// An app creates its navigator over a host (`Navigator(host: HeadlessHost())`) and needs no
/// more of this protocol. Its requirements are the hosting API, SPI: a file that writes a host
/// imports it with `@_spi(Hosting) import SceneRouter` (<doc:WritingAHost>).
///
/// A host decides nothing. The ``Navigator`` hands it one `NavigationStep` at a time
/// and waits for its completion before the next; the host reports back what a person
/// did on their own (tapped a tab, swiped back, pulled a sheet down) through its
/// `delegate`, so the navigator's state stays equal to what is on screen.
///
/// ## One truth, in one order
///
/// For every change, routed or made by a person, the navigator's state changes first and
/// the host's appearance callbacks come after, so code inside a callback sees the new
/// truth (`navigator.topMostScreen` is the screen that is appearing, as UIKit's
/// `topViewController` is). While a change is delivered the navigator is busy: requests
/// made from callbacks, observers or completions wait in its queue and are planned, in
/// order, against the state after the change.
///
/// - A routed step: the navigator applies the step to its state, then calls
///   `perform(_:screens:completion:)`. The host changes its containers, delivers the
///   callbacks and calls the completion when the transition has finished. A host that
///   cannot perform the step calls the completion with an error, having changed nothing;
///   the navigator then restores its previous state. A plan the navigator checked whole
///   never meets such a refusal: it is a contract violation, reported as an error.
/// - A person's change (a tap, a swipe back, a sheet pulled down): the host calls
///   the delegate's `hostDidBeginPersonChange(_:)` when the change begins (a gesture's first
///   touch, or the tap), then `host(_:didPerformPersonAction:)` as soon as the change is
///   decided (a gesture completed; before the callbacks that follow from it), and
///   `hostDidEndPersonChange(_:)` once every callback of the change has been delivered,
///   whether it completed or was cancelled. In between the navigator is busy: nothing is
///   planned against a state the gesture may still change, and a host never holds steps
///   planned against an older state.
///
/// A host never queues steps: the navigator does not hand it a step while a transition
/// or a person's change is in progress. A host that receives one anyway refuses it with
/// an error.
@MainActor
public protocol NavigationHost: AnyObject {
  /// Performs one step, which the navigator has already applied to its state.
  ///
  /// Call `completion` exactly once, when the step's transition has finished (after the
  /// appearance callbacks), or with an error when the step cannot be performed; in that
  /// case nothing may have changed.
  ///
  /// - Parameters:
  ///   - step: What to do.
  ///   - screens: The screen objects of the screens the step installs (new ones, and
  ///     ones shown now that move into a new layout).
  ///   - completion: Called once when the step is done.
  @_spi(Hosting) func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void)

  /// Who hears about what a person did; the navigator sets itself here. Hosts hold it weakly.
  @_spi(Hosting) var delegate: (any NavigationHostDelegate)? { get set }

  /// Whether the host can perform steps now. A UIKit host for a window is not ready until the
  /// window is visible (UIKit presents nothing from a hidden window): requests made meanwhile,
  /// such as the link a scene is launched with, wait in the navigator's queue, and the host
  /// calls ``NavigationHostDelegate/hostDidBecomeReady(_:)`` when it is. True by default.
  @_spi(Hosting) var isReady: Bool { get }

  /// Reports what code outside the navigator changed on the host's containers that the host
  /// could not hear when it happened — UIKit tells no delegate about `present(_:animated:)` —
  /// as a change made outside the navigator (``NavigationHostDelegate/host(_:adopt:)``, then a
  /// step between ``NavigationHostDelegate/hostDidBeginPersonChange(_:)`` and
  /// ``NavigationHostDelegate/hostDidEndPersonChange(_:)``). The navigator calls it before it
  /// plans each request, so the request is planned against what is shown.
  @_spi(Hosting) func reconcile()

  /// The window's width when the navigator is created; the host reports later changes as
  /// the step `NavigationStep.setWidth(_:)` between
  /// ``NavigationHostDelegate/hostDidBeginPersonChange(_:)`` and
  /// ``NavigationHostDelegate/hostDidEndPersonChange(_:)``. Regular by default.
  @_spi(Hosting) var horizontalSizeClass: HorizontalSizeClass { get }
}

extension NavigationHost {
  /// Always ready: a host whose containers exist as soon as it does.
  @_spi(Hosting) public var isReady: Bool { true }

  /// Regular: a host that does not know its width shows popovers as popovers.
  @_spi(Hosting) public var horizontalSizeClass: HorizontalSizeClass { .regular }

  /// Nothing to report: only the navigator changes this host's containers.
  @_spi(Hosting) public func reconcile() {}
}

/// Hears what a person did on a host without asking a router: the ``Navigator`` is its host's
/// delegate.
///
/// Its requirements are the hosting API, SPI (<doc:WritingAHost>). A host brackets every
/// change a person makes with `hostDidBeginPersonChange(_:)` and `hostDidEndPersonChange(_:)`;
/// see ``NavigationHost`` for the order of the calls.
@MainActor
public protocol NavigationHostDelegate: AnyObject {
  /// A person began a change: a gesture's first touch (swipe back, sheet drag) or a tap.
  ///
  /// Until the matching ``hostDidEndPersonChange(_:)`` the navigator plans nothing: requests
  /// made meanwhile wait and are planned against the state after the change.
  ///
  /// - Parameter host: The host the person acts on.
  @_spi(Hosting) func hostDidBeginPersonChange(_ host: any NavigationHost)

  /// A person's change took effect: tapped a tab, went back, pulled a sheet down.
  ///
  /// Called before the host delivers the appearance callbacks that follow from the change,
  /// so that code inside them sees the new state. A cancelled gesture changes nothing and
  /// reports no step.
  ///
  /// - Parameters:
  ///   - host: The host the person acted on.
  ///   - step: The change, performed on the host's containers, as the step a router would
  ///     have asked for.
  @_spi(Hosting) func host(_ host: any NavigationHost, didPerformPersonAction step: NavigationStep)

  /// A person's change is over, completed or cancelled, and all its callbacks delivered;
  /// requests that waited meanwhile are planned now.
  ///
  /// - Parameter host: The host the person acted on.
  @_spi(Hosting) func hostDidEndPersonChange(_ host: any NavigationHost)

  /// Gives `screen` an identity, so that the host can report a step that installs it: a screen
  /// that code outside the navigator showed (a view controller not yet moved to routers
  /// pushing another), which the host then reports between ``hostDidBeginPersonChange(_:)`` and
  /// ``hostDidEndPersonChange(_:)`` like a person's change. The screen's identity is kept only
  /// while the step that installs it is applied.
  ///
  /// - Parameters:
  ///   - host: The host that shows the screen.
  ///   - screen: The screen; the navigator holds it weakly, as every screen.
  /// - Returns: The screen as a step refers to it.
  @_spi(Hosting) func host(_ host: any NavigationHost, adopt screen: any Screen) -> NavigationStep.Screen

  /// The host became ready to perform steps (``NavigationHost/isReady``), for example its
  /// window became visible; the requests that waited are planned now, in order.
  ///
  /// - Parameter host: The host that became ready.
  @_spi(Hosting) func hostDidBecomeReady(_ host: any NavigationHost)

  /// A person began an interactive gesture (a swipe back, a sheet being dragged); called
  /// after ``hostDidBeginPersonChange(_:)``, so that the navigator can report it.
  ///
  /// - Parameters:
  ///   - host: The host the person acts on.
  ///   - gesture: The gesture.
  @_spi(Hosting) func host(_ host: any NavigationHost, didBegin gesture: NavigationGesture)

  /// A person's gesture ended: `finished` when it passed its point of no return (its
  /// change is then reported with ``host(_:didPerformPersonAction:)``), otherwise cancelled.
  ///
  /// - Parameters:
  ///   - host: The host the person acts on.
  ///   - gesture: The gesture.
  ///   - finished: Whether the gesture's change happens.
  @_spi(Hosting) func host(_ host: any NavigationHost, didEnd gesture: NavigationGesture, finished: Bool)
}

extension NavigationHostDelegate {
  /// Ignores the gesture; a delegate that only follows changes needs nothing more.
  ///
  /// - Parameters:
  ///   - host: The host the person acts on.
  ///   - gesture: The gesture.
  @_spi(Hosting) public func host(_ host: any NavigationHost, didBegin gesture: NavigationGesture) {}

  /// Ignores the gesture's end; a finished gesture's change still arrives as a person's action.
  ///
  /// - Parameters:
  ///   - host: The host the person acts on.
  ///   - gesture: The gesture.
  ///   - finished: Whether the gesture's change happens.
  @_spi(Hosting) public func host(_ host: any NavigationHost, didEnd gesture: NavigationGesture, finished: Bool) {}
}

/// The screen objects a step installs, by identity.
@_spi(Hosting) @MainActor
public struct ScreenLookup {
  private let screens: [ScreenID: any Screen]
  /// Whether the steps it serves were planned by a navigator, whose planner checked them
  /// against the state: an engine host then does not check them again.
  package private(set) var isPlanned = false

  /// Creates a lookup.
  ///
  /// - Parameter screens: The screens by identity.
  public init(_ screens: [ScreenID: any Screen] = [:]) {
    self.screens = screens
  }

  /// A lookup for the steps a navigator planned and checked.
  ///
  /// - Parameter screens: The screens by identity.
  package init(planned screens: [ScreenID: any Screen]) {
    self.screens = screens
    isPlanned = true
  }

  /// The screen with this identity, if the request installs it.
  ///
  /// - Parameter id: The screen's identity.
  public subscript(id: ScreenID) -> (any Screen)? { screens[id] }
}
