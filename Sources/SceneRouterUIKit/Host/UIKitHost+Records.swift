#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
@_spi(Hosting) import SceneRouter

// What the host keeps of each screen and container it shows: one record per identity.

extension UIKitHost {
  /// What the host keeps of one screen or container it shows, by the navigator's identity,
  /// from the step that installs it until it leaves the window (``prune()``).
  struct Record {
    /// The controller showing the screen or container.
    var controller: UIViewController
    /// The screen the controller shows, when the host made the controller for it or adopted it;
    /// nil for a container, or a controller that is its own screen.
    var screen: (any Screen)?
    /// The tab item the steps gave the screen (`Screen.tabItem`), applied to a tab's
    /// `tabBarItem` when the screen is the tab's root.
    var tabItem: TabItem?
    /// Whether the controller, as a tab, shows a screen's tab item on its bar item.
    var showsTabItem = false
    /// Whether the controller, as a tab, shows a system tab bar item the host made.
    var showsSystemItem = false
    /// The custom animation the screen was pushed with, to pop it with again.
    var pushAnimation: StepAnimation?
    /// What the host keeps of the presentation whose root this is.
    var presented = Presented()
    /// A tab container's selected tab as the navigator knows it: while the More list shows,
    /// UIKit's `selectedIndex` is `NSNotFound` (rule 31).
    var selection: Int?
    /// A sidebar-adaptable tab container's groups and whether its sidebar shows.
    var sidebarRecord: SidebarRecord?
    /// A page container's pages, in order: a `UIPageViewController` holds only the shown one.
    var pages: [UIViewController]?
    /// The page a person's swipe on this page container started from, until it ends.
    var swipeStart: Int?
    /// The column a split view shows on top while collapsed, as its delegate (the observer)
    /// chose it when it collapsed, then as steps and a person's back changed it: UIKit has no
    /// property that says it below iOS 26.
    var splitTop: SplitColumn?
    /// What holds the identity of a navigation controller presented outside the navigator (the
    /// navigator's registry is weak).
    var adoptedHolder: AdoptedViewController?
  }

  /// What the host keeps of a presentation, on the record of its root.
  struct Presented {
    /// The style the step presented it with.
    var style: PresentationStyle?
    /// The detents it was asked to rest at: UIKit's detents hold resolvers, not heights, so
    /// the host keeps the heights.
    var sheet: SheetConfiguration?
    /// The anchor and arrows it was presented with, as a popover.
    var popover: PopoverConfiguration?
    /// The view it zoomed out of (iOS 18's zoom).
    var zoomSource: String?
    /// The transitioning delegate it was presented with, held while it is presented.
    var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The presentation controller the host is the delegate of.
    var controller: ObjectIdentifier?
  }

  /// The record of the controller, if the host shows it.
  func record(of controller: UIViewController) -> Record? {
    ids[ObjectIdentifier(controller)].flatMap { records[$0] }
  }

  /// Records `controller` as showing `id`; a record the identity had keeps what else it held.
  func register(_ controller: UIViewController, as id: ScreenID, screen: (any Screen)?) {
    records[id, default: Record(controller: controller)].controller = controller
    records[id]?.screen = screen
    ids[ObjectIdentifier(controller)] = id
  }

  /// Forgets every controller no longer in the window, so closed screens are released.
  func prune() {
    var reachable: Set<ObjectIdentifier> = []
    if let root = rootViewController {
      for level in levels(over: root) { collect(level, into: &reachable) }
    }
    for (id, record) in records where !reachable.contains(ObjectIdentifier(record.controller)) {
      let controller = record.controller
      if let tabs = controller as? UITabBarController { observer.forget(ObjectIdentifier(tabs.moreNavigationController)) }
      records[id] = nil
      ids[ObjectIdentifier(controller)] = nil
      observer.forget(ObjectIdentifier(controller))
      if let presentation = record.presented.controller { observer.forget(presentation) }
    }
  }

  private func collect(_ controller: UIViewController, into set: inout Set<ObjectIdentifier>) {
    guard set.insert(ObjectIdentifier(controller)).inserted else { return }
    for child in contents(of: controller) { collect(child, into: &set) }
    // What it presents: the next level over the window, or a presentation in its context.
    if let presented = contextPresentation(of: controller) { collect(presented, into: &set) }
  }

  func contents(of controller: UIViewController) -> [UIViewController] {
    if let navigation = controller as? UINavigationController { return navigation.viewControllers }
    if let tabs = controller as? UITabBarController { return Self.tabControllers(of: tabs) }
    if let pages = pageList(of: controller) { return pages }
    return controller.children
  }
}

#endif
