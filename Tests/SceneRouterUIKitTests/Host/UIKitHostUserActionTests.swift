#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
@_spi(Hosting) import SceneRouter
import SceneRouterDeepLinks
@_spi(Hosting) import SceneRouterUIKit
import Testing

/// What a person does on UIKit's containers reaches the navigator, so both agree.
@MainActor
@Suite("UIKitHost reports what a person does")
struct UIKitHostUserActionTests {
  /// A stack of Home and Detail, and the changes the navigator hears.
  private func stackApp(animationsFinishAtOnce: Bool = false) async -> (UIKitTestApp, TestViewController, TestViewController) {
    let app = UIKitTestApp(animationsFinishAtOnce: animationsFinishAtOnce)
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let detail = app.screen("Detail")
    app.navigator.route(to: detail, from: home, as: .push)
    app.device.finishAnimations()
    app.log.clear()
    return (app, home, detail)
  }

  @Test("a cancelled swipe back is not a pop: the stack stays and the callbacks are undone")
  func cancelledSwipe() async throws {
    let (app, _, detail) = await stackApp()
    var heard: [NavigationSnapshot] = []
    app.navigator.observe(app.window) { heard.append($0) }
    try app.device.beginSwipeBack()
    #expect(detail.isMovingFromParent)
    #expect(app.log.lines == ["Detail viewWillDisappear", "Home viewWillAppear"])
    try app.device.cancelSwipeBack()
    #expect(app.device.finishAnimations() == 1)
    #expect(app.log.lines == [
      "Detail viewWillDisappear", "Home viewWillAppear", "Home viewWillDisappear", "Home viewDidDisappear",
      "Detail viewWillAppear", "Detail viewDidAppear",
    ])
    #expect(heard == [])
    #expect(detail.isMovingFromParent == false)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
  }

  @Test("a completed swipe back is a pop the navigator hears once the animation ends")
  func completedSwipe() async throws {
    let (app, _, detail) = await stackApp()
    try app.device.swipeBackCompletely()
    #expect(app.log.lines == [
      "Detail viewWillDisappear", "Home viewWillAppear", "Detail viewDidDisappear", "Home viewDidAppear",
    ])
    #expect(detail.parent == nil)
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("the back button pops, and the navigator hears it")
  func backButton() async throws {
    let (app, _, _) = await stackApp()
    try app.device.tapBackButton()
    app.device.finishAnimations()
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("a sheet pulled down is dismissed, and whoever awaits its result hears removedByPerson")
  func pulledDown() async throws {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let picker = app.screen("Picker")
    let result = Task { try await app.navigator.route(to: picker, from: home, as: .modal(.pageSheet), expecting: Int.self).result }
    await withCheckedContinuation { continuation in app.navigator.observe(app.log) { _ in continuation.resume() } }
    app.navigator.removeObserver(app.log)
    app.expectScreens("""
      stack
      └─ Home
      presented pageSheet:
      └─ Picker
      """)
    try app.device.pullDownSheet()
    #expect(try await result.value == .cancelled(.removedByPerson))
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("a sheet that refuses stays: its own isModalInPresentation, or the app's delegate saying no")
  func refusingSheets() async throws {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let form = app.screen("Form")
    form.isModalInPresentation = true
    _ = await app.navigator.opening(form, from: home, as: .modal(.formSheet))
    try app.device.pullDownSheet()
    app.expectScreens("""
      stack
      └─ Home
      presented formSheet:
      └─ Form
      """)
    await withCheckedContinuation { continuation in app.navigator.close(form) { _ in continuation.resume() } }

    let appDelegate = AppPresentationDelegate(allowsDismissal: false)
    let draft = app.screen("Draft")
    draft.presentationController?.delegate = appDelegate
    _ = await app.navigator.opening(draft, from: home, as: .modal(.pageSheet))
    try app.device.pullDownSheet()
    #expect(appDelegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    app.expectScreens("""
      stack
      └─ Home
      presented pageSheet:
      └─ Draft
      """)
    appDelegate.allowsDismissal = true
    try app.device.pullDownSheet()
    #expect(appDelegate.calls == ["shouldDismiss", "didAttemptToDismiss", "shouldDismiss", "willDismiss", "didDismiss"])
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("a tab tapped while a push is in flight is applied at once; the push completes after")
  func tabDuringTransition() throws {
    let app = UIKitTestApp(animationsFinishAtOnce: false)
    let shop = app.screen("Shop")
    app.navigator.setRoot(.tabs([.stack([shop]), .stack([app.screen("Wishlist")])], selected: 0))
    let pushing = Outcome()
    app.navigator.route(to: app.screen("Product"), from: shop, as: .push, completion: pushing.completion)
    #expect(pushing.result == nil)
    try app.device.tapTab(1)
    // The navigator applied the push when it started it, and the tap as it happened.
    #expect(
      app.navigator.snapshot.root
        == .tabs([.stack([.screen("Shop"), .screen("Product")]), .stack([.screen("Wishlist")])], selected: 1))
    #expect(app.host.snapshot == app.navigator.snapshot)
    app.device.finishAnimations()
    #expect(pushing.isSuccess)
    app.expectScreens("""
      tabs
      ├─ stack
      │  ├─ Shop
      │  └─ Product
      └─ stack (selected)
         └─ Wishlist
      """)
  }

  @Test("tapping the selected tab pops its stack to the root; a tab the app's delegate refuses stays")
  func retapAndRefusedTab() async throws {
    let refusing = AppTabDelegate(refusedIndex: 1)
    let app = UIKitTestApp { host in
      host.makeTabBarController = {
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        tabs.delegate = refusing
        return tabs
      }
    }
    let shop = app.screen("Shop")
    app.navigator.setRoot(.tabs([.stack([shop]), .stack([app.screen("Wishlist")])], selected: 0))
    _ = await app.navigator.opening(app.screen("Product"), from: shop, as: .push)
    try app.device.tapTab(1)
    try app.device.tapTab(0)
    #expect(refusing.calls == ["shouldSelect 1", "shouldSelect 0", "didSelect 0"])
    app.expectScreens("""
      tabs
      ├─ stack (selected)
      │  └─ Shop
      └─ stack
         └─ Wishlist
      """)
  }

  @Test("a deep link arriving during a swipe back waits for the swipe, then opens against the stack it left")
  func deepLinkDuringSwipe() async throws {
    let (app, home, _) = await stackApp(animationsFinishAtOnce: true)
    let links = DeepLinkRouter<String>(navigator: app.navigator) { url, _ throws(DeepLinkError) in
      guard url.scheme == "shop", let host = url.host else { throw .unsupportedScheme(url.scheme ?? "") }
      return host
    } plan: { route throws(NavigationError) in
      NavigationPlan([.open(TestViewController(route.capitalized, log: app.log), as: .push)])
    }
    try app.device.beginSwipeBack()
    let url = try #require(URL(string: "shop://linked"))
    // The link starts now, during the swipe, and waits: the navigator is busy until the
    // person lets go, so nothing is planned against a stack the swipe may still change.
    let opening = Task.immediate { await links.open(url) }
    #expect(app.navigator.isBusy)
    #expect(app.host.inFlightStep == nil)
    try app.device.finishSwipeBack()
    #expect(await opening.value == .opened("linked"))
    #expect(home.navigationController?.viewControllers.count == 2)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Linked
      """)
  }

  @Test("a delegate the app set on its navigation controller still hears every change, and is asked for each animator")
  func appNavigationDelegate() async throws {
    let appDelegate = AppNavigationDelegate()
    let app = UIKitTestApp { host in
      host.makeNavigationController = {
        let navigation = UINavigationController(nibName: nil, bundle: nil)
        navigation.delegate = appDelegate
        return navigation
      }
    }
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    _ = await app.navigator.opening(app.screen("Detail"), from: home, as: .push)
    try app.device.tapBackButton()
    #expect(appDelegate.calls == [
      "willShow Home", "didShow Home", "willShow Detail", "animationControllerFor push Detail", "didShow Detail",
      "willShow Home", "animationControllerFor pop Home", "didShow Home",
    ])
    app.expectScreens("""
      stack
      └─ Home
      """)
  }
}

