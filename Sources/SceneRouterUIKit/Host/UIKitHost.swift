#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif
public import Foundation
public import SceneRouter

/// Performs a ``Navigator``'s steps on UIKit's own containers in a window, and reports what
/// a person does there back to the navigator.
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
/// Each step is one UIKit call: `pushViewController`, `popToViewController`,
/// `setViewControllers`, `present` (a stack is presented in a new `UINavigationController`,
/// a fade through a ``FadeTransitioningDelegate``), `dismiss`, `selectedIndex`, or the
/// window's `rootViewController` (inside `UIView.transition` when animated). A step
/// completes when UIKit says its animation ended: `didShow` for navigation changes, the
/// completion of `present` and `dismiss`, the transition's completion for the window.
///
/// The host is the delegate of the navigation and tab bar controllers it creates and of
/// each presentation controller; a delegate the app had set first keeps receiving every
/// call. It reports the back button and swipe back (a cancelled swipe is not a pop,
/// through the transition coordinator's `notifyWhenInteractionChanges`), a sheet pulled
/// down (unless a screen refuses, through `presentationControllerShouldDismiss`) and tab
/// taps (a tap on the selected tab pops it to its root). Steps that arrive while a step or
/// a person's change is under way wait and run after it, in order.
@MainActor
public final class UIKitHost: NavigationHost {
  /// The window the host shows screens in.
  public let window: UIWindow
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
  public var transitioningDelegate: @MainActor (Animation, UIViewController) -> (any UIViewControllerTransitioningDelegate)? = {
    animation, _ in
    if case .fade(let seconds) = animation { return FadeTransitioningDelegate(duration: seconds) }
    return nil
  }
  /// How long an animated root replacement cross-dissolves, in seconds; 0.3 by default.
  public var rootTransitionDuration: TimeInterval = 0.3

  private let observer = UIKitHostObserver()
  private var controllers: [ScreenID: UIViewController] = [:]
  private var ids: [ObjectIdentifier: ScreenID] = [:]
  private var screens: [ObjectIdentifier: any Screen] = [:]
  private var requestedStyles: [ScreenID: PresentationStyle] = [:]
  private var transitionDelegates: [ScreenID: any UIViewControllerTransitioningDelegate] = [:]
  private var knownSelection: [ScreenID: Int] = [:]
  private var current: Current?
  private var deferred: [(NavigationStep, ScreenLookup, @MainActor (Result<Void, NavigationError>) -> Void)] = []
  /// Pops a person started (back button, swipe, re-tapped tab), by navigation controller.
  private var userPops: [ObjectIdentifier: ScreenID] = [:]
  private var isUserDismissing = false

  private struct Current {
    var step: NavigationStep
    /// The navigation controller whose `didShow` ends the step.
    var navigation: ObjectIdentifier?
    var completion: @MainActor (Result<Void, NavigationError>) -> Void
  }

  /// Creates a host for a window.
  ///
  /// - Parameter window: The window; call its `makeKeyAndVisible()` as usual.
  public init(window: UIWindow) {
    self.window = window
    observer.host = self
  }

  // MARK: - Inspecting

  /// What the window shows, read off UIKit's containers.
  public var snapshot: NavigationSnapshot {
    guard let root = window.rootViewController else { return NavigationSnapshot(root: nil) }
    var presented: [NavigationSnapshot.Presentation] = []
    var level = root
    while let next = level.presentedViewController, next !== level {
      presented.append(NavigationSnapshot.Presentation(style(of: next), node(for: next)))
      level = next
    }
    return NavigationSnapshot(root: node(for: root), presented: presented)
  }

  /// The view controller showing a screen or container, by the navigator's identity.
  ///
  /// - Parameter id: The identity.
  public func viewController(for id: ScreenID) -> UIViewController? { controllers[id] }

  /// The step the host is performing, if any.
  public var inFlightStep: NavigationStep? { current?.step }

  /// Whether a person's change (a pop, a swipe back, a sheet pulled down) is under way.
  public var isUserChangeInFlight: Bool { !userPops.isEmpty || isUserDismissing }

  // MARK: - Performing steps

