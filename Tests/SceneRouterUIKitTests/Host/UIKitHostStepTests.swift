#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterUIKit
import Testing

/// Each navigation step as one UIKit call, completing when UIKit's animation ends.
@MainActor
@Suite("UIKitHost performs steps")
struct UIKitHostStepTests {
  @Test("push and pop go through the navigation controller, with UIKit's callbacks in order")
  func pushAndPop() async throws {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let detail = app.screen("Detail")
    #expect(try await app.navigator.opening(detail, from: home, as: .push).get() == ())
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
    #expect(detail.navigationController === app.window.rootViewController)
    app.log.clear()
    await withCheckedContinuation { continuation in app.navigator.close(detail) { _ in continuation.resume() } }
    #expect(app.log.lines == [
      "Detail viewWillDisappear", "Home viewWillAppear", "Detail viewDidDisappear", "Home viewDidAppear",
    ])
    #expect(detail.parent == nil)
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("an animated push completes only when its animation ends (didShow)")
  func pushCompletesWithAnimation() throws {
    let app = UIKitTestApp(animationsFinishAtOnce: false)
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let outcome = Outcome()
    app.navigator.route(to: app.screen("Detail"), from: home, as: .push, completion: outcome.completion)
    #expect(outcome.result == nil)
    #expect(app.navigator.isBusy)
    #expect(app.host.inFlightStep?.description == "push Detail#3 onto #1 (standard)")
    #expect(app.device.finishAnimations() == 1)
    #expect(outcome.isSuccess)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
  }

  @Test("a step handed over while another is in flight is refused and changes nothing")
  func refusesWhileBusy() throws {
    let app = UIKitTestApp(animationsFinishAtOnce: false)
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    app.navigator.route(to: app.screen("Detail"), from: home, as: .push)
    let before = app.host.snapshot
    var refusal: NavigationError?
    let step = NavigationStep.selectTab(tabs: ScreenID(1), index: 0)
    app.host.perform(step, screens: ScreenLookup()) { result in
      if case .failure(let error) = result { refusal = error }
    }
    #expect(refusal == .transitionInFlight(step: "selectTab 0 of #1"))
    #expect(app.host.snapshot == before)
    app.device.finishAnimations()
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
  }

  @Test("requests made before the window is visible wait, and run in order once it is: the root, then a presentation")
  func requestsWaitForTheWindow() {
    let window = UIWindow(frame: .zero)
    let device = UIKitSimulator(window: window)
    let host = UIKitHost(window: window)
    let navigator = Navigator(host: host)
    navigator.unhandledErrorHandler = { Issue.record("unhandled navigation error: \($0)") }
    let log = CallLog()
    let home = TestViewController("Home", log: log)
    let sheet = TestViewController("Sheet", log: log)
    let outcome = Outcome()
    navigator.setRoot(.stack([home]))
    navigator.route(to: sheet, from: home, as: .modal(.pageSheet), completion: outcome.completion)
    #expect(host.isReady == false)
    #expect(navigator.isBusy)
    #expect(navigator.queuedRequestCount == 2)
    #expect(navigator.snapshot == NavigationSnapshot(root: nil))
    #expect(window.rootViewController == nil)
    #expect(outcome.result == nil)

    window.makeKeyAndVisible()
    #expect(host.isReady)
    #expect(outcome.isSuccess)
    #expect(navigator.snapshot.description == """
      stack
      └─ Home
      presented pageSheet:
      └─ Sheet
      """)
    #expect(host.snapshot == navigator.snapshot)
    #expect(device.console == [])
    #expect(device.exceptions == [])
    #expect(log.lines == [
      "Home viewDidLoad", "Home viewWillAppear", "Home viewDidAppear",
      "Sheet viewDidLoad", "Sheet viewWillAppear", "Sheet viewDidAppear",
    ])
    // The sheet keeps its presenter and itself alive (rule 54) until the scene goes.
    device.disconnectScene()
  }

  @Test("a modal in navigation is presented in a new UINavigationController, and dismissed by close")
  func modalInNavigation() async throws {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let login = app.screen("Login")
    _ = await app.navigator.opening(login, from: home, as: .modal(.formSheet, inNavigation: true))
    app.expectScreens("""
      stack
      └─ Home
      presented formSheet:
      └─ stack
         └─ Login
      """)
    let presented = try #require(app.window.rootViewController?.presentedViewController as? UINavigationController)
    #expect(presented.viewControllers == [login])
    #expect(presented.modalPresentationStyle == .formSheet)
    await withCheckedContinuation { continuation in app.navigator.close(login) { _ in continuation.resume() } }
    app.expectScreens("""
      stack
      └─ Home
      """)
    #expect(app.window.rootViewController?.presentedViewController == nil)
  }

  @Test("a fade presents through the host's FadeAnimator and completes when the fade ends")
  func fade() throws {
    let app = UIKitTestApp(animationsFinishAtOnce: false)
    let home = app.screen("Home")
    app.navigator.setRoot(.screen(home))
    app.log.clear()
    let popUp = app.screen("PopUp")
    let outcome = Outcome()
    app.navigator.route(to: popUp, from: home, as: .fade, completion: outcome.completion)
    #expect(popUp.transitioningDelegate is FadeTransitioningDelegate)
    #expect(popUp.view.alpha == 1)
    #expect(outcome.result == nil)
    #expect(app.log.lines == ["PopUp viewDidLoad", "PopUp viewWillAppear"])
    app.device.finishAnimations()
    #expect(outcome.isSuccess)
    #expect(app.log.lines == ["PopUp viewDidLoad", "PopUp viewWillAppear", "PopUp viewDidAppear"])
    app.expectScreens("""
      Home
      presented overFullScreen:
      └─ PopUp
      """)
  }

  @Test("a full-screen modal hides the presenter in UIKit's presentation order")
  func fullScreenOrder() async {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.screen(home))
    app.log.clear()
    _ = await app.navigator.opening(app.screen("Player"), from: home, as: .modal(.fullScreen))
    #expect(app.log.lines == [
      "Player viewDidLoad", "Home viewWillDisappear", "Player viewWillAppear", "Player viewDidAppear",
      "Home viewDidDisappear",
    ])
  }

  @Test("tabs select in code without asking the tab bar's delegate, and keep their own stacks")
  func selectTab() async {
    let app = UIKitTestApp()
    let shop = app.screen("Shop")
    let wishlist = app.screen("Wishlist")
    app.navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
    _ = await app.navigator.opening(app.screen("Product"), from: shop, as: .push)
    await withCheckedContinuation { continuation in
      app.navigator.perform(.selectTab(1), from: shop) { _ in continuation.resume() }
    }
    app.expectScreens("""
      tabs
      ├─ stack
      │  ├─ Shop
      │  └─ Product
      └─ stack (selected)
         └─ Wishlist
      """)
    #expect((app.window.rootViewController as? UITabBarController)?.selectedIndex == 1)
  }

  @Test("an animated root replacement runs inside UIView.transition and completes when it ends")
  func replaceRoot() throws {
    let app = UIKitTestApp(animationsFinishAtOnce: false)
    app.navigator.setRoot(.screen(app.screen("Login")))
    let outcome = Outcome()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]), animated: true, completion: outcome.completion)
    #expect(app.window.rootViewController === home.navigationController)
    #expect(outcome.result == nil)
    app.device.finishAnimations()
    #expect(outcome.isSuccess)
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("an app's own transitioning delegate takes over presentations")
  func ownTransitioningDelegate() async {
    let custom = RecordingTransitioningDelegate()
    let app = UIKitTestApp { host in host.transitioningDelegate = { _, _ in custom } }
    let home = app.screen("Home")
    app.navigator.setRoot(.screen(home))
    let sheet = app.screen("Sheet")
    _ = await app.navigator.opening(sheet, from: home, as: .modal(.pageSheet))
    await withCheckedContinuation { continuation in app.navigator.close(sheet) { _ in continuation.resume() } }
    #expect(custom.calls == ["present Sheet", "dismiss Sheet"])
  }
}

/// An app's transitioning delegate: it records what it was asked and animates with a fade.
@MainActor
final class RecordingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  private(set) var calls: [String] = []

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    calls.append("present \((presented as? any Screen)?.screenName ?? "?")")
    return FadeAnimator(duration: 0.2, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    calls.append("dismiss \((dismissed as? any Screen)?.screenName ?? "?")")
    return FadeAnimator(duration: 0.2, isPresenting: false)
  }
}

#endif
