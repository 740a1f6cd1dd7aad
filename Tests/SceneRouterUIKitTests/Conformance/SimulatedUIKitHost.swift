#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterTesting
@_spi(Hosting) import SceneRouterUIKit

/// `UIKitHost` in a window of the stand-in, with the stand-in's simulated person doing what
/// the conformance suite and the model check ask: the host under test is the real
/// `UIKitHost`; this type only forwards to it and translates the person's actions.
@MainActor
final class SimulatedUIKitHost: ConformanceHost {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let device: UIKitSimulator
  let host: UIKitHost
  /// The container the host installs its roots in, when made with `inContainer`; the
  /// window's root is then another controller, its parent (as SwiftUI's hosting controller is).
  let container: UIViewController?
  private let history = CallLog()
  /// The interaction a finger drives while a finger-driven push or pop is under way.
  private var interaction: UIPercentDrivenInteractiveTransition?

  /// Creates the host for the window, or for a container inside the window's root.
  ///
  /// - Parameter inContainer: Whether the host drives a container instead of the window.
  init(inContainer: Bool = false) {
    device = UIKitSimulator(window: window)
    if inContainer {
      let parent = UIViewController()
      let container = UIViewController()
      window.rootViewController = parent
      parent.addChild(container)
      parent.view.addSubview(container.view)
      container.didMove(toParent: parent)
      self.container = container
      host = UIKitHost(container: container)
    } else {
      container = nil
      host = UIKitHost(window: window)
    }
    let history = self.history
    host.makeViewController = { HistoryRecordingController(screen: $0, history: history) }
    // An app's animator for every custom transition, so that a custom pop can be driven.
    host.pushAnimator = { animation, operation, _, _ in
      guard case .custom(_, let seconds) = animation else { return nil }
      return SlideUpAnimator(duration: seconds, operation: operation == .push ? "push" : "pop", log: CallLog())
    }
    window.makeKeyAndVisible()
  }

  /// A sequence may end with a presentation shown, which keeps its presenter and itself
  /// alive (rule 54): the window's scene is disconnected when the suite lets the host go.
  isolated deinit { device.disconnectScene() }

  // MARK: NavigationHost

  var delegate: (any NavigationHostDelegate)? {
    get { host.delegate }
    set { host.delegate = newValue }
  }

  func perform(
    _ step: NavigationStep, screens: ScreenLookup, completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    host.perform(step, screens: screens, completion: completion)
  }

  var isReady: Bool { host.isReady }
  var horizontalSizeClass: HorizontalSizeClass { host.horizontalSizeClass }
  func reconcile() { host.reconcile() }

  // MARK: ConformanceHost

  /// UIKitHost passes every conformance case.
  nonisolated static var pendingFeatures: [ConformanceFeature: String] { [:] }

  var snapshot: NavigationSnapshot { host.snapshot }
  var appearanceHistory: [String] { history.lines }
  func clearAppearanceHistory() { history.clear() }

  var holdsAnimatedTransitions: Bool {
    get { !device.completesAnimationsAutomatically }
    set { device.completesAnimationsAutomatically = !newValue }
  }

  var inFlightStep: NavigationStep? { host.inFlightStep }
  var isGestureInProgress: Bool { device.isSwipingBack || interaction != nil }

  func completeTransition() throws(NavigationError) {
    do throws(UIKitSimulatorError) {
      try device.finishNextAnimation()
    } catch {
      throw .personActionUnavailable(action: "complete a transition", reason: "no transition is in flight")
    }
  }

  func tapBack() throws(NavigationError) {
    try checkBackButton("tap back")
    try person { () throws(UIKitSimulatorError) in try device.tapBackButton() }
  }

  func beginSwipeBack() throws(NavigationError) {
    try checkBackButton("swipe back")
    try person { () throws(UIKitSimulatorError) in try device.beginSwipeBack() }
  }

  func beginInteractiveCustomPop() throws(NavigationError) {
    try checkBackButton("pop with a finger")
    let interaction = UIPercentDrivenInteractiveTransition()
    do {
      try host.beginInteractivePop(driving: interaction)
    } catch {
      throw .personActionUnavailable(action: "pop with a finger", reason: error.description)
    }
    interaction.update(0.5)
    self.interaction = interaction
  }

  func beginInteractiveCustomPush(_ screen: any Screen, as transition: CustomTransition) throws(NavigationError) {
    let interaction = UIPercentDrivenInteractiveTransition()
    do {
      try host.beginInteractivePush(screen, as: transition, driving: interaction)
    } catch {
      throw .personActionUnavailable(action: "push \(screen.screenName) with a finger", reason: error.description)
    }
    interaction.update(0.5)
    self.interaction = interaction
  }

