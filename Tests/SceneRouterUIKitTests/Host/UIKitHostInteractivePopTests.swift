#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterUIKit
import Testing

/// A pop of a screen pushed with a custom transition, driven by a person's finger through a
/// `UIPercentDrivenInteractiveTransition`: the navigator follows it as it follows a swipe back.
@MainActor
@Suite("UIKitHost follows a finger-driven custom pop")
struct UIKitHostInteractivePopTests {
  static let slideUp = CustomTransition("slideUp", behavesAs: .push, seconds: 0.35)

  /// Home, then Detail pushed with the slide-up; the log then holds every navigation event
  /// (as `event: …`), every appearance callback and what the animator does, in order.
  private func slideUpApp() -> (UIKitTestApp, home: TestViewController) {
    let app = UIKitTestApp()
    app.host.pushAnimator = { [log = app.log] animation, operation, _, _ in
      guard case .custom("slideUp", let seconds) = animation else { return nil }
      return SlideUpAnimator(duration: seconds, operation: operation == .push ? "push" : "pop", log: log)
    }
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    app.navigator.route(to: app.screen("Detail"), from: home, as: .custom(Self.slideUp))
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.log.clear()
    return (app, home)
  }

  @Test("finished: the navigator is busy while the finger drives, then the pop is the person's, and a request made meanwhile runs after it")
  func finished() throws {
    let (app, home) = slideUpApp()
    let interaction = UIPercentDrivenInteractiveTransition()
    try app.host.beginInteractivePop(driving: interaction)
    #expect(app.navigator.isBusy)
    #expect(app.host.isPersonChangeInFlight)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
    let waiting = Outcome()
    app.navigator.route(to: app.screen("Settings"), from: home, as: .push, completion: waiting.completion)
    interaction.update(0.6)
    #expect(waiting.result == nil)
    interaction.finish()
    #expect(waiting.isSuccess)
    #expect(app.log.lines == [
      "event: gesture began: swipe back from Detail#3",
      "event: request 3 received from person's action: swipe back from Detail",
      "Detail viewWillDisappear", "Home viewWillAppear", "slideUp pop Detail → Home, 0.35 s",
      "event: request 4 received from router call: open Settings from Home as push",
      "event: gesture finished: swipe back from Detail#3",
      "event: request 3 planned: pop #1 to #2 (standard)",
      "event: request 3 started",
      "event: hidden Detail#3 by pop at stack 1, level 0 (request 3)",
      "event: shown Home#2 by pop at stack 0, level 0 (request 3)",
      "event: request 3 completed",
      "slideUp pop ended", "Detail viewDidDisappear", "Home viewDidAppear",
      "event: request 4 planned: push Settings#4 onto #1 (standard)",
      "event: request 4 started",
      "event: hidden Home#2 by push at stack 0, level 0 (request 4)",
      "event: shown Settings#4 by push at stack 1, level 0 (request 4)",
      "Settings viewDidLoad", "Home viewWillDisappear", "Settings viewWillAppear", "Home viewDidDisappear",
      "Settings viewDidAppear",
      "event: request 4 completed",
    ])
    app.expectScreens("""
      stack
      ├─ Home
      └─ Settings
      """)
  }

  @Test("cancelled: nothing changes, the callbacks are undone and the navigator is idle again")
  func cancelled() throws {
    let (app, _) = slideUpApp()
    let interaction = UIPercentDrivenInteractiveTransition()
    try app.host.beginInteractivePop(driving: interaction)
    interaction.update(0.2)
    interaction.cancel()
    #expect(app.log.lines == [
      "event: gesture began: swipe back from Detail#3",
      "event: request 3 received from person's action: swipe back from Detail",
      "Detail viewWillDisappear", "Home viewWillAppear", "slideUp pop Detail → Home, 0.35 s",
      "event: gesture cancelled: swipe back from Detail#3",
      "event: request 3 cancelled: the person let go before the gesture completed",
      "slideUp pop ended", "Home viewWillDisappear", "Home viewDidDisappear", "Detail viewWillAppear",
      "Detail viewDidAppear",
    ])
    #expect(app.navigator.isBusy == false)
    #expect(app.host.isPersonChangeInFlight == false)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
  }

  @Test("misuse is refused with a readable error and changes nothing: a root, a plain push, no animator, a busy navigator")
  func refusals() async throws {
    let (app, home) = slideUpApp()
    let interaction = UIPercentDrivenInteractiveTransition()
    try app.host.beginInteractivePop(driving: interaction)
    #expect(throws: InteractiveTransitionError.busy) { try app.host.beginInteractivePop(driving: interaction) }
    #expect(
      InteractiveTransitionError.busy.description
        == "Cannot begin an interactive transition: the navigator is busy with a step or a person's change.")
    interaction.finish()
    #expect(throws: InteractiveTransitionError.nothingToPop(screen: "Home")) {
      try app.host.beginInteractivePop(driving: interaction)
    }
    #expect(
      InteractiveTransitionError.nothingToPop(screen: "Home").description
        == "Cannot begin an interactive pop: 'Home' is the root of its navigation stack; there is nothing to go back to.")
    _ = await app.navigator.opening(app.screen("Plain"), from: home, as: .push)
    #expect(throws: InteractiveTransitionError.noCustomTransition(screen: "Plain")) {
      try app.host.beginInteractivePop(driving: interaction)
    }
    #expect(
      InteractiveTransitionError.noCustomTransition(screen: "Plain").description
        == "Cannot begin an interactive pop: 'Plain' was not pushed with a custom transition; the swipe back pops it with UIKit's own animation.")
    try app.device.beginSwipeBack()
    #expect(throws: InteractiveTransitionError.busy) { try app.host.beginInteractivePop(driving: interaction) }
    try app.device.cancelSwipeBack()
    app.host.pushAnimator = { _, operation, _, _ in operation == .push ? SlideUpAnimator(duration: 0.35, operation: "push", log: CallLog()) : nil }
    _ = await app.navigator.opening(app.screen("Fancy"), from: app.navigator.topMostScreen ?? home, as: .custom(Self.slideUp))
    #expect(throws: InteractiveTransitionError.noAnimator(screen: "Fancy", animation: "custom(slideUp, 0.35s)")) {
      try app.host.beginInteractivePop(driving: interaction)
    }
    #expect(
      InteractiveTransitionError.noAnimator(screen: "Fancy", animation: "custom(slideUp, 0.35s)").description
        == "Cannot begin an interactive pop: pushAnimator returns no animator to pop 'Fancy' with custom(slideUp, 0.35s).")
    app.expectScreens("""
      stack
      ├─ Home
      ├─ Plain
      └─ Fancy
      """)
  }

  @Test("the app's navigation delegate is asked for an interaction controller for its own animator only, never for the host's")
  func appDelegateDrivesItsOwnAnimators() async throws {
    let appDelegate = InteractingAppDelegate()
    let app = UIKitTestApp { host in
      host.makeNavigationController = {
        let navigation = UINavigationController(nibName: nil, bundle: nil)
        navigation.delegate = appDelegate
        return navigation
      }
    }
    app.host.pushAnimator = { [log = app.log] animation, operation, _, _ in
      guard case .custom("slideUp", let seconds) = animation else { return nil }
      return SlideUpAnimator(duration: seconds, operation: operation == .push ? "push" : "pop", log: log)
    }
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let pushed = Outcome()
    app.navigator.route(to: app.screen("Detail"), from: home, as: .push, completion: pushed.completion)
    #expect(pushed.result == nil)
    appDelegate.interaction.finish()
    #expect(pushed.isSuccess)
    #expect(try await app.navigator.opening(app.screen("Fancy"), from: app.navigator.topMostScreen ?? home, as: .custom(Self.slideUp)).get() == ())
    #expect(appDelegate.calls == ["animator push Detail", "interaction for its own animator"])
    app.expectScreens("""
      stack
      ├─ Home
      ├─ Detail
      └─ Fancy
      """)
  }
}

/// A navigation delegate an app set: its own animator for a plain push, driven by its own
/// interaction controller.
@MainActor
private final class InteractingAppDelegate: NSObject, UINavigationControllerDelegate {
  private(set) var calls: [String] = []
  let interaction = UIPercentDrivenInteractiveTransition()
  private var animator: SlideUpAnimator?

  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    calls.append("animator \(operation == .push ? "push" : "pop") \((toVC as? any Screen)?.screenName ?? "?")")
    let made = SlideUpAnimator(duration: 0.3, operation: "app push", log: CallLog())
    animator = made
    return made
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    calls.append((animationController as AnyObject) === animator ? "interaction for its own animator" : "interaction for another animator")
    return interaction
  }
}

#endif