  /// Performs one step with one UIKit call; see ``NavigationHost/perform(_:screens:completion:)``.
  ///
  /// - Parameters:
  ///   - step: What to do.
  ///   - screens: The screens the step shows for the first time.
  ///   - completion: Called once, when UIKit's animation ended or the step was refused.
  public func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    guard current == nil, !isUserChangeInFlight else {
      deferred.append((step, screens, completion))
      return
    }
    current = Current(step: step, navigation: nil, completion: completion)
    do throws(NavigationError) {
      try start(step, screens: screens)
    } catch {
      current = nil
      prune()
      completion(.failure(error))
      runDeferred()
    }
  }

  private func finishCurrent() {
    guard let finished = current else { return }
    current = nil
    prune()
    finished.completion(.success(()))
    runDeferred()
  }

  private func runDeferred() {
    while current == nil, !isUserChangeInFlight, !deferred.isEmpty {
      let (step, screens, completion) = deferred.removeFirst()
      perform(step, screens: screens, completion: completion)
    }
  }

  private func start(_ step: NavigationStep, screens lookup: ScreenLookup) throws(NavigationError) {
    switch step {
    case .setRoot(let node, let animation):
      var seen: Set<ObjectIdentifier> = []
      let root = try build(node, screens: lookup, seen: &seen, moving: true)
      let window = self.window
      if animation.isAnimated {
        var duration = rootTransitionDuration
        if case .fade(let seconds) = animation { duration = seconds }
        UIView.transition(
          with: window, duration: duration, options: .transitionCrossDissolve,
          animations: { window.rootViewController = root },
          completion: { [weak self] _ in self?.finishCurrent() })
      } else {
        window.rootViewController = root
        finishCurrent()
      }

    case .push(let reference, let stackID, let animation):
      let navigation = try navigationController(stackID, step)
      var seen: Set<ObjectIdentifier> = []
      let controller = try resolve(reference, screens: lookup, seen: &seen, moving: false)
      current?.navigation = ObjectIdentifier(navigation)
      navigation.pushViewController(controller, animated: animation.isAnimated)

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
            throw .invalidTransition("'\(reference.name)' appears twice; the screens of a stack must be distinct")
          }
          stack.append(existing)
        } else {
          stack.append(try resolve(reference, screens: lookup, seen: &seen, moving: false))
        }
      }
      let topStays = navigation.topViewController === stack.last
      if !topStays { current?.navigation = ObjectIdentifier(navigation) }
      navigation.setViewControllers(stack, animated: animation.isAnimated)
      if topStays { finishCurrent() }

    case .present(let node, let presenterID, let style, let animation):
      guard let presenter = controllers[presenterID] else { throw .inconsistentStep(step.description) }
      if let presented = presenter.presentedViewController {
        throw .alreadyPresenting(
          presenter: name(of: presenterID), presented: visibleName(of: presented), screen: node.visibleScreenName)
      }
      var seen: Set<ObjectIdentifier> = []
      let controller = try build(node, screens: lookup, seen: &seen, moving: false)
      controller.modalPresentationStyle = Self.modalStyle(for: style)
      if let transitioning = transitioningDelegate(animation, controller) {
        controller.transitioningDelegate = transitioning
        transitionDelegates[node.id] = transitioning
      }
      if let presentation = controller.presentationController { observer.observe(presentation) }
      requestedStyles[node.id] = style
      presenter.present(controller, animated: animation.isAnimated) { [weak self] in self?.finishCurrent() }

    case .dismiss(let presentedID, let animation):
      guard let presented = controllers[presentedID], let presenter = presented.presentingViewController else {
        throw .nothingToDismiss(screen: name(of: presentedID))
      }
      presenter.dismiss(animated: animation.isAnimated) { [weak self] in self?.finishCurrent() }

    case .selectTab(let tabsID, let index):
      guard let tabs = controllers[tabsID] as? UITabBarController else { throw .noTabContainer }
      let count = tabs.viewControllers?.count ?? 0
      guard index >= 0, index < count else { throw .tabIndexOutOfRange(index: index, count: count) }
      knownSelection[tabsID] = index
      tabs.selectedIndex = index
      finishCurrent()
    }
  }

  private func navigationController(_ id: ScreenID, _ step: NavigationStep) throws(NavigationError) -> UINavigationController {
    guard let navigation = controllers[id] as? UINavigationController else { throw .inconsistentStep(step.description) }
    return navigation
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
      let container = makeTabBarController()
      observer.observe(container)
      container.setViewControllers(tabs, animated: false)
      container.selectedIndex = selected
      knownSelection[id] = selected
      register(container, as: id, screen: nil)
      return container
    }
  }

  private func resolve(
    _ reference: NavigationStep.Node.Screen, screens lookup: ScreenLookup, seen: inout Set<ObjectIdentifier>,
    moving: Bool
  ) throws(NavigationError) -> UIViewController {
    if let shown = controllers[reference.id] {
      // Only a new root may take in a screen shown now (UIKit moves the controller).
      guard moving, seen.insert(ObjectIdentifier(shown)).inserted else {
        throw .alreadyInHierarchy(screen: reference.name)
      }
      return shown
    }
    guard let screen = lookup[reference.id] else { throw .inconsistentStep("no screen object for \(reference)") }
    let controller = (screen as? UIViewController) ?? makeViewController(screen)
    let isShown = controller.parent != nil || controller.presentingViewController != nil || window.rootViewController === controller
    guard !isShown, seen.insert(ObjectIdentifier(controller)).inserted else {
      throw .alreadyInHierarchy(screen: screen.screenName)
    }
    register(controller, as: reference.id, screen: screen)
    return controller
  }

  private func register(_ controller: UIViewController, as id: ScreenID, screen: (any Screen)?) {
    controllers[id] = controller
    ids[ObjectIdentifier(controller)] = id
    if let screen { screens[ObjectIdentifier(controller)] = screen }
  }

  /// Forgets every controller no longer in the window, so closed screens are released.
  private func prune() {
    var reachable: Set<ObjectIdentifier> = []
    var level = window.rootViewController
    while let controller = level {
      collect(controller, into: &reachable)
      let next = controller.presentedViewController
      level = next === controller ? nil : next
    }
    for (id, controller) in controllers where !reachable.contains(ObjectIdentifier(controller)) {
      controllers[id] = nil
      ids[ObjectIdentifier(controller)] = nil
      screens[ObjectIdentifier(controller)] = nil
      requestedStyles[id] = nil
      transitionDelegates[id] = nil
      knownSelection[id] = nil
      observer.forget(controller)
      if let presentation = controller.presentationController { observer.forget(presentation) }
    }
  }

  private func collect(_ controller: UIViewController, into set: inout Set<ObjectIdentifier>) {
    set.insert(ObjectIdentifier(controller))
    for child in contents(of: controller) { collect(child, into: &set) }
  }

  private func contents(of controller: UIViewController) -> [UIViewController] {
    if let navigation = controller as? UINavigationController { return navigation.viewControllers }
    if let tabs = controller as? UITabBarController { return tabs.viewControllers ?? [] }
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
      return .stack(navigation.viewControllers.map { node(for: $0) })
    }
    if let tabs = controller as? UITabBarController {
      return .tabs((tabs.viewControllers ?? []).map { node(for: $0) }, selected: tabs.selectedIndex)
    }
    return .screen(name: screenName(of: controller), title: screen(for: controller)?.screenTitle ?? controller.title ?? "")
  }

  private func style(of controller: UIViewController) -> PresentationStyle {
    if let id = ids[ObjectIdentifier(controller)], let requested = requestedStyles[id] { return requested }
    return PresentationStyle.allCases.first { Self.modalStyle(for: $0) == controller.modalPresentationStyle } ?? .fullScreen
  }

  private func name(of id: ScreenID) -> String {
    guard let controller = controllers[id] else { return "\(id)" }
    if controller is UINavigationController { return "stack" }
    if controller is UITabBarController { return "tabs" }
    return screenName(of: controller)
  }

  private func visibleName(of controller: UIViewController) -> String {
    if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
      return visibleName(of: top)
    }
    if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
      return visibleName(of: selected)
    }
    return screenName(of: controller)
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
    }
  }

  // MARK: - What a person does (called by the observer)

  private func report(_ step: NavigationStep) {
    delegate?.host(self, didPerformUserAction: step)
  }

  func navigationController(_ navigation: UINavigationController, willShow controller: UIViewController) {
    let key = ObjectIdentifier(navigation)
    guard current?.navigation != key, let target = ids[ObjectIdentifier(controller)], ids[key] != nil else { return }
    // A person is going back: the back button, a swipe, or a re-tapped tab.
    userPops[key] = target
    guard let coordinator = navigation.transitionCoordinator else { return }
    coordinator.notifyWhenInteractionChanges { [weak self] context in
      // A swipe let go early is not a pop: nothing is reported.
      if context.isCancelled { self?.userPops[key] = nil }
    }
    _ = coordinator.animate(
      alongsideTransition: nil,
      completion: { [weak self] context in
        guard context.isCancelled, let self else { return }
        self.userPops[key] = nil
        self.runDeferred()
      })
  }

  func navigationController(_ navigation: UINavigationController, didShow controller: UIViewController) {
    let key = ObjectIdentifier(navigation)
    if current?.navigation == key {
      finishCurrent()
      return
    }
    guard let target = userPops.removeValue(forKey: key) else { return }
    if let stackID = ids[key] { report(.pop(stack: stackID, to: target, animation: .standard)) }
    prune()
    runDeferred()
  }

  func tabBarController(_ tabs: UITabBarController, didSelect controller: UIViewController) {
    guard let tabsID = ids[ObjectIdentifier(tabs)],
      let index = tabs.viewControllers?.firstIndex(where: { $0 === controller }),
      tabs.selectedIndex == index, knownSelection[tabsID] != index
    else { return }
    knownSelection[tabsID] = index
    report(.selectTab(tabs: tabsID, index: index))
  }

  func allowsInteractiveDismissal(of controller: UIViewController) -> Bool {
    var shown: [UIViewController] = [controller]
    shown += contents(of: controller)
    return !shown.contains { screen(for: $0)?.refusesInteractiveDismissal == true }
  }

  func userBeganDismissing() { isUserDismissing = true }

  func userDismissed(_ controller: UIViewController) {
    isUserDismissing = false
    if let id = ids[ObjectIdentifier(controller)] { report(.dismiss(id, animation: .standard)) }
    prune()
    runDeferred()
  }
}
