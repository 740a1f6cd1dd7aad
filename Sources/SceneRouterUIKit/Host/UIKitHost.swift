#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import Foundation
@_spi(Hosting) public import SceneRouter

/// Performs a `Navigator`'s steps on UIKit's own containers in a window, or in a container
/// view controller, and reports what a person does there back to the navigator.
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///   guard let scene = scene as? UIWindowScene else { return }
///   let window = UIWindow(windowScene: scene)
///   let host = UIKitHost(window: window)
///   navigator = Navigator(host: host)
///   navigator.setRoot(.tabs([.stack([ShopViewController()]), .stack([WishlistViewController()])], selected: 0))
///   window.makeKeyAndVisible()
/// }
/// ```
///
/// A host made with ``init(container:)`` installs each root as that view controller's
/// child instead of the window's `rootViewController`, for a navigator that drives part of
/// a window: a SwiftUI app's `UIViewControllerRepresentable`, or a child of your own
/// container. Everything else is the same; presentations are made from the root as UIKit
/// anchors them (a full-screen one from the window's root, rule 19).
///
/// Each step is one UIKit call: `pushViewController`, `popToViewController`,
/// `setViewControllers`, `present` (a stack is presented in a new `UINavigationController`,
/// a fade through a ``FadeTransitioningDelegate``, an alert route (`Navigator.alert(_:from:)`)
/// as a `UIAlertController`, `.alert` or `.actionSheet`, with one `UIAlertAction` per button;
/// a sheet with detents after configuring its `sheetPresentationController`: `detents`,
/// `selectedDetentIdentifier`, `prefersGrabberVisible`, `largestUndimmedDetentIdentifier`; a
/// `.currentContext` or
/// `.overCurrentContext` presentation from a root tab is presented by that tab's navigation
/// controller with `definesPresentationContext` set, so it covers that tab only and the tab
/// bar stays), `dismiss`, `selectedIndex`, `animateChanges` for a sheet's detent, or the
/// window's `rootViewController` or the container's child (inside `UIView.transition` when
/// animated). A step
/// completes when UIKit says its animation ended: `didShow` for navigation changes, the
/// completion of `present` and `dismiss`, the transition's completion for the window.
///
/// A split layout (`Layout.split(primary:supplementary:secondary:)`) is a column-style
/// `UISplitViewController` (`init(style:)`, `.doubleColumn` or `.tripleColumn`), each column a
/// navigation controller from ``makeNavigationController`` set with `setViewController(_:for:)`;
/// a route to a column sets that column's stack, and `NavigationStep.showColumn` is `show(_:)`.
/// The host is the split view's delegate: when the window's width makes it collapse or expand
/// (it asks its delegate for the column on top, or for the display mode), the host reports the
/// width change before the columns' appearance callbacks and ends it at
/// `splitViewControllerDidCollapse(_:)` or `splitViewControllerDidExpand(_:)`. A person's back at
/// the root of the column on top of a collapsed split view, which shows the column before it (its
/// navigation controller's delegate hears `willShow` for its own top), is reported as showing
/// that column; a swipe there is a gesture like any swipe back.
///
/// A sidebar-adaptable tab container (`Layout.sidebarTabs(_:selected:sidebarShown:)`) is, from
/// iOS 18, a `UITabBarController` from ``makeTabBarController`` whose `tabs` are a `UITab` per
/// top-level tab and a `UITabGroup` per group, each tab's view controller provider returning the
/// controller the host built for it, in the `.tabSidebar` mode, its `sidebar.isHidden` from the
/// layout; before iOS 18 (and on tvOS and visionOS) a plain tab bar of the same tabs. The host
/// selects a tab with `selectedTab` and performs `NavigationStep.showSidebar` with
/// `sidebar.isHidden`. It hears a person's choice, in the sidebar or the tab bar, through
/// `tabBarController(_:shouldSelectTab:)` and `tabBarController(_:didSelectTab:previousTab:)`,
/// and a sidebar shown or hidden (by a person, or by the app in code) through the sidebar
/// delegate's `tabBarController(_:sidebarVisibilityWillChange:animator:)`, reported as
/// `showSidebar` and ended with the animator's completion. A compact width shows only the tab
/// bar: the snapshot says the sidebar is unavailable.
///
/// The host is the delegate of the navigation and tab bar controllers it creates and of
/// each presentation controller; a delegate the app had set first keeps receiving every
/// call. It reports the back button and swipe back (a cancelled swipe is not a pop,
/// through the transition coordinator's `notifyWhenInteractionChanges`; iOS 26's pan anywhere
/// in the content, `interactiveContentPopGestureRecognizer`, starts the same interactive pop and
/// is reported the same way, as is a pop of a screen pushed with a custom transition that the
/// app's gesture drives, ``beginInteractivePop(driving:)``), a sheet pulled
/// down (unless a screen refuses, through `presentationControllerShouldDismiss`) and tab
/// taps (through `tabBarController(_:shouldSelectTab:)` from iOS 18, which iOS 27 calls where it
/// no longer calls the view-controller form, and `tabBarController(_:shouldSelect:)` for a tab
/// bar without `UITab`s; a tap on the selected tab pops it to its root; with more than five tabs, a tab
/// chosen in the More list, heard through the More navigation controller's delegate; while
/// the More list shows, the snapshot keeps the tab selected before it). Each change a
/// person makes is bracketed for the navigator as `NavigationHost` describes: begun at
/// the first touch or
/// the tap, reported as soon as it is decided (before the callbacks that follow from it),
/// ended when its last callback was delivered; until a swipe or a pull is decided, the
/// host's ``snapshot`` still shows what the person may keep. A swipe back and a sheet pulled
/// down are also reported as gestures (`NavigationHostDelegate.host(_:didBegin:)` at the
/// first touch, `NavigationHostDelegate.host(_:didEnd:finished:)` when the person lets
/// go), so the navigator emits its gesture events: a cancelled swipe ends unfinished, and
/// a sheet that refuses (`presentationControllerDidAttemptToDismiss`) is a pull that began
/// and ended unfinished. A person dragging a sheet to another detent
/// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`) is a `.selectDetent`;
/// a person tapping an alert's action is heard in the action's handler, which UIKit calls once
/// it has dismissed the alert: the choice is recorded on the alert screen and the dismissal
/// reported, so the caller awaiting the alert receives the action's value. Between the tap and
/// the handler (the dismissal's animation) the navigator still shows the alert; no UIKit
/// callback tells of the tap sooner.
@MainActor
public final class UIKitHost: NavigationHost {
  /// The window the host shows screens in; nil for a host made for a container.
  public let window: UIWindow?
  /// The container view controller the host shows screens in, as its child; nil for a host
  /// made for a window. Held weakly: the container's parent (or your app) owns it.
  public private(set) weak var container: UIViewController?
  /// The view controller the host installed as the root: the window's root view
  /// controller, or the container's child (from the moment the host starts replacing the
  /// old one, as a window's root is replaced at once).
  public var rootViewController: UIViewController? {
    if let window { return window.rootViewController }
    return container == nil ? nil : containerRoot
  }
  /// The navigator (or anything else) hearing what a person did; held weakly.
  @_spi(Hosting) public weak var delegate: (any NavigationHostDelegate)? {
    didSet { if let navigator = delegate as? Navigator { self.navigator = navigator } }
  }
  /// The navigator over this host: the last delegate that was one (a delegate that forwards
  /// to it, as a test's may, leaves it in place). The host asks it whether requests wait.
  private(set) weak var navigator: Navigator?
  /// Makes each navigation controller the host installs; return your own subclass, with
  /// its delegate set if you like (the host forwards to it).
  public var makeNavigationController: @MainActor () -> UINavigationController = {
    UINavigationController(nibName: nil, bundle: nil)
  }
  /// Makes each tab bar controller the host installs; its delegate, if set, is forwarded to.
  public var makeTabBarController: @MainActor () -> UITabBarController = { UITabBarController(nibName: nil, bundle: nil) }
  /// Makes the view controller that shows a screen which is not a view controller itself;
  /// a ``ScreenHostingController`` by default.
  public var makeViewController: @MainActor (any Screen) -> UIViewController = { ScreenHostingController(screen: $0) }
  /// The extension point for your own transitions: the transitioning delegate to present
  /// (and later dismiss) a controller with, given the step's animation. The default fades
  /// with a ``FadeTransitioningDelegate`` for `.fade` and returns nil (UIKit's own
  /// animation) otherwise. The host keeps the delegate while the controller is presented.
  public var transitioningDelegate: @MainActor (StepAnimation, UIViewController) -> (any UIViewControllerTransitioningDelegate)? = {
    animation, _ in
    if case .fade(let seconds) = animation { return FadeTransitioningDelegate(duration: seconds) }
    return nil
  }
  /// The extension point for your own push animations: the animator for a step whose
  /// animation is a `CustomTransition` behaving as a push
  /// (`StepAnimation.custom(name:seconds:)`), given that animation, the operation (`.push`, and
  /// `.pop` when a route pops the screen again, so it closes with its own animation), and
  /// the controllers on top before and after. Return nil for UIKit's own animation; nil
  /// for everything by default. The host answers the navigation controller's
  /// `navigationController(_:animationControllerFor:from:to:)` with it, and forwards every
  /// other push and pop to the delegate your app set, if any.
  ///
  /// ```swift
  /// host.pushAnimator = { animation, operation, _, _ in
  ///   guard case .custom("slideUp", let seconds) = animation else { return nil }
  ///   return SlideUpAnimator(duration: seconds, reversed: operation == .pop)
  /// }
  /// ```
  public var pushAnimator:
    @MainActor (
      _ animation: StepAnimation, _ operation: UINavigationController.Operation, _ from: UIViewController,
      _ to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? = { _, _, _, _ in nil }
  /// How long an animated root replacement cross-dissolves, in seconds; 0.3 by default.
  public var rootTransitionDuration: TimeInterval = 0.3

  let observer = UIKitHostObserver()
  /// What the host keeps of each screen and container it shows, by the navigator's identity:
  /// one record each (UIKitHost+Records.swift), dropped when the controller leaves the window.
  var records: [ScreenID: Record] = [:]
  /// The identity of each controller the host shows: the way back from UIKit's delegate calls
  /// to ``records``.
  var ids: [ObjectIdentifier: ScreenID] = [:]
  /// The root the host added to its container (for a host made for a container).
  var containerRoot: UIViewController?

  // What is under way: the step in flight, a person's change, a width change.

  /// The step the host is performing.
  var current: Current?
  /// Pops a person started (back button, swipe, re-tapped tab), by navigation controller.
  var personPops: [ObjectIdentifier: PersonPop] = [:]
  /// The sheet a person is pulling down.
  var pulledDown: SheetPull?
  /// The tab bar controller whose tapped tab is being selected.
  var tappedTabs: ObjectIdentifier?
  /// The More navigation controller showing a tab a person chose in the More list.
  var moreChoice: ObjectIdentifier?
  /// Navigation controllers on which code outside the navigator pushed a view controller the
  /// navigator adopted; the change ends with their `didShow`.
  var adoptedPushes: Set<ObjectIdentifier> = []
  /// The window's width as last reported to the navigator.
  var reportedWidth: HorizontalSizeClass = .regular
  /// The split view whose collapse or expansion is the width change under way.
  var splitWidthChange: ObjectIdentifier?
  /// A width UIKit changed to while a step or a person's change was under way, reported once
  /// it is over: the navigator hears no change in the middle of another.
  var pendingWidth: HorizontalSizeClass?
  /// The push or pop a person's finger drives, while UIKit starts it
  /// (``beginInteractivePop(driving:)``, ``beginInteractivePush(_:as:driving:)``).
  var interactiveTransition: InteractiveTransition?
  /// True while the host moves controllers between containers for a new root: the
  /// delegate calls that causes are no person's doing.
  var isRearranging = false

  struct PersonPop {
    /// What the person's back is: a pop, or showing the column before a collapsed split
    /// view's column on top.
    var step: NavigationStep
    var reported: Bool
    /// The swipe back a person drives, until its end is reported; nil for a tap.
    var gesture: NavigationGesture?
    /// The split view and the column a back shows, for a back from a collapsed column's root.
    var column: (split: ScreenID, column: SplitColumn)?
  }

  struct SheetPull {
    let controller: UIViewController
    var reported: Bool
    /// The pull a person drives, until its end is reported.
    var gesture: NavigationGesture?
  }

  struct Current {
    var step: NavigationStep
    /// The navigation controller whose `didShow` ends the step.
    var navigation: ObjectIdentifier?
    var completion: @MainActor (Result<Void, NavigationError>) -> Void
  }

  /// Creates a host for a window.
  ///
  /// Until the window is visible the host is not ready (``isReady``): UIKit presents nothing
  /// from a hidden window, so the navigator keeps requests made before then — the root, the
  /// link the scene was launched with — in its queue and performs them, in order, when the
  /// window becomes visible. No timing: the host listens for
  /// `UIWindow.didBecomeVisibleNotification`.
  ///
  /// - Parameter window: The window; call its `makeKeyAndVisible()` as usual.
  public init(window: UIWindow) {
    self.window = window
    container = nil
    observer.host = self
    observeWidth()
    visibility = NotificationCenter.default.addObserver(
      forName: UIWindow.didBecomeVisibleNotification, object: window, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.windowDidBecomeVisible() }
    }
  }