  func beginContentSwipeBack() throws(NavigationError) {
    try checkBackButton("pan back in the content")
    try person { () throws(UIKitSimulatorError) in try device.beginContentSwipeBack() }
  }

  /// UIKit gives no error for a back button that is not there: the person sees the root of the
  /// stack on top, which the headless host's text names.
  private func checkBackButton(_ action: String) throws(NavigationError) {
    guard host.inFlightStep == nil, device.pendingAnimationCount == 0, !device.isSwipingBack,
      host.snapshot.presented.last(where: { $0.tab == nil }) == nil,
      case .stack(let screens)? = Self.visibleStack(host.snapshot.root), screens.count == 1,
      !Self.hasColumnBefore(host.snapshot.root)
    else { return }
    throw .nothingToGoBackTo(screen: Self.visibleName(.stack(screens)))
  }

  /// The navigation stack a person sees in a node: a stack, a tab's, a split view's shown column.
  private static func visibleStack(_ node: NavigationSnapshot.Node?) -> NavigationSnapshot.Node? {
    switch node {
    case .stack?: node
    case .tabs?, .sidebarTabs?, .pages?: node?.tab(at: node?.selectedTab).flatMap(visibleStack)
    case .split(_, _, _, let top)?: node.flatMap { shownColumn($0.splitColumns, top) }.flatMap(visibleStack)
    case .screen?, nil: nil
    }
  }

  /// Whether a collapsed split view shows a column after its first, whose back shows the one before.
  private static func hasColumnBefore(_ node: NavigationSnapshot.Node?) -> Bool {
    switch node {
    case .tabs?, .sidebarTabs?, .pages?: node?.tab(at: node?.selectedTab).map(hasColumnBefore) ?? false
    case .split(_, let supplementary, _, let top?)?:
      SplitColumn.columns(count: supplementary == nil ? 2 : 3).firstIndex(of: top).map { $0 > 0 } ?? false
    default: false
    }
  }

  /// The column of a split view a person acts on: the one on top when collapsed, else the detail.
  private static func shownColumn(_ columns: [NavigationSnapshot.Node], _ top: SplitColumn?) -> NavigationSnapshot.Node? {
    guard let top, let index = SplitColumn.columns(count: columns.count).firstIndex(of: top) else { return columns.last }
    return columns.indices.contains(index) ? columns[index] : nil
  }

  func finishSwipeBack() throws(NavigationError) {
    if let interaction {
      // The finger lets go past half-way: the app's gesture finishes the interaction.
      self.interaction = nil
      interaction.finish()
      return
    }
    try person { () throws(UIKitSimulatorError) in try device.finishSwipeBack() }
  }

  func cancelSwipeBack() throws(NavigationError) {
    if let interaction {
      self.interaction = nil
      interaction.cancel()
      return
    }
    try person { () throws(UIKitSimulatorError) in try device.cancelSwipeBack() }
  }

  func pullDownSheet() throws(NavigationError) {
    // UIKit gives no error for a presentation that cannot be pulled: the person learns it
    // from the screen, as the headless host's texts say.
    // A presentation in a tab's context is no sheet and no level over the window.
    if let top = host.snapshot.presented.last(where: { $0.tab == nil }) {
      let name = Self.visibleName(top.node)
      if top.style == .popover, top.shownAs == nil {
        throw .cannotDismissInteractively(
          screen: name, reason: "it is shown as a popover, which a person dismisses by tapping outside it")
      }
      guard (top.shownAs ?? top.style).allowsInteractiveDismissal else {
        throw .cannotDismissInteractively(screen: name, reason: "it is presented as \(top.style), which only a route can dismiss")
      }
    }
    try person { () throws(UIKitSimulatorError) in try device.pullDownSheet() }
  }

  func setWidth(_ width: HorizontalSizeClass) throws(NavigationError) {
    // UIKit changes the width whenever the window resizes, and the host reports it once what
    // is under way ends; the suites change it only when the engine hosts would, with their texts.
    let action = "make the window \(width)"
    if host.inFlightStep != nil {
      throw .personActionUnavailable(action: action, reason: "a transition is in flight")
    }
    if device.isSwipingBack { throw .personActionUnavailable(action: action, reason: "a swipe back is in progress") }
    if device.isDrivingTransition { throw .personActionUnavailable(action: action, reason: "a finger drives a transition") }
    device.setHorizontalSizeClass(width == .compact ? .compact : .regular)
  }

