import Foundation

/// One change of what is visible in a window: the will-callbacks go out when it starts,
/// the did-callbacks when it finishes, in UIKit's order for the kind of change (rules 36–39).
@MainActor
final class AppearanceTransaction {
  enum Order {
    /// Push, pop, sheets, dismissal, root: will-disappear, will-appear, did-disappear, did-appear.
    case standard
    /// A full-screen presentation: will-disappear, will-appear, did-appear, did-disappear (rule 37).
    case presentation
    /// A tab switch: will-appear, will-disappear, did-disappear, did-appear (rule 39).
    case tabSwitch
  }

  private var did: [(UIViewController, Bool)] = []
  private let animated: Bool

  init(before: [UIViewController], after: [UIViewController], order: Order, animated: Bool) {
    self.animated = animated
    let afterSet = Set(after.map(ObjectIdentifier.init))
    let beforeSet = Set(before.map(ObjectIdentifier.init))
    let disappearing = before.filter { !afterSet.contains(ObjectIdentifier($0)) }
    let appearing = after.filter { !beforeSet.contains(ObjectIdentifier($0)) }
    for controller in appearing { controller.loadViewIfNeeded() }
    let will: [(UIViewController, Bool)]
    switch order {
    case .standard:
      will = disappearing.map { ($0, false) } + appearing.map { ($0, true) }
      did = disappearing.map { ($0, false) } + appearing.map { ($0, true) }
    case .presentation:
      will = disappearing.map { ($0, false) } + appearing.map { ($0, true) }
      did = appearing.map { ($0, true) } + disappearing.map { ($0, false) }
    case .tabSwitch:
      will = appearing.map { ($0, true) } + disappearing.map { ($0, false) }
      did = disappearing.map { ($0, false) } + appearing.map { ($0, true) }
    }
    for (controller, appears) in will {
      if appears { controller.viewWillAppear(animated) } else { controller.viewWillDisappear(animated) }
    }
  }

  /// Delivers the did-callbacks.
  func finish() {
    let events = did
    did = []
    for (controller, appears) in events {
      if appears { controller.viewDidAppear(animated) } else { controller.viewDidDisappear(animated) }
    }
  }

  /// A controller and the children that show its content, outermost first: a navigation
  /// controller's top, a tab bar controller's selected tab.
  static func chain(_ controller: UIViewController) -> [UIViewController] {
    var result = [controller]
    var current = controller
    while let child = current.appearanceChild {
      result.append(child)
      current = child
    }
    return result
  }

  /// The window's root and the controllers presented over it, bottom first.
  static func levels(in window: UIWindow) -> [UIViewController] {
    guard let root = window.rootViewController else { return [] }
    var result = [root]
    var current = root
    while let next = chain(current).lazy.compactMap(\.ownPresented).first {
      result.append(next)
      current = next
    }
    return result
  }

  /// The controllers whose views are in the visible window: the top level's chain, and
  /// below it each level a presentation keeps visible (rules 24 and 38).
  static func visibleControllers(in window: UIWindow?) -> [UIViewController] {
    guard let window, window.isShown else { return [] }
    let levels = levels(in: window)
    var included: [[UIViewController]] = []
    for (index, level) in levels.enumerated().reversed() {
      included.insert(chain(level), at: 0)
      guard index > 0, level.presentationKeepsPresenterVisible else { break }
    }
    return included.flatMap { $0 }
  }
}
