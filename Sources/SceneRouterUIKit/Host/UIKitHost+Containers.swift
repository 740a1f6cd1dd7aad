#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

// Navigation controllers and the controllers the host builds and keeps.

extension UIKitHost {
  // MARK: - Steps

  /// `.push`: `pushViewController(_:animated:)`.
  func performPush(
    _ reference: NavigationStep.Screen, onto stackID: ScreenID, animation: StepAnimation, step: NavigationStep,
    screens lookup: ScreenLookup
  ) throws(NavigationError) {
    let navigation = try navigationController(stackID, step)
    var seen: Set<ObjectIdentifier> = []
    let controller = try resolve(reference, screens: lookup, seen: &seen, moving: false)
    current?.navigation = ObjectIdentifier(navigation)
    if case .custom = animation { records[reference.id]?.pushAnimation = animation }
    if case .zoom(let source) = animation { Self.zoom(controller, from: source) }
    navigation.pushViewController(controller, animated: animation.isAnimated)
    if !navigation.viewControllers.contains(where: { $0 === controller }) {
      failCurrent(step, "UIKit did not push \(reference)")
    }
  }

  /// `.pop`: `popToViewController(_:animated:)`.
  func performPop(to targetID: ScreenID, in stackID: ScreenID, animation: StepAnimation, step: NavigationStep) throws(NavigationError) {
    let navigation = try navigationController(stackID, step)
    guard let target = records[targetID]?.controller, navigation.viewControllers.contains(where: { $0 === target }) else {
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
    _ references: [NavigationStep.Screen], of stackID: ScreenID, animation: StepAnimation, step: NavigationStep,
    screens lookup: ScreenLookup
  ) throws(NavigationError) {
    let navigation = try navigationController(stackID, step)
    var seen: Set<ObjectIdentifier> = []
    var stack: [UIViewController] = []
    for reference in references {
      if let existing = records[reference.id]?.controller, navigation.viewControllers.contains(where: { $0 === existing }) {
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
  }

  /// Shows a screen's title in its navigation bar; an empty title leaves the controller's own.
  func applyNavigationTitle(_ title: String, to controller: UIViewController) {
    guard !title.isEmpty else { return }
    controller.navigationItem.title = title
  }

  // MARK: - Building controllers

  func build(
    _ node: NavigationTree<NavigationStep.Screen>, screens lookup: ScreenLookup, seen: inout Set<ObjectIdentifier>, moving: Bool
  ) throws(NavigationError) -> UIViewController {
    switch node {
    case .screen(let reference):
      return try resolve(reference, screens: lookup, seen: &seen, moving: moving)
    case .stack(let references):
      let id = node.id
      var stack: [UIViewController] = []
      for reference in references { stack.append(try resolve(reference, screens: lookup, seen: &seen, moving: moving)) }
      let navigation = makeNavigationController()
      observer.observe(navigation)
      navigation.setViewControllers(stack, animated: false)
      register(navigation, as: id, screen: nil)
      return navigation
    case .tabs(let nodes, let selected):
      let id = node.id
      var tabs: [UIViewController] = []
      for tab in nodes { tabs.append(try build(tab, screens: lookup, seen: &seen, moving: moving)) }
      let container = makeObservedTabBarController()
      // `UITab`s on iOS 27 when a tab is prominent, so that `prominentTabIdentifier` applies.
      if installProminentTabs(tabs, titles: nodes.map(Self.tabTitle), selected: selected, in: container) {
        for tab in tabs { applyTabItem(to: tab) }
        applyProminentTab(in: container, animated: false)
      } else {
        container.setViewControllers(tabs, animated: false)
        for tab in tabs { applyTabItem(to: tab) }
        container.selectedIndex = selected
      }
      register(container, as: id, screen: nil)
      records[id]?.selection = selected
      return container
    case .split:
      // A column-style split view, each column a navigation controller of its own.
      let id = node.id
      let columns = node.splitColumns
      let names = SplitColumn.columns(count: columns.count)
      guard !names.isEmpty else {
        throw .inconsistentStep("a split view holds two or three navigation stacks, not \(columns.count)")
      }
      var shown: [UIViewController] = []
      for column in columns {
        let controller = try build(column, screens: lookup, seen: &seen, moving: moving)
        guard controller is UINavigationController else {
          throw .inconsistentStep("a split view's column is a navigation stack, not \(column.stepDescription)")
        }
        shown.append(controller)
      }
      let split = UISplitViewController(style: columns.count == 3 ? .tripleColumn : .doubleColumn)
      observer.observe(split)
      for (column, controller) in zip(names, shown) { split.setViewController(controller, for: Self.splitColumn(for: column)) }
      register(split, as: id, screen: nil)
      records[id]?.splitTop = .secondary
      return split
    case .sidebarTabs(let groups, let selected, let sidebar):
      // `UITab`s and `UITabGroup`s in `.tabSidebar` mode from iOS 18, a plain tab bar before.
      let id = node.id
      let nodes = node.tabs
      var tabs: [UIViewController] = []
      for tab in nodes { tabs.append(try build(tab, screens: lookup, seen: &seen, moving: moving)) }
      let container = makeObservedTabBarController()
      let record = SidebarRecord(
        groups: NavigationTree.tabIndices(of: groups), shown: sidebar != .hidden)
      Self.installSidebarTabs(tabs, titles: nodes.map(Self.tabTitle), record: record, selected: selected, in: container)
      observer.observeSidebar(of: container)
      for tab in tabs { applyTabItem(to: tab) }
      applyProminentTab(in: container, animated: false)
      register(container, as: id, screen: nil)
      records[id]?.selection = selected
      records[id]?.sidebarRecord = record
      return container
    case .pages(let nodes, let selected):
      let id = node.id
      var pages: [UIViewController] = []
      for page in nodes { pages.append(try build(page, screens: lookup, seen: &seen, moving: moving)) }
      return try makePageContainer(pages, id: id, selected: selected)
    }
  }

  private func resolve(
    _ reference: NavigationStep.Screen, screens lookup: ScreenLookup, seen: inout Set<ObjectIdentifier>,
    moving: Bool
  ) throws(NavigationError) -> UIViewController {
    if let shown = records[reference.id]?.controller {
      // Only a new root may take in a screen shown now; it leaves its old container first.
      guard moving, seen.insert(ObjectIdentifier(shown)).inserted else {
        throw .alreadyInHierarchy(screen: reference.name)
      }
      records[reference.id]?.tabItem = reference.tabItem
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
    records[reference.id]?.tabItem = reference.tabItem
    applyNavigationTitle(reference.title, to: controller)
    return controller
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
      guard let id = ids[ObjectIdentifier(from)], let animation = records[id]?.pushAnimation else { return nil }
      return pushAnimator(animation, operation, from, to)
    default:
      return nil
    }
  }
}

#endif
