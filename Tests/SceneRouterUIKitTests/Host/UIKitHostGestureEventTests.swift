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

/// A person's gestures on UIKit reach the navigator as gestures: the swipe back through the
/// transition coordinator, the sheet's pull through its presentation controller's delegate,
/// so the navigator's events say what the headless host's say.
@MainActor
@Suite("UIKitHost reports gestures")
struct UIKitHostGestureEventTests {
  /// A stack of Home and Detail; the log then holds every navigation event (as `event: …`)
  /// and every appearance callback, in the order they happened.
  private func stackApp() -> UIKitTestApp {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    app.navigator.route(to: app.screen("Detail"), from: home, as: .push)
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.log.clear()
    return app
  }

  @Test("a cancelled swipe back: the gesture begins with the first touch and is cancelled as the person lets go, before the callbacks are undone")
  func cancelledSwipe() throws {
    let app = stackApp()
    try app.device.beginSwipeBack()
    try app.device.cancelSwipeBack()
    #expect(app.log.lines == [
      "event: gesture began: swipe back from Detail#3",
      "event: request 3 received from person's action: swipe back from Detail",
      "Detail viewWillDisappear", "Home viewWillAppear",
      "event: gesture cancelled: swipe back from Detail#3",
      "event: request 3 cancelled: the person let go before the gesture completed",
      "Home viewWillDisappear", "Home viewDidDisappear", "Detail viewWillAppear", "Detail viewDidAppear",
    ])
    #expect(app.host.isPersonChangeInFlight == false)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
  }

  @Test("a completed swipe back: the gesture finishes, then the pop is the person's request, planned and completed before its did-callbacks")
  func completedSwipe() throws {
    let app = stackApp()
    try app.device.beginSwipeBack()
    try app.device.finishSwipeBack()
    #expect(app.log.lines == [
      "event: gesture began: swipe back from Detail#3",
      "event: request 3 received from person's action: swipe back from Detail",
      "Detail viewWillDisappear", "Home viewWillAppear",
      "event: gesture finished: swipe back from Detail#3",
      "event: request 3 planned: pop #1 to #2 (standard)",
      "event: request 3 started",
      "event: hidden Detail#3 by pop at stack 1, level 0 (request 3)",
      "event: shown Home#2 by pop at stack 0, level 0 (request 3)",
      "event: request 3 completed",
      "Detail viewDidDisappear", "Home viewDidAppear",
    ])
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("a pan back anywhere in the content (iOS 26) is the same person's swipe back: cancelled, then finished")
  func contentSwipe() throws {
    let app = stackApp()
    try app.device.beginContentSwipeBack()
    try app.device.cancelSwipeBack()
    try app.device.beginContentSwipeBack()
    try app.device.finishSwipeBack()
    #expect(app.log.lines == [
      "event: gesture began: swipe back from Detail#3",
      "event: request 3 received from person's action: swipe back from Detail",
      "Detail viewWillDisappear", "Home viewWillAppear",
      "event: gesture cancelled: swipe back from Detail#3",
      "event: request 3 cancelled: the person let go before the gesture completed",
      "Home viewWillDisappear", "Home viewDidDisappear", "Detail viewWillAppear", "Detail viewDidAppear",
      "event: gesture began: swipe back from Detail#3",
      "event: request 4 received from person's action: swipe back from Detail",
      "Detail viewWillDisappear", "Home viewWillAppear",
      "event: gesture finished: swipe back from Detail#3",
      "event: request 4 planned: pop #1 to #2 (standard)",
      "event: request 4 started",
      "event: hidden Detail#3 by pop at stack 1, level 0 (request 4)",
      "event: shown Home#2 by pop at stack 0, level 0 (request 4)",
      "event: request 4 completed",
      "Detail viewDidDisappear", "Home viewDidAppear",
    ])
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("with the content recognizer disabled, a pan in the content starts nothing")
  func contentSwipeDisabled() throws {
    let app = stackApp()
    let navigation = try #require(app.window.rootViewController as? UINavigationController)
    navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
    #expect(throws: UIKitSimulatorError("pan back in the content", "the content pop gesture recognizer is disabled")) {
      try app.device.beginContentSwipeBack()
    }
    #expect(app.log.lines == [])
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
  }

  @Test("a sheet pulled down: the pull begins with WillDismiss and finishes as the person lets go; the dismissal is the person's request")
  func pulledDown() throws {
    let app = stackApp()
    let detail = try #require(app.navigator.topMostScreen)
    app.navigator.route(to: app.screen("Address"), from: detail, as: .modal(.pageSheet))
    app.log.clear()
    try app.device.pullDownSheet()
    #expect(app.log.lines == [
      "event: gesture began: pull down sheet from Address#4",
      "event: request 4 received from person's action: pull down sheet from Address",
      "Address viewWillDisappear",
      "event: gesture finished: pull down sheet from Address#4",
      "event: request 4 planned: dismiss #4 (standard)",
      "event: request 4 started",
      "event: hidden Address#4 by dismiss at level 1 (request 4)",
      "event: request 4 completed",
      "Address viewDidDisappear",
    ])
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      """)
  }

  @Test("a sheet let go too early: the pull begins with WillDismiss, is cancelled as the interaction ends, and the sheet's callbacks are undone")
  func pullLetGoEarly() throws {
    let app = stackApp()
    let detail = try #require(app.navigator.topMostScreen)
    app.navigator.route(to: app.screen("Address"), from: detail, as: .modal(.pageSheet))
    app.log.clear()
    try app.device.pullDownSheetPartway()
    #expect(app.log.lines == [
      "event: gesture began: pull down sheet from Address#4",
      "event: request 4 received from person's action: pull down sheet from Address",
      "Address viewWillDisappear",
      "event: gesture cancelled: pull down sheet from Address#4",
      "event: request 4 cancelled: the person let go before the gesture completed",
      "Address viewWillAppear", "Address viewDidAppear",
    ])
    #expect(app.host.isPersonChangeInFlight == false)
    #expect(app.navigator.isBusy == false)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      presented pageSheet:
      └─ Address
      """)
  }

  @Test("a sheet that refuses: the pull begins and is cancelled (presentationControllerDidAttemptToDismiss), and nothing changes")
  func refusedPullDown() throws {
    let app = stackApp()
    let detail = try #require(app.navigator.topMostScreen)
    let form = app.screen("Form")
    form.isModalInPresentation = true
    app.navigator.route(to: form, from: detail, as: .modal(.formSheet))
    app.log.clear()
    try app.device.pullDownSheet()
    #expect(app.log.lines == [
      "event: gesture began: pull down sheet from Form#4",
      "event: request 4 received from person's action: pull down sheet from Form",
      "event: gesture cancelled: pull down sheet from Form#4",
      "event: request 4 cancelled: the person let go before the gesture completed",
    ])
    #expect(app.host.isPersonChangeInFlight == false)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Detail
      presented formSheet:
      └─ Form
      """)
  }
}

#endif
