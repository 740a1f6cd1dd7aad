#if canImport(UIKit) || os(Linux)
// UIKit platforms (iOS, iPadOS, Mac Catalyst, tvOS, visionOS); on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
import SceneRouter

// Navigation controllers and the controllers the host builds and keeps.

extension UIKitHost {
  // MARK: - Steps

  /// `.push`: `pushViewController(_:animated:)`.
  func performPush(
    _ reference: NavigationStep.Node.Screen, onto stackID: ScreenID, animation: StepAnimation, step: NavigationStep,
    screens lookup: ScreenLookup
  ) throws(NavigationError) {
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
  }

  /// `.pop`: `popToViewController(_:animated:)`.
  func performPop(to targetID: ScreenID, in stackID: ScreenID, animation: StepAnimation, step: NavigationStep) throws(NavigationError) {
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
  }

  /// `.setStack`: `setViewControllers(_:animated:)`.
  func performSetStack(
    _ references: [NavigationStep.Node.Screen], of stackID: ScreenID, animation: StepAnimation, step: NavigationStep,
    screens lookup: ScreenLookup
  ) throws(NavigationError) {
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
    // The stack's bottom may be new: a tab shows its new root's item.
    if navigation.parent is UITabBarController { applyTabItem(to: navigation) }
    if topStays { finishCurrent() }
  }

  /// Shows a screen's title in its navigation bar; an empty title leaves the controller's own.
  func applyNavigationTitle(_ title: String, to controller: UIViewController) {
    guard !title.isEmpty else { return }
    controller.navigationItem.title = title
  }

  // MARK: - Building controllers

  func build(
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

  func resolve(
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

  func register(_ controller: UIViewController, as id: ScreenID, screen: (any Screen)?) {
    controllers[id] = controller
    ids[ObjectIdentifier(controller)] = id
    if let screen { screens[ObjectIdentifier(controller)] = screen }
  }

  /// Forgets every controller no longer in the window, so closed screens are released.
  func prune() {
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

  func collect(_ controller: UIViewController, into set: inout Set<ObjectIdentifier>) {
    guard set.insert(ObjectIdentifier(controller)).inserted else { return }
    for child in contents(of: controller) { collect(child, into: &set) }
    // What it presents: the next level over the window, or a presentation in its context.
    if let presented = contextPresentation(of: controller) { collect(presented, into: &set) }
  }

  func contents(of controller: UIViewController) -> [UIViewController] {
    if let navigation = controller as? UINavigationController { return navigation.viewControllers }
    if let tabs = controller as? UITabBarController { return Self.tabControllers(of: tabs) }
    return controller.children
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
}

#endif
