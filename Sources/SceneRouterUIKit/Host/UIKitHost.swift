#if canImport(UIKit) || os(Linux)
// UIKit platforms (iOS, iPadOS, Mac Catalyst, tvOS, visionOS); on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import Foundation
public import SceneRouter

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
/// through the transition coordinator's `notifyWhenInteractionChanges`), a sheet pulled
/// down (unless a screen refuses, through `presentationControllerShouldDismiss`) and tab
/// taps (a tap on the selected tab pops it to its root; with more than five tabs, a tab
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
  public weak var delegate: (any NavigationHostDelegate)?
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

  private let observer = UIKitHostObserver()
  private var controllers: [ScreenID: UIViewController] = [:]
  private var ids: [ObjectIdentifier: ScreenID] = [:]
  private var screens: [ObjectIdentifier: any Screen] = [:]
  private var requestedStyles: [ScreenID: PresentationStyle] = [:]
  /// The detents each sheet presented with detents was asked to rest at, by its root's
  /// identity: UIKit's detents hold resolvers, not heights, so the host keeps the heights.
  private var requestedSheets: [ScreenID: SheetConfiguration] = [:]
  /// The anchor and arrows each popover was presented with, by its root's identity.
  private var requestedPopovers: [ScreenID: PopoverConfiguration] = [:]
  /// The view each presentation zoomed out of (iOS 18's zoom), by its root's identity.
  private var zoomSources: [ScreenID: String] = [:]
  /// The window's width as last reported to the navigator.
  private var reportedWidth: HorizontalSizeClass = .regular
  /// The split view whose collapse or expansion is the width change under way.
  private var splitWidthChange: ObjectIdentifier?
  /// A width UIKit changed to while a step or a person's change was under way, reported once
  /// it is over: the navigator hears no change in the middle of another.
  private var pendingWidth: HorizontalSizeClass?
  private var transitionDelegates: [ScreenID: any UIViewControllerTransitioningDelegate] = [:]
  /// The custom animation each screen shown now was pushed with, to pop it with again.
  private var pushAnimations: [ScreenID: StepAnimation] = [:]
  private var knownSelection: [ScreenID: Int] = [:]
  /// The tab items the steps gave the screens shown (`Screen.tabItem`), applied
  /// to a tab's `tabBarItem` when the screen is the tab's root.
  private var tabItems: [ScreenID: TabItem] = [:]
  /// The More navigation controllers of the tab bar controllers the host made, to the tab
  /// bar controller's identity (rule 31).
  private var moreNavigations: [ObjectIdentifier: ScreenID] = [:]
  /// The More navigation controller showing a tab a person chose in the More list.
  private var moreChoice: ObjectIdentifier?
  /// The presentation controllers the host is the delegate of, by presented identity.
  private var presentations: [ScreenID: ObjectIdentifier] = [:]
  private var current: Current?
  /// The root the host added to its container (for a host made for a container).
  private var containerRoot: UIViewController?
  /// Pops a person started (back button, swipe, re-tapped tab), by navigation controller.
  private var personPops: [ObjectIdentifier: PersonPop] = [:]
  /// Navigation controllers on which code outside the navigator pushed a view controller the
  /// navigator adopted; the change ends with their `didShow`.
  private var adoptedPushes: Set<ObjectIdentifier> = []
  /// What holds the identity of a navigation controller presented outside the navigator (the
  /// navigator's registry is weak); dropped with the controller.
  private var adoptedContainers: [ScreenID: AdoptedViewController] = [:]
  /// The tab bar controller whose tapped tab is being selected.
  private var tappedTabs: ObjectIdentifier?
  /// The column each split view shows on top while collapsed, as its delegate (the observer)
  /// chose it when it collapsed, then as steps and a person's back changed it: UIKit has no
  /// property that says it below iOS 26.
  private var splitTops: [ScreenID: SplitColumn] = [:]
  /// The sidebar-adaptable tab containers the host built: their groups and whether their sidebar shows.
  private var sidebars: [ScreenID: SidebarRecord] = [:]
  /// The sheet a person is pulling down.
  private var pulledDown: SheetPull?
  /// True while the host moves controllers between containers for a new root: the
  /// delegate calls that causes are no person's doing.
  private var isRearranging = false

  private struct PersonPop {
    /// What the person's back is: a pop, or showing the column before a collapsed split
    /// view's column on top.
    var step: NavigationStep
    var reported: Bool
    /// The swipe back a person drives, until its end is reported; nil for a tap.
    var gesture: NavigationGesture?
    /// The split view and the column a back shows, for a back from a collapsed column's root.
    var column: (split: ScreenID, column: SplitColumn)?
  }

  private struct SheetPull {
    let controller: UIViewController
    var reported: Bool
    /// The pull a person drives, until its end is reported.
    var gesture: NavigationGesture?
  }

  private struct Current {
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

  // MARK: - The window's width

  /// The window's width, from the trait collection of the window (or of the container's
  /// view): what a popover adapts to. A compact width shows a popover as a form sheet.
  public var horizontalSizeClass: HorizontalSizeClass {
    guard let view = window ?? container?.view else { return reportedWidth }
    return Self.width(of: view.traitCollection)
  }

  private static func width(of traits: UITraitCollection) -> HorizontalSizeClass {
    traits.horizontalSizeClass == .compact ? .compact : .regular
  }

  /// Listens for the horizontal size class of the window (or the container's view) with
  /// `registerForTraitChanges(_:handler:)` (iOS 17), and reports each change to the navigator
  /// as `NavigationStep.setWidth(_:)`. UIKit itself adapts a popover shown to the new width. A
  /// split view the host made reports the change earlier, as it starts collapsing or expanding
  /// (``splitViewWillChangeWidth(_:to:)``); the handler then finds the width reported.
  private func observeWidth() {
    guard let view = window ?? container?.view else { return }
    reportedWidth = Self.width(of: view.traitCollection)
    view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { [weak self] (view: UIView, _: UITraitCollection) in
      self?.widthDidChange(to: Self.width(of: view.traitCollection))
    }
  }

  /// A split view the host made starts collapsing or expanding (its delegate is asked for the
  /// top column or the display mode), before the columns it hides and shows get their callbacks:
  /// the width change is reported now, as a person's change that ends when the split view has
  /// collapsed or expanded (``splitViewDidChangeWidth(_:)``). The trait-change handler then finds
  /// the width reported.
  func splitViewWillChangeWidth(_ split: UISplitViewController, to width: HorizontalSizeClass) {
    guard splitWidthChange == nil, width != reportedWidth, current == nil, pulledDown == nil, personPops.isEmpty,
      tappedTabs == nil
    else { return }
    pendingWidth = nil
    reportedWidth = width
    splitWidthChange = ObjectIdentifier(split)
    delegate?.hostDidBeginPersonChange(self)
    report(.setWidth(width))
  }

  /// A split view collapsed or expanded: the width change it began ends.
  func splitViewDidChangeWidth(_ split: UISplitViewController) {
    guard splitWidthChange == ObjectIdentifier(split) else { return }
    splitWidthChange = nil
    endPersonChange()
  }

  private func widthDidChange(to width: HorizontalSizeClass) {
    guard current == nil, pulledDown == nil, personPops.isEmpty, tappedTabs == nil, splitWidthChange == nil else {
      pendingWidth = width
      return
    }
    pendingWidth = nil
    guard width != reportedWidth else { return }
    reportedWidth = width
    delegate?.hostDidBeginPersonChange(self)
    report(.setWidth(width))
    endPersonChange()
  }

  // MARK: - Inspecting

  /// What the window shows, read off UIKit's containers.
  public var snapshot: NavigationSnapshot {
    guard let root = rootViewController else { return NavigationSnapshot(root: nil) }
    var presented: [NavigationSnapshot.Presentation] = []
    // What a root tab's navigation controller presents in its own context covers that tab only.
    for (index, tab) in rootTabs.enumerated() {
      guard let context = contextPresentation(of: tab) else { continue }
      presented.append(NavigationSnapshot.Presentation(style(of: context), node(for: context), inTab: index))
    }
    let levels = self.levels(over: root)
    for next in levels.dropFirst() {
      presented.append(presentation(of: next))
    }
    // UIKit takes a sheet out when a person starts pulling it down; until they let go,
    // nothing is decided, and the host shows it as still there.
    if let pull = pulledDown, !pull.reported, let level = levels.last,
      pull.controller.presentingViewController === (level === root ? outermost(root) : level)
    {
      presented.append(presentation(of: pull.controller))
    }
    var levelNodes: [(UIViewController, NavigationSnapshot.Node)] = [(root, node(for: root))]
    for (index, tab) in rootTabs.enumerated() {
      guard let context = contextPresentation(of: tab), presented.contains(where: { $0.tab == index }) else { continue }
      levelNodes.append((context, node(for: context)))
    }
    for next in levels.dropFirst() { levelNodes.append((next, node(for: next))) }
    return NavigationSnapshot(
      root: levelNodes[0].1, presented: presented, tabItems: snapshotTabItems(of: levelNodes))
  }

  /// A presentation over the window as the snapshot shows it: its style, what it shows, its
  /// detents, its popover anchor, the style the width shows it as, and the view it zoomed from.
  private func presentation(of controller: UIViewController) -> NavigationSnapshot.Presentation {
    let style = style(of: controller)
    let shown = style.shown(in: reportedWidth)
    let id = ids[ObjectIdentifier(controller)]
    return NavigationSnapshot.Presentation(
      style, node(for: controller), sheet: sheetConfiguration(of: controller),
      popover: id.flatMap { requestedPopovers[$0] }, shownAs: shown == style ? nil : shown,
      zoomSource: id.flatMap { zoomSources[$0] })
  }

  /// The tab items the host applied, by the tab root screen's position in the snapshot.
  private func snapshotTabItems(of levels: [(UIViewController, NavigationSnapshot.Node)]) -> [Int: TabItem] {
    var items: [Int: TabItem] = [:]
    var screenIndex = 0
    for (controller, node) in levels {
      guard let tabs = controller as? UITabBarController, let tabNodes = Self.tabNodes(of: node) else {
        screenIndex += Self.screenCount(of: node)
        continue
      }
      for (tab, tabNode) in zip(Self.tabControllers(of: tabs), tabNodes) {
        if let id = ids[ObjectIdentifier(tabRoot(of: tab))], let item = tabItems[id] { items[screenIndex] = item }
        screenIndex += Self.screenCount(of: tabNode)
      }
    }
    return items
  }

  /// A tab container's tabs, in a tab bar or a sidebar-adaptable one; nil for another node.
  private static func tabNodes(of node: NavigationSnapshot.Node) -> [NavigationSnapshot.Node]? {
    switch node {
    case .tabs(let tabs, _), .sidebarTabs(let tabs, _, _, _): tabs
    case .screen, .stack, .split: nil
    }
  }

  private static func screenCount(of node: NavigationSnapshot.Node) -> Int {
    switch node {
    case .screen: 1
    case .stack(let children), .tabs(let children, _), .split(let children, _), .sidebarTabs(let children, _, _, _):
      children.reduce(0) { $0 + screenCount(of: $1) }
    }
  }

  /// The controller whose screen names a tab: the bottom of the tab's navigation stack, or the tab.
  private func tabRoot(of tab: UIViewController) -> UIViewController {
    (tab as? UINavigationController)?.viewControllers.first ?? tab
  }

  /// Shows the tab item of a tab's root screen on the tab's `tabBarItem`, and on its `UITab` in
  /// a sidebar-adaptable container: its title, its image as an SF Symbol
  /// (`UIImage(systemName:)`) and its badge. A tab whose root screen
  /// has no item keeps the bar item the app gave it, unless an item was shown before: then
  /// the bar item goes back to the tab's title, with no image and no badge.
  private func applyTabItem(to tab: UIViewController) {
    let root = tabRoot(of: tab)
    guard let id = ids[ObjectIdentifier(root)] else { return }
    let key = ObjectIdentifier(tab)
    guard let item = tabItems[id] else {
      if itemizedTabs.remove(key) != nil {
        tab.tabBarItem.title = tab.title ?? root.title
        tab.tabBarItem.image = nil
        tab.tabBarItem.badgeValue = nil
        Self.applyTabItem(title: tab.title ?? root.title, image: nil, badge: nil, to: tab)
      }
      return
    }
    itemizedTabs.insert(key)
    tab.tabBarItem.title = item.title
    tab.tabBarItem.image = item.image.flatMap { UIImage(systemName: $0) }
    tab.tabBarItem.badgeValue = item.badge
    Self.applyTabItem(title: item.title, image: item.image, badge: item.badge, to: tab)
  }

  /// The tabs whose bar item shows a screen's tab item.
  private var itemizedTabs: Set<ObjectIdentifier> = []

  /// The tab (a tab bar controller's child) whose root is `controller`, if any.
  private func tab(rootedAt controller: UIViewController) -> UIViewController? {
    if controller.parent is UITabBarController { return controller }
    if let navigation = controller.parent as? UINavigationController, navigation.parent is UITabBarController,
      navigation.viewControllers.first === controller
    {
      return navigation
    }
    return nil
  }

  /// Shows a screen's title in its navigation bar; an empty title leaves the controller's own.
  private func applyNavigationTitle(_ title: String, to controller: UIViewController) {
    guard !title.isEmpty else { return }
    controller.navigationItem.title = title
  }

  /// The tabs of the root, when it is a tab bar controller.
  private var rootTabs: [UIViewController] {
    (rootViewController as? UITabBarController).map(Self.tabControllers) ?? []
  }

  /// The root and the controllers presented over it, bottom first. In a container, UIKit
  /// anchors the first presentation at the outermost ancestor (rule 19); the root's
  /// `presentedViewController` answers for it.
  ///
  /// A screen that becomes the root by itself leaves its old container only once that
  /// container is out of the window (`.setRoot`): until then its `presentedViewController`
  /// also answers with what the old container (a tab's navigation controller) presents in its
  /// own context, which is not over the new root and is dismissed with the old root (rule 48).
  /// So the first level counts only when anchored at the root or at its outermost ancestor.
  private func levels(over root: UIViewController) -> [UIViewController] {
    var result = [root]
    var level = root
    while let next = level.presentedViewController, next !== level {
      if level === root, let presenter = next.presentingViewController, presenter !== root,
        presenter !== outermost(root)
      {
        break
      }
      result.append(next)
      level = next
    }
    return result
  }

  /// The outermost container around `controller` (itself for a window's root).
  private func outermost(_ controller: UIViewController) -> UIViewController {
    var current = controller
    while let parent = current.parent { current = parent }
    return current
  }

  /// What `controller` presents in its own presentation context: UIKit anchored the
  /// presentation at it (rule 19), rather than at the window's root.
  private func contextPresentation(of controller: UIViewController) -> UIViewController? {
    guard let presented = controller.presentedViewController, presented.presentingViewController === controller
    else { return nil }
    return presented
  }

  /// The view controller showing a screen or container, by the navigator's identity.
  ///
  /// - Parameter id: The identity.
  public func viewController(for id: ScreenID) -> UIViewController? { controllers[id] }

  /// The step the host is performing, if any.
  public var inFlightStep: NavigationStep? { current?.step }

  /// Whether a person's change (a pop, a swipe back, a tab tap, a sheet pulled down) is under way.
  public var isPersonChangeInFlight: Bool {
    !personPops.isEmpty || tappedTabs != nil || pulledDown != nil || moreChoice != nil || splitWidthChange != nil
  }

  // MARK: - Performing steps

  /// Performs one step with one UIKit call; see `NavigationHost.perform(_:screens:completion:)`.
  ///
  /// The navigator hands over one step at a time and none while a person's change is under
  /// way; a step that arrives anyway is refused with
  /// `NavigationError.transitionInFlight(step:)` and changes nothing.
  ///
  /// - Parameters:
  ///   - step: What to do.
  ///   - screens: The screens the step installs.
  ///   - completion: Called once, when UIKit's animation ended or the step was refused.
  public func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    guard current == nil, !isPersonChangeInFlight else {
      completion(.failure(.transitionInFlight(step: step.description)))
      return
    }
    current = Current(step: step, navigation: nil, completion: completion)
    do throws(NavigationError) {
      try start(step, screens: screens)
    } catch {
      current = nil
      prune()
      completion(.failure(error))
    }
  }

  /// Refuses the step in flight when UIKit did not take it: nothing changed.
  private func failCurrent(_ step: NavigationStep, _ reason: String) {
    guard let pending = current, pending.step == step else { return }
    current = nil
    prune()
    pending.completion(.failure(.inconsistentStep("\(step): \(reason)")))
    if let pendingWidth { widthDidChange(to: pendingWidth) }
  }

  private func finishCurrent() {
    guard let finished = current else { return }
    current = nil
    prune()
    finished.completion(.success(()))
    if let pendingWidth { widthDidChange(to: pendingWidth) }
  }

  private func start(_ step: NavigationStep, screens lookup: ScreenLookup) throws(NavigationError) {
    switch step {
    case .setRoot(let node, let animation):
      var seen: Set<ObjectIdentifier> = []
      let root = try build(node, screens: lookup, seen: &seen, moving: true)
      let placeView: UIView? = window ?? container?.view
      guard let place = placeView else {
        throw .hostContainerGone
      }
      // A screen shown now that becomes the root by itself leaves its old container once
      // that container is out of the window (screens moving into new containers leave
      // theirs as they are added).
      // UIKit dismisses nothing when the root changes (rule 48): what the old root's tabs
      // present in their own context is dismissed once out of the window, without callbacks.
      let contexts = rootTabs.filter { contextPresentation(of: $0) != nil }
      let install: @MainActor () -> Void = { [weak self] in
        self?.install(root)
        for tab in contexts { tab.dismiss(animated: false, completion: nil) }
      }
      if animation.isAnimated {
        var duration = rootTransitionDuration
        if case .fade(let seconds) = animation { duration = seconds }
        UIView.transition(
          with: place, duration: duration, options: .transitionCrossDissolve, animations: install,
          completion: { [weak self] _ in self?.finishCurrent() })
      } else {
        install()
        finishCurrent()
      }

    case .push(let reference, let stackID, let animation):
      let navigation = try navigationController(stackID, step)
      var seen: Set<ObjectIdentifier> = []
      let controller = try resolve(reference, screens: lookup, seen: &seen, moving: false)
      current?.navigation = ObjectIdentifier(navigation)
      if case .custom = animation { pushAnimations[reference.id] = animation }
      if case .zoom(let source) = animation { Self.zoom(controller, from: source) }
      navigation.pushViewController(controller, animated: animation.isAnimated)
      if !navigation.viewControllers.contains(where: { $0 === controller }) {
        failCurrent(step, "UIKit did not push \(reference)")
      }

    case .pop(let stackID, let targetID, let animation):
      let navigation = try navigationController(stackID, step)
      guard let target = controllers[targetID], navigation.viewControllers.contains(where: { $0 === target }) else {
        throw .notInStack(screen: name(of: targetID))
      }
      if navigation.topViewController === target {
        finishCurrent()
        return
      }
      current?.navigation = ObjectIdentifier(navigation)
      navigation.popToViewController(target, animated: animation.isAnimated)

    case .setStack(let stackID, let references, let animation):
      let navigation = try navigationController(stackID, step)
      var seen: Set<ObjectIdentifier> = []
      var stack: [UIViewController] = []
      for reference in references {
        if let existing = controllers[reference.id], navigation.viewControllers.contains(where: { $0 === existing }) {
          guard seen.insert(ObjectIdentifier(existing)).inserted else {
            throw .screenTwiceInStack(screen: reference.name)
          }
          stack.append(existing)
        } else {
          stack.append(try resolve(reference, screens: lookup, seen: &seen, moving: false))
        }
      }
      let topStays = navigation.topViewController === stack.last
      if !topStays { current?.navigation = ObjectIdentifier(navigation) }
      navigation.setViewControllers(stack, animated: animation.isAnimated)
      // The stack's bottom may be new: a tab shows its new root's item.
      if navigation.parent is UITabBarController { applyTabItem(to: navigation) }
      if topStays { finishCurrent() }

    case .present(let node, let presenterID, let style, let animation, let sheet, let popover):
      // Anchored before presenting, as Apple's page of UIPopoverPresentationController asks.
      guard let presenter = controllers[presenterID] else { throw .inconsistentStep(step.description) }
      if let alert = presenter as? UIAlertController {
        throw .alertShown(alert: alert.title ?? "", screen: node.visibleScreenName)
      }
      if let presented = presenter.presentedViewController {
        throw .alreadyPresenting(
          presenter: name(of: presenterID), presented: visibleName(of: presented), screen: node.visibleScreenName)
      }
      let controller: UIViewController
      if style.isAlert, case .screen(let reference) = node, let alert = lookup[reference.id] as? any AlertPresenting {
        // UIAlertController is used as is: it presents itself, so its style is not set.
        controller = alertController(for: alert, as: style, id: reference.id, anchoredIn: presenter)
      } else {
        var seen: Set<ObjectIdentifier> = []
        controller = try build(node, screens: lookup, seen: &seen, moving: false)
        controller.modalPresentationStyle = Self.modalStyle(for: style)
      }
      if let sheet {
        // Configured before presenting, as Apple's page of UISheetPresentationController asks.
        guard let sheetController = controller.sheetPresentationController else {
          throw .noSheetPresentationController(screen: node.visibleScreenName)
        }
        Self.configure(sheetController, with: sheet)
        requestedSheets[node.id] = sheet
      }
      if let popover {
        guard let popoverController = controller.popoverPresentationController else {
          throw .noPopoverPresentationController(screen: node.visibleScreenName)
        }
        try anchor(popoverController, to: popover, in: presenter)
        requestedPopovers[node.id] = popover
      }
      if case .zoom(let source) = animation {
        Self.zoom(controller, from: source)
        zoomSources[node.id] = source
      }
      if let transitioning = transitioningDelegate(animation, controller) {
        controller.transitioningDelegate = transitioning
        transitionDelegates[node.id] = transitioning
      }
      if let presentation = controller.presentationController {
        observer.observe(presentation)
        presentations[node.id] = ObjectIdentifier(presentation)
      }
      requestedStyles[node.id] = style
      let inContext = Self.isContextStyle(style) && rootTabs.contains { $0 === presenter }
      // A root tab's navigation controller is the presentation context: the presentation
      // covers that tab only and the tab bar stays (UINavigationController defines one by
      // default; an app's own subclass may not).
      if inContext { presenter.definesPresentationContext = true }
      presenter.present(controller, animated: animation.isAnimated) { [weak self] in self?.finishCurrent() }
      if inContext, let anchor = controller.presentingViewController, anchor !== presenter {
        failCurrent(step, "UIKit presented it from \(visibleName(of: anchor)), not in the tab's context")
      } else if controller.presentingViewController == nil {
        // UIKit presents nothing from a window that is not visible (rule 17), and says so
        // only in the console.
        failCurrent(
          step,
          window == nil
            ? "UIKit presented nothing; is the container in a visible window?"
            : "UIKit presented nothing; is the window visible (makeKeyAndVisible)?")
      }

    case .dismiss(let presentedID, let animation):
      guard let presented = controllers[presentedID], let presenter = presented.presentingViewController else {
        throw .nothingToDismiss(screen: name(of: presentedID))
      }
      presenter.dismiss(animated: animation.isAnimated) { [weak self] in self?.finishCurrent() }

    case .selectTab(let tabsID, let index):
      guard let tabs = controllers[tabsID] as? UITabBarController else { throw .noTabContainer }
      let count = Self.tabControllers(of: tabs).count
      guard index >= 0, index < count else { throw .tabIndexOutOfRange(index: index, count: count) }
      knownSelection[tabsID] = index
      Self.select(index, in: tabs)
      finishCurrent()

    case .refreshChrome(let reference):
      guard let controller = controllers[reference.id] else { throw .notInHierarchy(screen: reference.name) }
      applyNavigationTitle(reference.title, to: controller)
      tabItems[reference.id] = reference.tabItem
      if let tab = tab(rootedAt: controller) { applyTabItem(to: tab) }
      finishCurrent()

    case .selectDetent(let sheetID, let detent):
      let controller = controllers[sheetID]
      let configuration = controller == nil ? nil : requestedSheets[sheetID]
      try SheetConfiguration.checkDetent(
        detent, of: configuration, sheetName: controller.map { visibleName(of: $0) } ?? name(of: sheetID))
      guard let sheetController = controller?.sheetPresentationController,
        let target = configuration?.detents.first(where: { $0.identifier == detent })
      else { throw .inconsistentStep(step.description) }
      sheetController.animateChanges { sheetController.selectedDetentIdentifier = Self.identifier(for: target) }
      finishCurrent()

    case .setWidth:
      // The window's width is UIKit's to change; the host only reports it.
      finishCurrent()

    case .showColumn(let splitID, let column, _):
      // `UISplitViewController.show(_:)`: collapsed, the column's stack comes on top.
      guard let split = controllers[splitID] as? UISplitViewController else { throw .noSplitView(screen: name(of: splitID)) }
      guard split.viewController(for: Self.splitColumn(for: column)) != nil else {
        throw .splitColumnUnavailable(column: column.description, columns: split.style == .tripleColumn ? 3 : 2)
      }
      splitTops[splitID] = column
      split.show(Self.splitColumn(for: column))
      finishCurrent()

    case .showSidebar(let tabsID, let shown):
      // `UITabBarController.Sidebar.isHidden`; the selected tab stays, so nothing appears.
      guard let tabs = controllers[tabsID] as? UITabBarController, sidebars[tabsID] != nil else { throw .noTabContainer }
      sidebars[tabsID]?.shown = shown
      Self.setSidebarShown(shown, of: tabs)
      finishCurrent()
    }
  }

  private func navigationController(_ id: ScreenID, _ step: NavigationStep) throws(NavigationError) -> UINavigationController {
    guard let navigation = controllers[id] as? UINavigationController else { throw .inconsistentStep(step.description) }
    return navigation
  }

  // MARK: - Alerts and sheets

  /// A `UIAlertController` showing an alert screen: its title, message and one action per
  /// button, whose handler reports the person's choice. An action sheet is anchored at the
  /// presenter's view, which a popover on iPad needs.
  private func alertController(
    for alert: any AlertPresenting, as style: PresentationStyle, id: ScreenID, anchoredIn presenter: UIViewController
  ) -> UIAlertController {
    let controller = UIAlertController(
      title: alert.alertTitle, message: alert.alertMessage.isEmpty ? nil : alert.alertMessage,
      preferredStyle: style == .actionSheet ? .actionSheet : .alert)
    for (index, button) in alert.buttons.enumerated() {
      controller.addAction(
        UIAlertAction(title: button.title, style: Self.actionStyle(for: button.role)) { [weak self] _ in
          self?.personChose(index, ofAlert: id)
        })
    }
    controller.popoverPresentationController?.sourceView = presenter.view
    register(controller, as: id, screen: alert)
    return controller
  }

  /// Anchors a popover at the view or bar button item the screen a person sees on the
  /// presenting level registers under the anchor's identifier (its `accessibilityIdentifier`),
  /// with the permitted arrow directions.
  ///
  /// - Throws: `NavigationError.unknownPopoverAnchor(anchor:screen:)` when the screen has no
  ///   such view or item.
  private func anchor(
    _ popover: UIPopoverPresentationController, to configuration: PopoverConfiguration,
    in presenter: UIViewController
  ) throws(NavigationError) {
    var leaf = visibleLeaf(of: presenter)
    // What a root tab presents in its own context covers the tab: a person sees its screen.
    if let tabs = presenter as? UITabBarController, let selected = tabs.selectedViewController,
      let context = contextPresentation(of: selected)
    {
      leaf = visibleLeaf(of: context)
    }
    switch configuration.anchor {
    case .view(let identifier):
      guard let view = Self.view(withIdentifier: identifier, in: leaf.view) else {
        throw .unknownPopoverAnchor(anchor: configuration.anchor.description, screen: screenName(of: leaf))
      }
      popover.sourceView = view
      popover.sourceRect = view.bounds
    case .barButton(let identifier):
      let items = (leaf.navigationItem.rightBarButtonItems ?? []) + (leaf.navigationItem.leftBarButtonItems ?? [])
      guard let item = items.first(where: { $0.accessibilityIdentifier == identifier }) else {
        throw .unknownPopoverAnchor(anchor: configuration.anchor.description, screen: screenName(of: leaf))
      }
      popover.sourceItem = item
    }
    popover.permittedArrowDirections = Self.arrowDirections(for: configuration.arrowDirections)
  }

  /// UIKit's arrow directions for the navigator's.
  static func arrowDirections(for directions: PopoverArrowDirections) -> UIPopoverArrowDirection {
    var result: UIPopoverArrowDirection = []
    if directions.contains(.up) { result.insert(.up) }
    if directions.contains(.down) { result.insert(.down) }
    if directions.contains(.left) { result.insert(.left) }
    if directions.contains(.right) { result.insert(.right) }
    return result
  }

  /// The view with this `accessibilityIdentifier` in `root`'s tree, depth first.
  static func view(withIdentifier identifier: String, in root: UIView?) -> UIView? {
    guard let root else { return nil }
    if root.accessibilityIdentifier == identifier { return root }
    for subview in root.subviews {
      if let found = view(withIdentifier: identifier, in: subview) { return found }
    }
    return nil
  }

  /// Makes a pushed or presented controller zoom out of the source controller's view with this
  /// identifier (iOS 18's `preferredTransition`); below iOS 18 it keeps UIKit's standard
  /// animation.
  static func zoom(_ controller: UIViewController, from source: String) {
    if #available(iOS 18, *) {
      controller.preferredTransition = .zoom { context in
        view(withIdentifier: source, in: context.sourceViewController.view)
      }
    }
  }

  /// UIKit's style for an action's role.
  static func actionStyle(for role: AlertRole) -> UIAlertAction.Style {
    switch role {
    case .default: .default
    case .cancel: .cancel
    case .destructive: .destructive
    }
  }

  /// A person tapped an action of the alert with this identity. UIKit dismissed the alert
  /// before it called the action's handler: the choice is recorded on the alert screen and
  /// its dismissal reported as the person's change, so the caller awaiting the alert
  /// receives the action's value.
  private func personChose(_ index: Int, ofAlert id: ScreenID) {
    guard let controller = controllers[id], let alert = screen(for: controller) as? any AlertPresenting else { return }
    do throws(NavigationError) {
      try alert.choose(index)
    } catch {
      // The host made one action per button, so the index is always the alert's.
      return
    }
    delegate?.hostDidBeginPersonChange(self)
    report(.dismiss(id, animation: .standard))
    endPersonChange()
  }

  /// Configures a sheet's presentation controller with the navigator's detents.
  static func configure(_ sheet: UISheetPresentationController, with configuration: SheetConfiguration) {
    func identifier(_ detent: String?) -> UISheetPresentationController.Detent.Identifier? {
      detent.flatMap { id in configuration.detents.first { $0.identifier == id } }.map(Self.identifier(for:))
    }
    sheet.detents = configuration.detents.map(Self.detent(for:))
    sheet.selectedDetentIdentifier = identifier(configuration.selected)
    sheet.prefersGrabberVisible = configuration.showsGrabber
    sheet.largestUndimmedDetentIdentifier = identifier(configuration.largestUndimmed)
  }

  /// UIKit's detent for a navigator's: the system's medium and large, a custom detent for a
  /// height in points or a fraction of the largest height.
  static func detent(for detent: SheetDetent) -> UISheetPresentationController.Detent {
    let identifier = Self.identifier(for: detent)
    switch detent.height {
    case .medium: return .medium()
    case .large: return .large()
    case .points(let points): return .custom(identifier: identifier) { _ in CGFloat(points) }
    case .fraction(let fraction):
      return .custom(identifier: identifier) { context in context.maximumDetentValue * CGFloat(fraction) }
    }
  }

  /// The identifier UIKit knows a navigator's detent by: the system's for medium and large,
  /// the navigator's own for a custom height.
  package static func identifier(for detent: SheetDetent) -> UISheetPresentationController.Detent.Identifier {
    switch detent.height {
    case .medium: .medium
    case .large: .large
    case .points, .fraction: UISheetPresentationController.Detent.Identifier(detent.identifier)
    }
  }

  /// A sheet's detents as UIKit shows them now, in the navigator's terms: the detents it was
  /// presented with, the one its `selectedDetentIdentifier` names, its grabber and its
  /// undimmed detent; nil for a presentation without detents.
  private func sheetConfiguration(of controller: UIViewController) -> SheetConfiguration? {
    guard let id = ids[ObjectIdentifier(controller)], let requested = requestedSheets[id],
      let sheet = controller.sheetPresentationController
    else { return nil }
    func navigatorDetent(_ identifier: UISheetPresentationController.Detent.Identifier?) -> SheetDetent? {
      identifier.flatMap { shown in requested.detents.first { Self.identifier(for: $0) == shown } }
    }
    return SheetConfiguration(
      detents: sheet.detents.compactMap { navigatorDetent($0.identifier) },
      selected: navigatorDetent(sheet.selectedDetentIdentifier)?.identifier, showsGrabber: sheet.prefersGrabberVisible,
      largestUndimmed: navigatorDetent(sheet.largestUndimmedDetentIdentifier)?.identifier)
  }

  // MARK: - Building controllers

  private func build(
    _ node: NavigationStep.Node, screens lookup: ScreenLookup, seen: inout Set<ObjectIdentifier>, moving: Bool
  ) throws(NavigationError) -> UIViewController {
    switch node {
    case .screen(let reference):
      return try resolve(reference, screens: lookup, seen: &seen, moving: moving)
    case .stack(let id, let references):
      var stack: [UIViewController] = []
      for reference in references { stack.append(try resolve(reference, screens: lookup, seen: &seen, moving: moving)) }
      let navigation = makeNavigationController()
      observer.observe(navigation)
      navigation.setViewControllers(stack, animated: false)
      register(navigation, as: id, screen: nil)
      return navigation
    case .tabs(let id, let nodes, let selected):
      var tabs: [UIViewController] = []
      for tab in nodes { tabs.append(try build(tab, screens: lookup, seen: &seen, moving: moving)) }
      let container = makeObservedTabBarController(id)
      container.setViewControllers(tabs, animated: false)
      for tab in tabs { applyTabItem(to: tab) }
      container.selectedIndex = selected
      knownSelection[id] = selected
      register(container, as: id, screen: nil)
      return container
    case .split(let id, let columns):
      // A column-style split view, each column a navigation controller of its own.
      let names = SplitColumn.columns(count: columns.count)
      guard !names.isEmpty else {
        throw .inconsistentStep("a split view holds two or three navigation stacks, not \(columns.count)")
      }
      var shown: [UIViewController] = []
      for column in columns {
        let controller = try build(column, screens: lookup, seen: &seen, moving: moving)
        guard controller is UINavigationController else {
          throw .inconsistentStep("a split view's column is a navigation stack, not \(column)")
        }
        shown.append(controller)
      }
      let split = UISplitViewController(style: columns.count == 3 ? .tripleColumn : .doubleColumn)
      observer.observe(split)
      for (column, controller) in zip(names, shown) { split.setViewController(controller, for: Self.splitColumn(for: column)) }
      splitTops[id] = .secondary
      register(split, as: id, screen: nil)
      return split
    case .sidebarTabs(let id, let nodes, let selected, let groups, let sidebarShown):
      // `UITab`s and `UITabGroup`s in `.tabSidebar` mode from iOS 18, a plain tab bar before.
      var tabs: [UIViewController] = []
      for tab in nodes { tabs.append(try build(tab, screens: lookup, seen: &seen, moving: moving)) }
      let container = makeObservedTabBarController(id)
      let record = SidebarRecord(groups: groups, shown: sidebarShown)
      Self.installSidebarTabs(tabs, titles: nodes.map(Self.tabTitle), record: record, selected: selected, in: container)
      observer.observeSidebar(of: container)
      for tab in tabs { applyTabItem(to: tab) }
      knownSelection[id] = selected
      sidebars[id] = record
      register(container, as: id, screen: nil)
      return container
    }
  }

  /// The title of a tab's `UITab`: its root screen's title, or its name.
  private static func tabTitle(_ node: NavigationStep.Node) -> String {
    func title(_ screen: NavigationStep.Node.Screen) -> String { screen.title.isEmpty ? screen.name : screen.title }
    switch node {
    case .screen(let screen): return title(screen)
    case .stack(_, let screens): return screens.first.map(title) ?? "stack"
    case .tabs, .split, .sidebarTabs: return node.visibleScreenName
    }
  }

  /// A tab bar controller for the container `id`, its delegate and its More navigation
  /// controller's delegate the host's observer: a person chooses a tab under More in the More
  /// list, which the More navigation controller's delegate hears, not the tab bar's.
  private func makeObservedTabBarController(_ id: ScreenID) -> UITabBarController {
    let container = makeTabBarController()
    observer.observe(container)
    observer.observe(container.moreNavigationController)
    moreNavigations[ObjectIdentifier(container.moreNavigationController)] = id
    return container
  }

  /// UIKit's column for a navigator's.
  static func splitColumn(for column: SplitColumn) -> UISplitViewController.Column {
    switch column {
    case .primary: .primary
    case .supplementary: .supplementary
    case .secondary: .secondary
    }
  }

  /// The split view whose column `navigation` is, and that column.
  private func splitColumn(of navigation: UINavigationController) -> (ScreenID, SplitColumn)? {
    guard let split = navigation.parent as? UISplitViewController, let id = ids[ObjectIdentifier(split)] else { return nil }
    let columns: [SplitColumn] = [.primary, .supplementary, .secondary]
    guard let column = columns.first(where: { split.viewController(for: Self.splitColumn(for: $0)) === navigation }) else {
      return nil
    }
    return (id, column)
  }

  /// The split view's column navigation controllers, leading first.
  private func columnControllers(of split: UISplitViewController) -> [(SplitColumn, UIViewController)] {
    let columns: [SplitColumn] = [.primary, .supplementary, .secondary]
    return columns.compactMap { column in split.viewController(for: Self.splitColumn(for: column)).map { (column, $0) } }
  }

  /// The column a collapsed split view shows on top.
  private func topColumn(of split: UISplitViewController) -> SplitColumn {
    ids[ObjectIdentifier(split)].flatMap { splitTops[$0] } ?? .secondary
  }

  /// The observer heard the split view collapse with `column` on top.
  func splitViewController(_ split: UISplitViewController, collapsedTo column: UISplitViewController.Column) {
    guard let id = ids[ObjectIdentifier(split)] else { return }
    let columns: [SplitColumn] = [.primary, .supplementary, .secondary]
    splitTops[id] = columns.first { Self.splitColumn(for: $0) == column } ?? .secondary
  }

  private func resolve(
    _ reference: NavigationStep.Node.Screen, screens lookup: ScreenLookup, seen: inout Set<ObjectIdentifier>,
    moving: Bool
  ) throws(NavigationError) -> UIViewController {
    if let shown = controllers[reference.id] {
      // Only a new root may take in a screen shown now; it leaves its old container first.
      guard moving, seen.insert(ObjectIdentifier(shown)).inserted else {
        throw .alreadyInHierarchy(screen: reference.name)
      }
      tabItems[reference.id] = reference.tabItem
      applyNavigationTitle(reference.title, to: shown)
      return shown
    }
    guard let screen = lookup[reference.id] else { throw .inconsistentStep("no screen object for \(reference)") }
    let controller = (screen as? UIViewController) ?? makeViewController(screen)
    let isShown = controller.parent != nil || controller.presentingViewController != nil || rootViewController === controller
    guard !isShown, seen.insert(ObjectIdentifier(controller)).inserted else {
      throw .alreadyInHierarchy(screen: screen.screenName)
    }
    register(controller, as: reference.id, screen: screen)
    tabItems[reference.id] = reference.tabItem
    applyNavigationTitle(reference.title, to: controller)
    return controller
  }

  /// Makes `root` the window's root, or the container's child in place of the old root; a
  /// root that was in another container leaves it once that container is out of view.
  private func install(_ root: UIViewController) {
    if let window {
      window.rootViewController = root
      if root.parent != nil { detach(root) }
      return
    }
    guard let container else { return }
    let old = containerRoot
    // The new root is the root from now on, also inside the old one's callbacks.
    containerRoot = root
    if let old, old !== root, old.parent === container {
      old.willMove(toParent: nil)
      old.view.removeFromSuperview()
      old.removeFromParent()
    }
    if let parent = root.parent, parent !== container { detach(root) }
    guard root.parent !== container else { return }
    container.addChild(root)
    root.view.frame = container.view.bounds
    root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.view.addSubview(root.view)
    root.didMove(toParent: container)
  }

  /// Takes a controller out of the container it was in, without telling the navigator: the
  /// navigator made it the new root.
  private func detach(_ controller: UIViewController) {
    isRearranging = true
    defer { isRearranging = false }
    if let navigation = controller.parent as? UINavigationController {
      navigation.setViewControllers(navigation.viewControllers.filter { $0 !== controller }, animated: false)
    } else if let tabs = controller.parent as? UITabBarController {
      if Self.hasUITabs(tabs) {
        // A sidebar-adaptable container the navigator takes a tab from is replaced as a whole.
        controller.willMove(toParent: nil)
        controller.removeFromParent()
      } else {
        tabs.setViewControllers(tabs.viewControllers?.filter { $0 !== controller }, animated: false)
      }
    } else if controller.parent != nil {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
  }

  private func register(_ controller: UIViewController, as id: ScreenID, screen: (any Screen)?) {
    controllers[id] = controller
    ids[ObjectIdentifier(controller)] = id
    if let screen { screens[ObjectIdentifier(controller)] = screen }
  }

  /// Forgets every controller no longer in the window, so closed screens are released.
  private func prune() {
    var reachable: Set<ObjectIdentifier> = []
    if let root = rootViewController {
      for level in levels(over: root) { collect(level, into: &reachable) }
    }
    for (id, controller) in controllers where !reachable.contains(ObjectIdentifier(controller)) {
      if let tabs = controller as? UITabBarController {
        let more = ObjectIdentifier(tabs.moreNavigationController)
        moreNavigations[more] = nil
        observer.forget(more)
      }
      controllers[id] = nil
      ids[ObjectIdentifier(controller)] = nil
      screens[ObjectIdentifier(controller)] = nil
      adoptedContainers[id] = nil
      requestedStyles[id] = nil
      requestedSheets[id] = nil
      requestedPopovers[id] = nil
      zoomSources[id] = nil
      transitionDelegates[id] = nil
      pushAnimations[id] = nil
      knownSelection[id] = nil
      sidebars[id] = nil
      splitTops[id] = nil
      tabItems[id] = nil
      itemizedTabs.remove(ObjectIdentifier(controller))
      observer.forget(ObjectIdentifier(controller))
      if let presentation = presentations.removeValue(forKey: id) { observer.forget(presentation) }
    }
  }

  private func collect(_ controller: UIViewController, into set: inout Set<ObjectIdentifier>) {
    guard set.insert(ObjectIdentifier(controller)).inserted else { return }
    for child in contents(of: controller) { collect(child, into: &set) }
    // What it presents: the next level over the window, or a presentation in its context.
    if let presented = contextPresentation(of: controller) { collect(presented, into: &set) }
  }

  private func contents(of controller: UIViewController) -> [UIViewController] {
    if let navigation = controller as? UINavigationController { return navigation.viewControllers }
    if let tabs = controller as? UITabBarController { return Self.tabControllers(of: tabs) }
    return controller.children
  }

  // MARK: - Reading containers

  private func screen(for controller: UIViewController) -> (any Screen)? {
    screens[ObjectIdentifier(controller)] ?? (controller as? any Screen)
  }

  /// The screen's name, or the class name for a controller that is not a screen.
  private func screenName(of controller: UIViewController) -> String {
    screen(for: controller)?.screenName ?? String(describing: type(of: controller))
  }

  private func node(for controller: UIViewController) -> NavigationSnapshot.Node {
    if let navigation = controller as? UINavigationController {
      var shown = navigation.viewControllers
      // UIKit takes the top out of the stack when a swipe back begins; until the person
      // lets go, nothing is decided, and the host shows it as still there.
      if let pop = personPops[ObjectIdentifier(navigation)], !pop.reported, pop.column == nil,
        let leaving = navigation.transitionCoordinator?.viewController(forKey: .from),
        !shown.contains(where: { $0 === leaving })
      {
        shown.append(leaving)
      }
      return .stack(shown.map { node(for: $0) })
    }
    if let tabs = controller as? UITabBarController {
      let children = Self.tabControllers(of: tabs).map { node(for: $0) }
      if let id = ids[ObjectIdentifier(tabs)], let record = sidebars[id] {
        // A compact width shows only the tab bar; a regular one the sidebar as it is.
        let shown = Self.sidebarShown(of: tabs) ?? record.shown
        let sidebar: TabSidebar = reportedWidth == .compact ? .unavailable : shown ? .shown : .hidden
        let groups = Self.groupOutline(of: tabs, built: record.groups) ?? record.groups
        return .sidebarTabs(children, selected: selectedIndex(of: tabs), groups: groups, sidebar: sidebar)
      }
      return .tabs(children, selected: selectedIndex(of: tabs))
    }
    if let split = controller as? UISplitViewController {
      // Collapsed in the width last reported, as a popover's adaptation is read: a split view
      // outside the window (a new root in a container, while the old one leaves) has no width yet.
      return .split(
        columns: columnControllers(of: split).map { node(for: $0.1) }, top: reportedWidth == .compact ? topColumn(of: split) : nil)
    }
    return .screen(name: screenName(of: controller), title: screen(for: controller)?.screenTitle ?? controller.title ?? "")
  }

  /// The selected tab's index; while the More list shows (`NSNotFound`, rule 31), the tab
  /// selected before it, which the list covers and which is still the navigator's: the
  /// More list is UIKit's, not a screen.
  private func selectedIndex(of tabs: UITabBarController) -> Int {
    if let selected = Self.selectedTabIndex(of: tabs) { return selected }
    guard tabs.selectedIndex == NSNotFound else { return tabs.selectedIndex }
    return ids[ObjectIdentifier(tabs)].flatMap { knownSelection[$0] } ?? 0
  }

  private func style(of controller: UIViewController) -> PresentationStyle {
    if let id = ids[ObjectIdentifier(controller)], let requested = requestedStyles[id] { return requested }
    return PresentationStyle.allCases.first { Self.modalStyle(for: $0) == controller.modalPresentationStyle } ?? .fullScreen
  }

  private func name(of id: ScreenID) -> String {
    guard let controller = controllers[id] else { return "\(id)" }
    if controller is UINavigationController { return "stack" }
    if controller is UITabBarController { return "tabs" }
    if controller is UISplitViewController { return "split" }
    return screenName(of: controller)
  }

  private func visibleName(of controller: UIViewController) -> String {
    screenName(of: visibleLeaf(of: controller))
  }

  /// The controller a person sees in `controller`: a stack's top, a tab bar's selected tab.
  private func visibleLeaf(of controller: UIViewController) -> UIViewController {
    if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
      return visibleLeaf(of: top)
    }
    if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
      return visibleLeaf(of: selected)
    }
    if let split = controller as? UISplitViewController {
      // Collapsed, the column on top; expanded, the secondary (detail) column.
      let column = reportedWidth == .compact ? topColumn(of: split) : .secondary
      if let shown = split.viewController(for: Self.splitColumn(for: column)) { return visibleLeaf(of: shown) }
    }
    return controller
  }

  /// Whether a style presents in the current context rather than over the window.
  static func isContextStyle(_ style: PresentationStyle) -> Bool {
    style == .currentContext || style == .overCurrentContext
  }

  /// UIKit's style for a ``PresentationStyle``; the host never switches over UIKit's enum,
  /// which is open on a Mac.
  static func modalStyle(for style: PresentationStyle) -> UIModalPresentationStyle {
    switch style {
    case .automatic: .automatic
    case .fullScreen: .fullScreen
    case .overFullScreen: .overFullScreen
    case .pageSheet: .pageSheet
    case .formSheet: .formSheet
    case .currentContext: .currentContext
    case .overCurrentContext: .overCurrentContext
    case .custom: .custom
    // An alert screen is a `UIAlertController`, whose style is never set; another screen
    // presented as an alert keeps its presenter's view, as an alert controller does.
    case .alert, .actionSheet: .overFullScreen
    case .popover: .popover
    }
  }

  /// The app's animator for the push or pop the step in flight makes on `navigation`, when
  /// the step pushes with a custom transition or pops a screen pushed with one.
  func animator(
    for navigation: UINavigationController, _ operation: UINavigationController.Operation,
    from: UIViewController, to: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard let step = current?.step, current?.navigation == ObjectIdentifier(navigation) else { return nil }
    switch step {
    case .push(_, _, let animation) where operation == .push:
      guard case .custom = animation else { return nil }
      return pushAnimator(animation, operation, from, to)
    case .pop where operation == .pop:
      guard let id = ids[ObjectIdentifier(from)], let animation = pushAnimations[id] else { return nil }
      return pushAnimator(animation, operation, from, to)
    default:
      return nil
    }
  }

  // MARK: - What a person does (called by the observer)

  // Every change a person makes is bracketed for the navigator: `hostDidBeginPersonChange`
  // when it begins, the step as soon as it is decided (before the callbacks that follow
  // from it), and `hostDidEndPersonChange` once all its callbacks were delivered.

  private func report(_ step: NavigationStep) {
    delegate?.host(self, didPerformPersonAction: step)
  }

  private func endPersonChange() {
    prune()
    delegate?.hostDidEndPersonChange(self)
    if let pendingWidth { widthDidChange(to: pendingWidth) }
  }

  func navigationController(_ navigation: UINavigationController, willShow controller: UIViewController) {
    let key = ObjectIdentifier(navigation)
    if let tabsID = moreNavigations[key] {
      choseUnderMore(controller, in: navigation, tabsID: tabsID)
      return
    }
    // A split view collapsing, expanding or showing a column in a step may tell a column's
    // navigation controller of its first appearance: no person's doing.
    if splitWidthChange != nil { return }
    if case .showColumn = current?.step { return }
    guard !isRearranging, current?.navigation != key, let stack = ids[key] else { return }
    guard let target = ids[ObjectIdentifier(controller)] else {
      adoptPush(of: controller, on: navigation, stack: stack)
      return
    }
    // A person is going back: the back button, a swipe, or a re-tapped tab; or, in a collapsed
    // split view, back from a column's root, which shows this column with its top unchanged.
    var step = NavigationStep.pop(stack: stack, to: target, animation: .standard)
    var revealed: (split: ScreenID, column: SplitColumn)?
    if navigation.topViewController === controller, let (splitID, column) = splitColumn(of: navigation),
      let split = controllers[splitID] as? UISplitViewController, split.isCollapsed, splitTops[splitID] != column
    {
      step = .showColumn(split: splitID, column: column, animation: .standard)
      revealed = (splitID, column)
    }
    delegate?.hostDidBeginPersonChange(self)
    guard let coordinator = navigation.transitionCoordinator, coordinator.isInteractive else {
      // A tap decides at once.
      personPops[key] = PersonPop(step: step, reported: true, column: revealed)
      if let revealed { splitTops[revealed.split] = revealed.column }
      report(step)
      return
    }
    // A swipe decides when the person lets go; let go early, it is no pop at all.
    let swipe = coordinator.viewController(forKey: .from).flatMap { self.gesture(.swipeBack, removing: $0) }
    personPops[key] = PersonPop(step: step, reported: false, gesture: swipe, column: revealed)
    if let swipe { delegate?.host(self, didBegin: swipe) }
    coordinator.notifyWhenInteractionChanges { [weak self] context in
      guard let self else { return }
      if context.isCancelled { self.endSwipe(key, finished: false) } else { self.decidePop(key) }
    }
    _ = coordinator.animate(
      alongsideTransition: nil,
      completion: { [weak self] context in
        guard context.isCancelled, let self, self.personPops[key] != nil else { return }
        self.endSwipe(key, finished: false)
        self.personPops[key] = nil
        self.endPersonChange()
      })
  }

  /// Reports the presentations code outside the navigator made with `present(_:animated:)`,
  /// which no UIKit delegate hears: the navigator adopts each presented controller (a screen,
  /// or a navigation controller's stack) under identities of its own, as a change made outside
  /// it, before it plans its next request. A tab bar or split view controller presented that way, or a
  /// presentation in a tab's own context, is not adopted: the navigator's next presentation
  /// from there is refused with `NavigationError.alreadyPresenting`, naming it.
  public func reconcile() {
    guard current == nil, personPops.isEmpty, adoptedPushes.isEmpty, let root = rootViewController, let delegate
    else { return }
    let chain = levels(over: root)
    for index in chain.indices.dropFirst() where ids[ObjectIdentifier(chain[index])] == nil {
      guard let presenter = ids[ObjectIdentifier(chain[index - 1])] else { return }
      let presented = chain[index]
      guard let style = Self.presentationStyle(of: presented), !Self.isContextStyle(style) else { return }
      let node: NavigationStep.Node
      if let navigation = presented as? UINavigationController {
        let holder = AdoptedViewController(navigation)
        let stackID = delegate.host(self, adopt: holder).id
        var references: [NavigationStep.Node.Screen] = []
        for controller in navigation.viewControllers {
          references.append(adopt(controller, delegate: delegate))
        }
        observer.observe(navigation)
        register(navigation, as: stackID, screen: nil)
        adoptedContainers[stackID] = holder
        node = .stack(id: stackID, screens: references)
      } else if presented is UITabBarController || presented is UISplitViewController || presented is UIAlertController {
        // An alert controller dismisses itself when a person answers it, which no delegate hears.
        return
      } else {
        node = .screen(adopt(presented, delegate: delegate))
      }
      if let presentation = presented.presentationController {
        observer.observe(presentation)
        presentations[node.id] = ObjectIdentifier(presentation)
      }
      requestedStyles[node.id] = style
      delegate.hostDidBeginPersonChange(self)
      report(.present(node, from: presenter, style: style, animation: .none))
      endPersonChange()
    }
  }

  /// Gives a view controller that code outside the navigator showed an identity, and keeps
  /// its screen (itself, or an ``AdoptedViewController`` named after its class).
  private func adopt(_ controller: UIViewController, delegate: any NavigationHostDelegate) -> NavigationStep.Node.Screen {
    let screen = (controller as? any Screen) ?? AdoptedViewController(controller)
    let adopted = delegate.host(self, adopt: screen)
    register(controller, as: adopted.id, screen: screen)
    return adopted
  }

  /// The presentation style of a controller presented outside the navigator, as a value the
  /// navigator knows; nil for a style it has no name for.
  static func presentationStyle(of controller: UIViewController) -> PresentationStyle? {
    let style = controller.modalPresentationStyle
    if style == .fullScreen { return .fullScreen }
    if style == .overFullScreen { return .overFullScreen }
    if style == .pageSheet { return .pageSheet }
    if style == .formSheet { return .formSheet }
    if style == .currentContext { return .currentContext }
    if style == .overCurrentContext { return .overCurrentContext }
    if style == .custom { return .custom }
    if style == .automatic { return .automatic }
    return nil
  }

  /// Code outside the navigator pushed `controller` (a view controller not yet moved to
  /// routers, partial adoption): the navigator adopts it under an identity of its own and
  /// hears the push as a change made outside it, so its state stays what UIKit shows and the
  /// screen can route and be closed like any other. A view controller that is no `Screen`
  /// is named after its class.
  private func adoptPush(of controller: UIViewController, on navigation: UINavigationController, stack: ScreenID) {
    // Whether `viewControllers` already ends with `controller` when the delegate hears
    // `willShow` is not documented; the controller being new to the host is what counts.
    guard let delegate else { return }
    let key = ObjectIdentifier(navigation)
    delegate.hostDidBeginPersonChange(self)
    let adopted = adopt(controller, delegate: delegate)
    adoptedPushes.insert(key)
    let animation: StepAnimation = navigation.transitionCoordinator == nil ? .none : .standard
    report(.push(adopted, onto: stack, animation: animation))
  }

  /// Reports the end of the swipe back on `key`, once.
  private func endSwipe(_ key: ObjectIdentifier, finished: Bool) {
    guard let gesture = personPops[key]?.gesture else { return }
    personPops[key]?.gesture = nil
    delegate?.host(self, didEnd: gesture, finished: finished)
  }

  /// Reports the pop a person made on `key`, once: the swipe's end first, as finished.
  private func decidePop(_ key: ObjectIdentifier) {
    guard let pop = personPops[key], !pop.reported else { return }
    endSwipe(key, finished: true)
    personPops[key]?.reported = true
    if let revealed = pop.column { splitTops[revealed.split] = revealed.column }
    report(pop.step)
  }

  func navigationController(_ navigation: UINavigationController, didShow controller: UIViewController) {
    let key = ObjectIdentifier(navigation)
    if moreChoice == key {
      moreChoice = nil
      endPersonChange()
      return
    }
    if current?.navigation == key {
      finishCurrent()
      return
    }
    if adoptedPushes.remove(key) != nil {
      endPersonChange()
      return
    }
    guard personPops[key] != nil else { return }
    decidePop(key)
    personPops[key] = nil
    endPersonChange()
  }

  /// A person chose a tab in the More list (rule 31): a tab selection, decided at once.
  private func choseUnderMore(_ controller: UIViewController, in more: UINavigationController, tabsID: ScreenID) {
    // The tab itself, or (UIKit moves a navigation controller's screens into the More
    // navigation controller) a screen of the tab's stack.
    guard let tabs = controllers[tabsID] as? UITabBarController,
      let index = tabs.viewControllers?.firstIndex(where: { tab in
        tab === controller || (tab as? UINavigationController)?.viewControllers.contains { $0 === controller } == true
      }),
      index != knownSelection[tabsID]
    else { return }
    delegate?.hostDidBeginPersonChange(self)
    moreChoice = ObjectIdentifier(more)
    knownSelection[tabsID] = index
    report(.selectTab(tabs: tabsID, index: index))
  }

  /// A person taps a tab (`tabBarController(_:shouldSelect:)`): a tab selection, decided at
  /// once. With `UITab`s, whether UIKit calls this as well as `tabBarController(_:shouldSelectTab:)`
  /// is not documented; whichever comes first reports the selection and the other finds it made.
  func tabBarController(_ tabs: UITabBarController, willSelect controller: UIViewController) {
    guard let tabsID = ids[ObjectIdentifier(tabs)],
      tappedTabs == nil, let index = Self.tabControllers(of: tabs).firstIndex(where: { $0 === controller }),
      index != selectedIndex(of: tabs)
    else { return }
    delegate?.hostDidBeginPersonChange(self)
    tappedTabs = ObjectIdentifier(tabs)
    knownSelection[tabsID] = index
    report(.selectTab(tabs: tabsID, index: index))
  }

  func tabBarController(_ tabs: UITabBarController, didSelect controller: UIViewController) {
    guard tappedTabs == ObjectIdentifier(tabs) else { return }
    tappedTabs = nil
    endPersonChange()
  }

  /// A person selects tab `index` (counted over the tabs that are not groups) of a tab bar
  /// controller with `UITab`s, in its tab bar or its sidebar (iOS 18's
  /// `tabBarController(_:shouldSelectTab:)`): a tab selection, decided at once.
  func tabBarController(_ tabs: UITabBarController, willSelectTabAt index: Int) {
    guard let tabsID = ids[ObjectIdentifier(tabs)], tappedTabs == nil, index != selectedIndex(of: tabs) else { return }
    delegate?.hostDidBeginPersonChange(self)
    tappedTabs = ObjectIdentifier(tabs)
    knownSelection[tabsID] = index
    report(.selectTab(tabs: tabsID, index: index))
  }

  /// The person's selection ended (`tabBarController(_:didSelectTab:previousTab:)`).
  func tabBarControllerDidSelectTab(_ tabs: UITabBarController) {
    guard tappedTabs == ObjectIdentifier(tabs) else { return }
    tappedTabs = nil
    endPersonChange()
  }

  /// A sidebar starts showing or hiding (`tabBarController(_:sidebarVisibilityWillChange:animator:)`,
  /// called when `isHidden` changes, in code too). A change the host did not make is a
  /// person's: it is reported now, and ends when the change does (`end`, which the caller
  /// runs as the animator's completion). No screen appears or disappears.
  ///
  /// - Returns: Whether a person's change began, which `end` is to finish.
  func sidebarVisibilityWillChange(of tabs: UITabBarController) -> Bool {
    guard current == nil, pulledDown == nil, personPops.isEmpty, tappedTabs == nil, splitWidthChange == nil,
      let tabsID = ids[ObjectIdentifier(tabs)], let record = sidebars[tabsID]
    else { return false }
    // UIKit calls it before or after `isHidden` changes: the navigator's last knowledge decides.
    let shown = !record.shown
    sidebars[tabsID]?.shown = shown
    delegate?.hostDidBeginPersonChange(self)
    report(.showSidebar(tabs: tabsID, shown: shown))
    return true
  }

  /// A person's sidebar change ended.
  func sidebarVisibilityDidChange() {
    endPersonChange()
  }

  func allowsInteractiveDismissal(of controller: UIViewController) -> Bool {
    var shown: [UIViewController] = [controller]
    shown += contents(of: controller)
    return !shown.contains { screen(for: $0)?.refusesInteractiveDismissal == true }
  }

  func userBeganDismissing(_ controller: UIViewController) {
    guard ids[ObjectIdentifier(controller)] != nil else { return }
    delegate?.hostDidBeginPersonChange(self)
    // A tap outside a popover (shown as one) is no gesture: it dismisses at once.
    let tappedOutside = style(of: controller) == .popover && reportedWidth == .regular
    let pull = tappedOutside ? nil : self.gesture(.pullDownSheet, removing: controller)
    pulledDown = SheetPull(controller: controller, reported: false, gesture: pull)
    if tappedOutside {
      // Decided as it begins: reported before the callbacks that follow from it.
      decideDismissal(of: controller)
      return
    }
    if let pull { delegate?.host(self, didBegin: pull) }
    guard let coordinator = controller.transitionCoordinator, coordinator.isInteractive else { return }
    coordinator.notifyWhenInteractionChanges { [weak self, weak controller] context in
      guard let self, let controller else { return }
      if context.isCancelled { self.endPull(of: controller, finished: false) } else { self.decideDismissal(of: controller) }
    }
    // Let go too early, the sheet stays: `presentationControllerDidDismiss` never comes.
    _ = coordinator.animate(
      alongsideTransition: nil,
      completion: { [weak self, weak controller] context in
        guard context.isCancelled, let self, let controller, self.pulledDown?.controller === controller else { return }
        self.endPull(of: controller, finished: false)
        self.pulledDown = nil
        self.endPersonChange()
      })
  }

  /// Reports the end of the pull on `controller`, once.
  private func endPull(of controller: UIViewController, finished: Bool) {
    guard let pull = pulledDown, pull.controller === controller, let gesture = pull.gesture else { return }
    pulledDown?.gesture = nil
    delegate?.host(self, didEnd: gesture, finished: finished)
  }

  /// Reports the dismissal a person made by pulling `controller` down, once: the pull's
  /// end first, as finished.
  private func decideDismissal(of controller: UIViewController) {
    guard let pull = pulledDown, pull.controller === controller, !pull.reported,
      let id = ids[ObjectIdentifier(controller)]
    else { return }
    endPull(of: controller, finished: true)
    pulledDown?.reported = true
    report(.dismiss(id, animation: .standard))
  }

  func userDismissed(_ controller: UIViewController) {
    guard let pull = pulledDown, pull.controller === controller else { return }
    decideDismissal(of: controller)
    pulledDown = nil
    endPersonChange()
  }

  /// A person dragged a sheet to another of its detents and let go there
  /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, called only for a
  /// person's drag): the sheet rests there, reported as the person's `.selectDetent`.
  func personDraggedSheet(_ sheet: UISheetPresentationController) {
    let controller = sheet.presentedViewController
    guard let id = ids[ObjectIdentifier(controller)], let requested = requestedSheets[id],
      let selected = sheet.selectedDetentIdentifier,
      let detent = requested.detents.first(where: { Self.identifier(for: $0) == selected })
    else { return }
    delegate?.hostDidBeginPersonChange(self)
    report(.selectDetent(sheet: id, detent: detent.identifier))
    endPersonChange()
  }

  /// A person pulled a sheet down and it refused (`isModalInPresentation`, or a screen or the
  /// app's delegate said no in `presentationControllerShouldDismiss`): the pull began and
  /// ended without its change, as a cancelled gesture.
  func userAttemptedToDismiss(_ controller: UIViewController) {
    guard pulledDown == nil, let pull = self.gesture(.pullDownSheet, removing: controller) else { return }
    delegate?.hostDidBeginPersonChange(self)
    delegate?.host(self, didBegin: pull)
    delegate?.host(self, didEnd: pull, finished: false)
    endPersonChange()
  }

  /// The gesture of a person removing `controller`, named after the screen they see in it
  /// (a stack's top, a tab bar's selected tab).
  private func gesture(_ kind: NavigationGesture.Kind, removing controller: UIViewController) -> NavigationGesture? {
    let leaf = visibleLeaf(of: controller)
    guard let id = ids[ObjectIdentifier(leaf)] ?? ids[ObjectIdentifier(controller)] else { return nil }
    return NavigationGesture(kind, screen: id, screenName: screenName(of: leaf))
  }
}

#endif