  isolated deinit {
    if let visibility { NotificationCenter.default.removeObserver(visibility) }
  }

  /// Whether the host can perform steps: a host for a window is ready while the window is
  /// visible; a host for a container always is (presentations then need the container in a
  /// visible window, as any presentation does).
  public var isReady: Bool { window.map { !$0.isHidden } ?? true }

  /// The observation of the window's becoming visible; nil for a host made for a container.
  private var visibility: (any NSObjectProtocol)?

  private func windowDidBecomeVisible() {
    delegate?.hostDidBecomeReady(self)
  }

  /// Creates a host that shows its screens in a container view controller: each root
  /// becomes the container's child, its view filling the container's view.
  ///
  /// ```swift
  /// let container = UIViewController()
  /// let host = UIKitHost(container: container)
  /// navigator = Navigator(host: host)
  /// navigator.setRoot(.stack([ShopViewController()]))
  /// parent.addChild(container)                  // or a SwiftUI representable returns it
  /// parent.view.addSubview(container.view)
  /// container.didMove(toParent: parent)
  /// ```
  ///
  /// The root is added with UIKit's containment calls (`addChild(_:)`, the view added to the
  /// container's view, `didMove(toParent:)`) and a new root replaces the old one the same
  /// way, so UIKit forwards the appearance callbacks while the container is on screen.
  /// Presentations need the container in a visible window, as any presentation does.
  ///
  /// - Parameter container: The container; the host holds it weakly and adds no other child.
  public init(container: UIViewController) {
    window = nil
    self.container = container
    observer.host = self
    observeWidth()
  }

  /// The view controller showing a screen or container, by the navigator's identity.
  ///
  /// - Parameter id: The identity.
  public func viewController(for id: ScreenID) -> UIViewController? { records[id]?.controller }

  /// The step the host is performing, if any.
  @_spi(Hosting) public var inFlightStep: NavigationStep? { current?.step }

  /// Whether a person's change (a pop, a swipe back, a tab tap, a sheet pulled down) is under way.
  public var isPersonChangeInFlight: Bool {
    !personPops.isEmpty || tappedTabs != nil || pulledDown != nil || moreChoice != nil || splitWidthChange != nil
  }
}

#endif