extension UIKitSimulator {
  /// Begins and finishes a swipe back, and lets its animation end.
  func swipeBackCompletely() throws(UIKitSimulatorError) {
    try beginSwipeBack()
    try finishSwipeBack()
    finishAnimations()
  }
}

/// A navigation delegate an app set before handing its controller to the host.
@MainActor
final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
  private(set) var calls: [String] = []

  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
    calls.append("willShow \((viewController as? any Screen)?.screenName ?? "?")")
  }

  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
    calls.append("didShow \((viewController as? any Screen)?.screenName ?? "?")")
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    calls.append("animationControllerFor \(operation == .push ? "push" : "pop") \((toVC as? any Screen)?.screenName ?? "?")")
    return nil
  }
}

/// A tab bar delegate an app set: it refuses one tab.
@MainActor
final class AppTabDelegate: NSObject, UITabBarControllerDelegate {
  let refusedIndex: Int
  private(set) var calls: [String] = []

  init(refusedIndex: Int) { self.refusedIndex = refusedIndex }

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
    calls.append("shouldSelect \(index)")
    return index != refusedIndex
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    calls.append("didSelect \(tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1)")
  }

  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
    calls.append("shouldSelectTab \(tab.identifier)")
    return true
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
    calls.append("didSelectTab \(selectedTab.identifier)")
  }
}

/// A presentation delegate an app set before presenting: it may refuse a pull-down.
@MainActor
final class AppPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  var allowsDismissal: Bool
  private(set) var calls: [String] = []

  init(allowsDismissal: Bool) { self.allowsDismissal = allowsDismissal }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    calls.append("shouldDismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    calls.append("didAttemptToDismiss")
  }
}

#endif
