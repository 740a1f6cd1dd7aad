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
  /// What the change shows and hides, to undo it when a person cancels it.
  private var appearing: [UIViewController] = []
  private var disappearing: [UIViewController] = []
  private let animated: Bool
  /// Navigation controllers appearing for the first time whose delegate hears `didShow` at the end.
  private var firstShown: [(UINavigationController, UIViewController)] = []

  init(before: [UIViewController], after: [UIViewController], order: Order, animated: Bool) {
    self.animated = animated
    let afterSet = Set(after.map(ObjectIdentifier.init))
    let beforeSet = Set(before.map(ObjectIdentifier.init))
    let disappearing = before.filter { !afterSet.contains(ObjectIdentifier($0)) }
    let appearing = after.filter { !beforeSet.contains(ObjectIdentifier($0)) }
    for controller in appearing { controller.loadViewIfNeeded() }
    self.appearing = appearing
    self.disappearing = disappearing
    // A navigation controller's first appearance: its delegate may hear `willShow` for its top.
    for case let navigation as UINavigationController in appearing where !navigation.hasAppearedOnce {
      navigation.hasAppearedOnce = true
      guard UIKitSimulator.simulator(for: navigation.windowForController).tellsNavigationDelegateOnFirstAppearance,
        let top = navigation.topViewController
      else { continue }
      navigation.delegate?.navigationController(navigation, willShow: top, animated: animated)
      firstShown.append((navigation, top))
    }
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
    let shown = firstShown
    firstShown = []
    for (navigation, top) in shown {
      navigation.delegate?.navigationController(navigation, didShow: top, animated: animated)
    }
  }

  /// Undoes the change a person cancelled (rule 15): what was appearing disappears again,
  /// then what was disappearing appears again; no did-callback of the change is delivered.
  func cancel() {
    did = []
    firstShown = []
    for controller in appearing {
      controller.viewWillDisappear(animated)
      controller.viewDidDisappear(animated)
    }
    for controller in disappearing {
      controller.viewWillAppear(animated)
      controller.viewDidAppear(animated)
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

  /// The window's root and the controllers presented over it, bottom first: each level is
  /// what the level below presents from its outermost controller. A presentation anchored
  /// deeper, at a controller that defines a presentation context (rule 19), is no level of
  /// its own: it covers that controller only (see ``shown(_:isLevel:)``).
  static func levels(in window: UIWindow) -> [UIViewController] {
    guard let root = window.rootViewController else { return [] }
    var result = [root]
    var current = root
    while let next = current.ownPresented {
      result.append(next)
      current = next
    }
    return result
  }

  /// The controllers whose views are in the visible window: the top level's, and below
  /// it each level's that a presentation keeps visible (rules 24 and 38).
  static func visibleControllers(in window: UIWindow?) -> [UIViewController] {
    guard let window, window.isShown else { return [] }
    let levels = levels(in: window)
    var included: [[UIViewController]] = []
    for (index, level) in levels.enumerated().reversed() {
      included.insert(shown(level, isLevel: true), at: 0)
      guard index > 0, level.presentationKeepsPresenterVisible else { break }
    }
    return included.flatMap { $0 }
  }

  /// The controllers of `controller`'s chain whose views show, outermost first. A
  /// controller inside the chain that presents in its own context (a tab's navigation
  /// controller, rule 19) is covered by what it presents: its part of the chain shows only
  /// when the presentation keeps the presenter's view (`.overCurrentContext`, rule 24),
  /// and the containers around it (the tab bar) stay.
  static func shown(_ controller: UIViewController, isLevel: Bool) -> [UIViewController] {
    var own = [controller]
    for child in controller.shownChildren { own += shown(child, isLevel: false) }
    guard !isLevel, let presented = controller.ownPresented else { return own }
    let above = shown(presented, isLevel: false)
    return presented.presentationKeepsPresenterVisible ? own + above : above
  }

  /// The controllers of a level a person can touch, outermost first: its chain, entering a
  /// presentation made in a context inside it, which covers the rest of the chain.
  static func front(_ level: UIViewController) -> [UIViewController] {
    var result: [UIViewController] = []
    var current: UIViewController? = level
    var isLevel = true
    while let controller = current {
      if !isLevel, let presented = controller.ownPresented {
        current = presented
        continue
      }
      result.append(controller)
      current = controller.appearanceChild
      isLevel = false
    }
    return result
  }
}