  func chooseSidebarTab(_ index: Int) throws(NavigationError) {
    let action = "choose tab \(index) in the sidebar"
    let (tabs, sidebar) = try visibleSidebar(action)
    // UIKit gives no error for a row that is not there: the texts are the headless host's.
    guard sidebar == .shown else { throw .personActionUnavailable(action: action, reason: "the sidebar is hidden") }
    guard tabs.indices.contains(index) else { throw .tabIndexOutOfRange(index: index, count: tabs.count) }
    try person { () throws(UIKitSimulatorError) in try device.chooseSidebarTab(index) }
  }

  func setSidebarShown(_ shown: Bool) throws(NavigationError) {
    _ = try visibleSidebar(shown ? "show the sidebar" : "hide the sidebar")
    try person { () throws(UIKitSimulatorError) in try device.setSidebarHidden(!shown) }
  }

  /// The tabs and sidebar of the sidebar-adaptable tab container a person sees, with the
  /// headless host's texts when there is none: the person learns it from the screen.
  private func visibleSidebar(_ action: String) throws(NavigationError) -> ([NavigationSnapshot.Node], TabSidebar) {
    guard host.inFlightStep == nil, device.pendingAnimationCount == 0 else {
      throw .personActionUnavailable(action: action, reason: "a transition is in flight")
    }
    let snapshot = host.snapshot
    let top = snapshot.presented.last(where: { $0.tab == nil })?.node ?? snapshot.root
    switch top {
    case .sidebarTabs(_, _, let sidebar)?:
      guard sidebar != .unavailable else {
        throw .personActionUnavailable(action: action, reason: "a compact window has no sidebar, only the tab bar")
      }
      return (top?.tabs ?? [], sidebar)
    case .tabs?:
      throw .personActionUnavailable(action: action, reason: "the tab bar is not sidebar-adaptable")
    default:
      throw .personActionUnavailable(action: action, reason: "no tab bar is visible")
    }
  }

  func tapOutsidePopover() throws(NavigationError) {
    // UIKit gives no error for a tap outside nothing: the texts are the headless host's.
    let action = "tap outside a popover"
    guard let top = host.snapshot.presented.last(where: { $0.tab == nil }), top.style == .popover else {
      throw .personActionUnavailable(action: action, reason: "no popover is shown")
    }
    guard top.shownAs == nil else {
      throw .personActionUnavailable(
        action: action, reason: "the popover is shown as a form sheet in a compact width; pull it down")
    }
    try person { () throws(UIKitSimulatorError) in try device.tapOutsidePopover() }
  }

  func tapTab(_ index: Int) throws(NavigationError) {
    // The device lets a tab be tapped while a push animates (see UIKitHostUserActionTests);
    // the suite's person, like the headless host's, waits for the transition.
    guard device.pendingAnimationCount == 0 else {
      throw .personActionUnavailable(action: "tap tab \(index)", reason: "a transition is in flight")
    }
    // UIKit gives no error for a tab without an item: the person sees none, as the headless
    // host's text says.
    if case .sidebarTabs(let groups, _, _)? = host.snapshot.presented.last(where: { $0.tab == nil })?.node ?? host.snapshot.root,
      let group = Self.group(ofTab: index, in: groups)
    {
      throw .personActionUnavailable(
        action: "tap tab \(index)", reason: "tab \(index) is in the group '\(group)', which has no item of its own in the tab bar")
    }
    try person { () throws(UIKitSimulatorError) in try device.tapTab(index) }
  }

  /// The tap as iOS 27 reports it for some tabs: the simulator calls only the delegate's
  /// `tabBarController(_:shouldSelectTab:)` and `tabBarController(_:didSelectTab:previousTab:)`,
  /// with a `UITab` made for the tap, never `tabBarController(_:shouldSelect:)`.
  func tapTabThroughUITab(_ index: Int) throws(NavigationError) {
    let reports = device.reportsTabTapsThroughUITabsOnly
    device.reportsTabTapsThroughUITabsOnly = true
    defer { device.reportsTabTapsThroughUITabsOnly = reports }
    try tapTab(index)
  }

