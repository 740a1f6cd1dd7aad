#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
import Testing

/// The stand-in's column-style `UISplitViewController`: its columns in a regular width, its
/// collapse and expansion when the window's width changes, and a person's back at a column's
/// root while collapsed.
@MainActor
@Suite("UIKit stand-in: UISplitViewController")
struct StandInSplitViewTests {
  /// Hears the split view's delegate calls and a navigation controller's, as lines.
  @MainActor
  private final class Listener: NSObject, UISplitViewControllerDelegate, UINavigationControllerDelegate {
    let log: CallLog
    var topColumn: UISplitViewController.Column?

    init(log: CallLog) { self.log = log }

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      log.add("topColumnForCollapsing proposed \(proposedTopColumn.rawValue)")
      return topColumn ?? proposedTopColumn
    }

    func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
      log.add("displayModeForExpanding")
      return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.add("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.add("didExpand") }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      log.add("willShow \((viewController as? TestViewController)?.screenName ?? "?")")
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      log.add("didShow \((viewController as? TestViewController)?.screenName ?? "?")")
    }

    func navigationController(
      _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  }

  /// A window showing a double-column split view: Inbox and Folder in the primary column,
  /// Message in the secondary.
  @MainActor
  private final class Mail {
    let window = UIWindow(frame: .zero)
    let device: UIKitSimulator
    let log = CallLog()
    let split = UISplitViewController(style: .doubleColumn)
    let primary: UINavigationController
    let listener: Listener

    init() {
      device = UIKitSimulator(window: window)
      listener = Listener(log: log)
      primary = UINavigationController(rootViewController: TestViewController("Inbox", log: log))
      primary.pushViewController(TestViewController("Folder", log: log), animated: false)
      primary.delegate = listener
      split.delegate = listener
      split.setViewController(primary, for: .primary)
      split.setViewController(TestViewController("Message", log: log), for: .secondary)
      window.rootViewController = split
      window.makeKeyAndVisible()
    }

    isolated deinit { device.disconnectScene() }
  }

  @Test("in a regular width both columns appear; a plain controller is wrapped in a navigation controller")
  func columns() throws {
    let mail = Mail()
    #expect(mail.log.lines == [
      "Folder viewDidLoad", "Message viewDidLoad", "Folder viewWillAppear", "Message viewWillAppear",
      "Folder viewDidAppear", "Message viewDidAppear",
    ])
    #expect(!mail.split.isCollapsed)
    #expect(mail.split.style == .doubleColumn)
    #expect(mail.split.viewController(for: .primary) === mail.primary)
    let message = try #require(mail.split.viewController(for: .secondary))
    let wrapper = try #require(message.parent as? UINavigationController)
    #expect(wrapper.viewControllers == [message])
    #expect(wrapper.parent === mail.split)
  }

  @Test("a compact width collapses it with the secondary column on top; a regular one expands it")
  func collapseAndExpand() {
    let mail = Mail()
    mail.log.clear()
    mail.device.setHorizontalSizeClass(.compact)
    #expect(mail.split.isCollapsed)
    #expect(mail.log.lines == [
      "topColumnForCollapsing proposed 2", "Folder viewWillDisappear", "Folder viewDidDisappear", "didCollapse",
    ])
    mail.log.clear()
    mail.device.setHorizontalSizeClass(.regular)
    #expect(!mail.split.isCollapsed)
    #expect(mail.log.lines == ["displayModeForExpanding", "Folder viewWillAppear", "Folder viewDidAppear", "didExpand"])
  }

  @Test("the delegate chooses the column on top of the collapsed split view")
  func delegateChoosesTop() {
    let mail = Mail()
    mail.listener.topColumn = .primary
    mail.log.clear()
    mail.device.setHorizontalSizeClass(.compact)
    #expect(mail.log.lines == [
      "topColumnForCollapsing proposed 2", "Message viewWillDisappear", "Message viewDidDisappear", "didCollapse",
    ])
  }

  @Test("collapsed, back at the secondary column's root shows the primary's top; its delegate hears willShow and didShow")
  func backAtColumnRoot() throws {
    let mail = Mail()
    mail.device.setHorizontalSizeClass(.compact)
    mail.log.clear()
    try mail.device.tapBackButton()
    #expect(mail.log.lines == [
      "willShow Folder", "Message viewWillDisappear", "Folder viewWillAppear", "Message viewDidDisappear",
      "Folder viewDidAppear", "didShow Folder",
    ])
    mail.log.clear()
    try mail.device.tapBackButton()
    #expect(mail.log.lines.first == "willShow Inbox")
    #expect(throws: UIKitSimulatorError("tap back", "the navigation bar shows no back button")) {
      try mail.device.tapBackButton()
    }
  }

  @Test("collapsed, a cancelled swipe at the secondary column's root keeps it on top, with no didShow")
  func cancelledSwipeAtColumnRoot() throws {
    let mail = Mail()
    mail.device.setHorizontalSizeClass(.compact)
    mail.log.clear()
    try mail.device.beginSwipeBack()
    #expect(mail.device.isSwipingBack)
    try mail.device.cancelSwipeBack()
    #expect(mail.log.lines == [
      "willShow Folder", "Message viewWillDisappear", "Folder viewWillAppear", "Folder viewWillDisappear",
      "Folder viewDidDisappear", "Message viewWillAppear", "Message viewDidAppear",
    ])
    mail.log.clear()
    try mail.device.beginSwipeBack()
    try mail.device.finishSwipeBack()
    #expect(mail.log.lines == [
      "willShow Folder", "Message viewWillDisappear", "Folder viewWillAppear", "Message viewDidDisappear",
      "Folder viewDidAppear", "didShow Folder",
    ])
  }

  @Test("show(_:) brings a column on top when collapsed; hide(_:) refuses the secondary column")
  func showAndHide() {
    let mail = Mail()
    mail.device.setHorizontalSizeClass(.compact)
    mail.split.show(.primary)
    mail.log.clear()
    mail.split.show(.secondary)
    #expect(mail.log.lines == ["Folder viewWillDisappear", "Message viewWillAppear", "Folder viewDidDisappear", "Message viewDidAppear"])
    mail.split.hide(.secondary)
    #expect(mail.device.console == ["UISplitViewController: hide(_:) does not support hiding the secondary column"])
  }

  @Test("a double-column split view has no supplementary column")
  func noSupplementary() {
    let mail = Mail()
    mail.split.setViewController(TestViewController("Extra", log: mail.log), for: .supplementary)
    #expect(mail.split.viewController(for: .supplementary) == nil)
    #expect(mail.device.console == ["UISplitViewController: a double-column split view controller has no supplementary column"])
  }
}

#endif
