#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import Testing

/// The stand-in follows UIKit's documented rules (numbered as in UIKIT-RULES.md), so code
/// that passes here behaves the same on a device.
@MainActor
@Suite("UIKit stand-in rules")
struct StandInRuleTests {
  @MainActor
  /// Disconnects its scene when the test lets it go: a presentation still shown keeps its
  /// presenter and itself alive (rule 54).
  private final class Device {
    let window = UIWindow(frame: .zero)
    let simulator: UIKitSimulator
    let log = CallLog()

    init(animationsFinishAtOnce: Bool = true) {
      simulator = UIKitSimulator(window: window)
      simulator.completesAnimationsAutomatically = animationsFinishAtOnce
      window.makeKeyAndVisible()
    }

    isolated deinit { simulator.disconnectScene() }

    func controller(_ name: String) -> TestViewController { TestViewController(name, log: log) }
  }

  @Test("rules 1, 3, 7, 8: what UIKit raises on is recorded and changes nothing")
  func exceptions() {
    let device = Device()
    let home = device.controller("Home")
    let navigation = UINavigationController(rootViewController: home)
    device.window.rootViewController = navigation
    navigation.pushViewController(UINavigationController(nibName: nil, bundle: nil), animated: false)
    navigation.pushViewController(home, animated: false)
    #expect(navigation.popToViewController(device.controller("Stranger"), animated: false) == nil)
    navigation.setViewControllers([home, home], animated: false)
    #expect(device.simulator.exceptions == [
      "NSInvalidArgumentException: Pushing a navigation controller is not supported",
      "NSInvalidArgumentException: Pushing the same view controller instance more than once is not supported (<TestViewController>)",
      "NSInternalInconsistencyException: Tried to pop to a view controller that doesn't exist.",
      "NSInternalInconsistencyException: All view controllers in a navigation controller must be distinct",
    ])
    #expect(navigation.viewControllers == [home])
  }

  @Test("rule 5: popping the root does nothing and returns nil")
  func popRoot() {
    let device = Device()
    let navigation = UINavigationController(rootViewController: device.controller("Home"))
    device.window.rootViewController = navigation
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("rule 54: disconnecting a presenting window's scene ends its presentations without callbacks, and the window's controllers go with it")
  func disconnectScene() {
    weak var home: UIViewController?
    weak var sheet: UIViewController?
    let log = CallLog()
    do {
      let window = UIWindow(frame: .zero)
      let simulator = UIKitSimulator(window: window)
      window.makeKeyAndVisible()
      let presenter = TestViewController("Home", log: log)
      window.rootViewController = presenter
      let presented = TestViewController("Sheet", log: log)
      presenter.present(presented, animated: false)
      (home, sheet) = (presenter, presented)
      log.clear()
      // Without this, presenter and presented keep each other alive after the window goes
      // (the presentation controller holds both strongly).
      simulator.disconnectScene()
      #expect(presenter.presentedViewController == nil)
      #expect(presented.presentingViewController == nil)
      #expect(log.lines == [])  // no callback: the scene went away
    }
    #expect(home == nil)
    #expect(sheet == nil)
  }

  @Test("rule 16: a presenter already presenting presents nothing and logs UIKit's message")
  func alreadyPresenting() {
    let device = Device()
    let home = device.controller("Home")
    device.window.rootViewController = home
    home.present(device.controller("First"), animated: false)
    var completed = false
    home.present(device.controller("Second"), animated: false) { completed = true }
    #expect(device.simulator.console == [
      "Attempt to present <TestViewController> on <TestViewController> which is already presenting <TestViewController>"
    ])
    #expect(!completed)
    #expect((home.presentedViewController as? any Screen)?.screenName == "First")
  }

  @Test("rules 22 and 38: a sheet leaves its presenter alone; completions follow the did-callbacks")
  func sheetCallbacks() {
    let device = Device(animationsFinishAtOnce: false)
    let home = device.controller("Home")
    device.window.rootViewController = home
    device.log.clear()
    let sheet = device.controller("Sheet")
    sheet.modalPresentationStyle = .formSheet
    home.present(sheet, animated: true) { device.log.add("present completion") }
    #expect(sheet.isBeingPresented)
    #expect(sheet.transitionCoordinator != nil)
    device.simulator.finishAnimations()
    #expect(sheet.transitionCoordinator == nil)
    sheet.dismiss(animated: true) { device.log.add("dismiss completion") }
    device.simulator.finishAnimations()
    #expect(device.log.lines == [
      "Sheet viewDidLoad", "Sheet viewWillAppear", "Sheet viewDidAppear", "present completion",
      "Sheet viewWillDisappear", "Sheet viewDidDisappear", "dismiss completion",
    ])
    #expect(home.presentedViewController == nil)
  }

  @Test("rule 21: dismissing a chain from below removes everything above, in one dismissal")
  func dismissChain() {
    let device = Device()
    let home = device.controller("Home")
    device.window.rootViewController = home
    let first = device.controller("First")
    first.modalPresentationStyle = .fullScreen
    home.present(first, animated: false)
    let second = device.controller("Second")
    second.modalPresentationStyle = .fullScreen
    first.present(second, animated: false)
    device.log.clear()
    home.dismiss(animated: true)
    #expect(device.log.lines == [
      "Second viewWillDisappear", "Home viewWillAppear", "Second viewDidDisappear", "Home viewDidAppear",
    ])
    #expect(home.presentedViewController == nil && first.presentedViewController == nil)
  }

  @Test("rules 28 and 39: selecting a tab in code asks no delegate and switches in UIKit's order")
  func tabSwitch() {
    let device = Device()
    let tabs = UITabBarController(nibName: nil, bundle: nil)
    let delegate = AppTabDelegate(refusedIndex: -1)
    tabs.delegate = delegate
    tabs.viewControllers = [device.controller("Shop"), device.controller("Wishlist")]
    device.window.rootViewController = tabs
    device.log.clear()
    tabs.selectedIndex = 1
    #expect(device.log.lines == [
      "Wishlist viewDidLoad", "Wishlist viewWillAppear", "Shop viewWillDisappear", "Shop viewDidDisappear",
      "Wishlist viewDidAppear",
    ])
    #expect(delegate.calls == [])
    tabs.selectedViewController = device.controller("Stranger")
    #expect(device.simulator.exceptions == [
      "NSInternalInconsistencyException: Attempting to select a view controller that isn't a child! (null)"
    ])
  }

  @Test("rule 15: a completed swipe back runs the coordinator's interaction handler, then didShow")
  func swipeNotifications() throws {
    let device = Device()
    let home = device.controller("Home")
    let detail = device.controller("Detail")
    let navigation = UINavigationController(rootViewController: home)
    device.window.rootViewController = navigation
    navigation.pushViewController(detail, animated: false)
    let delegate = AppNavigationDelegate()
    navigation.delegate = delegate
    try device.simulator.beginSwipeBack()
    let coordinator = try #require(navigation.transitionCoordinator)
    #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
    var cancelled: [Bool] = []
    coordinator.notifyWhenInteractionChanges { cancelled.append($0.isCancelled) }
    try device.simulator.finishSwipeBack()
    #expect(cancelled == [false])
    #expect(delegate.calls == ["willShow Home", "didShow Home"])
    #expect(navigation.viewControllers == [home])
  }
}

#endif