  func swipeToPage(_ index: Int) throws(NavigationError) {
    let action = "swipe to page \(index)"
    guard device.pendingAnimationCount == 0 else {
      throw .personActionUnavailable(action: action, reason: "a transition is in flight")
    }
    // A person sees how many pages there are and which one shows; UIKit gives no error.
    guard case .pages(let pages, let selected)? = host.snapshot.presented.last(where: { $0.tab == nil })?.node ?? host.snapshot.root
    else { throw .personActionUnavailable(action: action, reason: "no page container is visible") }
    guard pages.indices.contains(index) else { throw .tabIndexOutOfRange(index: index, count: pages.count) }
    guard abs(index - selected) == 1 else {
      throw .personActionUnavailable(action: action, reason: "a swipe moves one page, and page \(selected) is shown")
    }
    try person { () throws(UIKitSimulatorError) in try device.swipePage(forward: index > selected) }
  }

  func chooseAlertAction(_ index: Int) throws(NavigationError) {
    // UIKit gives no error for an alert that is not there: the person sees none.
    guard let top = host.snapshot.presented.last(where: { $0.tab == nil }), top.style.isAlert else {
      throw .personActionUnavailable(action: "choose action \(index) of an alert", reason: "no alert is shown")
    }
    try person { () throws(UIKitSimulatorError) in try device.tapAlertAction(index) }
  }

  func dragSheet(toDetent detent: String) throws(NavigationError) {
    // The person sees the sheet's detents; UIKit names the system's its own way.
    let action = "drag the sheet to the detent '\(detent)'"
    guard let top = host.snapshot.presented.last(where: { $0.tab == nil }), let sheet = top.sheet else {
      throw .personActionUnavailable(action: action, reason: "no sheet with detents is shown")
    }
    try SheetConfiguration.checkDetent(detent, of: sheet, sheetName: Self.visibleName(top.node))
    guard let target = sheet.detents.first(where: { $0.identifier == detent }) else { return }
    try person { () throws(UIKitSimulatorError) in try device.dragSheet(toDetent: UIKitHost.identifier(for: target)) }
  }

  /// Runs a person's action on the device. The suite holds routed transitions only: the
  /// animation a person's action starts (a pop, a dismissal) ends at once, as the headless
  /// host's do. No routed transition can be in flight here: the device refuses taps, swipes
  /// and pulls while one is, and the navigator hands over no step during a swipe.
  private func person(_ action: () throws(UIKitSimulatorError) -> Void) throws(NavigationError) {
    do throws(UIKitSimulatorError) {
      try action()
    } catch {
      throw .personActionUnavailable(action: error.action, reason: error.reason)
    }
    device.finishAnimations()
  }

  /// The title of the group tab `index` is in, nil at the top level.
  private static func group(ofTab index: Int, in groups: [NavigationSnapshot.Node.Group]) -> String? {
    var start = 0
    for group in groups {
      if index >= start, index < start + group.tabs.count { return group.title }
      start += group.tabs.count
    }
    return nil
  }

  private static func visibleName(_ node: NavigationSnapshot.Node) -> String {
    switch node {
    case .screen(let screen): screen.name
    case .stack(let screens): screens.last?.name ?? "stack"
    case .tabs, .sidebarTabs, .pages: node.tab(at: node.selectedTab).map(visibleName) ?? "tabs"
    case .split(_, _, _, let top): shownColumn(node.splitColumns, top).map(visibleName) ?? "split"
    }
  }
}

/// The adapter's hosting controller, also writing each callback it forwards to a history.
@MainActor
final class HistoryRecordingController: ScreenHostingController {
  private let history: CallLog

  init(screen: any Screen, history: CallLog) {
    self.history = history
    super.init(screen: screen)
    // What a popover can point at: a bar button item for each anchor (the navigation item
    // exists before the view loads) and, once the view loads, a view.
    let items = screen.popoverAnchors.sorted().map { anchor in
      let item = UIBarButtonItem()
      item.accessibilityIdentifier = anchor
      return item
    }
    if !items.isEmpty { navigationItem.rightBarButtonItems = items }
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    history.add("\(screen.screenName) didLoad")
    super.viewDidLoad()
    for anchor in screen.popoverAnchors.sorted() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
      view.accessibilityIdentifier = anchor
      self.view.addSubview(view)
    }
  }
  override func viewWillAppear(_ animated: Bool) {
    history.add("\(screen.screenName) willAppear")
    super.viewWillAppear(animated)
  }
  override func viewDidAppear(_ animated: Bool) {
    history.add("\(screen.screenName) didAppear")
    super.viewDidAppear(animated)
  }
  override func viewWillDisappear(_ animated: Bool) {
    history.add("\(screen.screenName) willDisappear")
    super.viewWillDisappear(animated)
  }
  override func viewDidDisappear(_ animated: Bool) {
    history.add("\(screen.screenName) didDisappear")
    super.viewDidDisappear(animated)
  }
}

#endif
