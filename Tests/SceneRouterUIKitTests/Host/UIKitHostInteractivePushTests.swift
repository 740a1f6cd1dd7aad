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

/// A push with a custom transition, driven by a person's finger through a
/// `UIPercentDrivenInteractiveTransition` (an edge pan that pulls the next screen in): the
/// navigator follows it as a person's change, reported when the finger lets go past half-way.
@MainActor
@Suite("UIKitHost follows a finger-driven custom push")
struct UIKitHostInteractivePushTests {
  static let slideIn = CustomTransition("slideIn", behavesAs: .push, seconds: 0.35)

  /// Home in a stack; the log then holds every navigation event (as `event: …`), every
  /// appearance callback and what the animator does, in order.
  private func slideInApp() -> (UIKitTestApp, home: TestViewController) {
    let app = UIKitTestApp()
    app.host.pushAnimator = { [log = app.log] animation, operation, _, _ in
      guard case .custom("slideIn", let seconds) = animation else { return nil }
      return SlideUpAnimator(duration: seconds, operation: operation == .push ? "push" : "pop", log: log)
    }
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.log.clear()
    return (app, home)
  }

  @Test("finished: nothing is pushed while the finger drives; then the push is the person's, a request made meanwhile runs after it, and a finger can pop it again")
  func finished() throws {
    let (app, home) = slideInApp()
    let interaction = UIPercentDrivenInteractiveTransition()
    try app.host.beginInteractivePush(app.screen("Detail"), as: Self.slideIn, driving: interaction)
    #expect(app.navigator.isBusy)
    #expect(app.host.isPersonChangeInFlight)
    // UIKit's stack holds Detail while the finger drives; nothing is decided until it lets go,
    // and the host shows what the navigator does.
    app.expectScreens("""
      stack
      └─ Home
      """)
    let waiting = Outcome()
    app.navigator.route(to: app.screen("Settings"), from: home, as: .push, completion: waiting.completion)
    interaction.update(0.6)
    #expect(waiting.result == nil)
    interaction.finish()
    #expect(waiting.isSuccess)
    #expect(app.log.lines == [
      "event: gesture began: push with a finger to Detail#3",
      "event: request 2 received from person's action: push with a finger to Detail",
      "Detail viewDidLoad", "Home viewWillDisappear", "Detail viewWillAppear", "slideUp push Home → Detail, 0.35 s",
      "event: request 3 received from router call: open Settings from Home as push",
      "event: gesture finished: push with a finger to Detail#3",
      "event: request 2 planned: push Detail#3 onto #1 (custom(slideIn, 0.35s))",
      "event: request 2 started",
      "event: hidden Home#2 by push at stack 0, level 0 (request 2)",
      "event: shown Detail#3 by push at stack 1, level 0 (request 2)",
      "event: request 2 completed",
      "slideUp push ended", "Home viewDidDisappear", "Detail viewDidAppear",
      "event: request 3 planned: push Settings#4 onto #1 (standard)",
      "event: request 3 started",
      "event: hidden Detail#3 by push at stack 1, level 0 (request 3)",
      "event: shown Settings#4 by push at stack 2, level 0 (request 3)",
      "Settings viewDidLoad", "Detail viewWillDisappear", "Settings viewWillAppear", "Detail viewDidDisappear",
      "Settings viewDidAppear",
      "event: request 3 completed",
    ])
    app.expectScreens("""
      stack
      ├─ Home
      ├─ Detail
      └─ Settings
      """)
  }

  @Test("cancelled: nothing changes, the callbacks are undone, the navigator is idle again and the screen is let go")
  func cancelled() throws {
    let (app, _) = slideInApp()
    let interaction = UIPercentDrivenInteractiveTransition()
    weak var detail: TestViewController?
    do {
      let made = app.screen("Detail")
      detail = made
      try app.host.beginInteractivePush(made, as: Self.slideIn, driving: interaction)
    }
    interaction.update(0.2)
    interaction.cancel()
    #expect(app.log.lines == [
      "event: gesture began: push with a finger to Detail#3",
      "event: request 2 received from person's action: push with a finger to Detail",
      "Detail viewDidLoad", "Home viewWillDisappear", "Detail viewWillAppear", "slideUp push Home → Detail, 0.35 s",
      "event: gesture cancelled: push with a finger to Detail#3",
      "event: request 2 cancelled: the person let go before the gesture completed",
      "slideUp push ended", "Detail viewWillDisappear", "Detail viewDidDisappear", "Home viewWillAppear",
      "Home viewDidAppear",
    ])
    #expect(app.navigator.isBusy == false)
    #expect(app.host.isPersonChangeInFlight == false)
    #expect(detail == nil)
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("misuse is refused with a readable error and changes nothing: a busy navigator, a screen shown, a presenting transition, no animator, no stack")
  func refusals() async throws {
    let (app, home) = slideInApp()
    let interaction = UIPercentDrivenInteractiveTransition()
    try app.host.beginInteractivePush(app.screen("Detail"), as: Self.slideIn, driving: interaction)
    #expect(throws: InteractiveTransitionError.busy) {
      try app.host.beginInteractivePush(app.screen("Other"), as: Self.slideIn, driving: interaction)
    }
    interaction.cancel()
    #expect(throws: InteractiveTransitionError.alreadyShown(screen: "Home")) {
      try app.host.beginInteractivePush(home, as: Self.slideIn, driving: interaction)
    }
    #expect(
      InteractiveTransitionError.alreadyShown(screen: "Home").description
        == "Cannot begin an interactive push: 'Home' is shown already.")
    let sheet = CustomTransition("slideUp", behavesAs: .presentation(.overFullScreen), seconds: 0.3)
    #expect(throws: InteractiveTransitionError.notAPush(transition: "slideUp")) {
      try app.host.beginInteractivePush(app.screen("Other"), as: sheet, driving: interaction)
    }
    #expect(
      InteractiveTransitionError.notAPush(transition: "slideUp").description
        == "Cannot begin an interactive push: the custom transition 'slideUp' behaves as a presentation.")
    let swirl = CustomTransition("swirl", behavesAs: .push, seconds: 0.5)
    #expect(throws: InteractiveTransitionError.noPushAnimator(screen: "Other", animation: "custom(swirl, 0.5s)")) {
      try app.host.beginInteractivePush(app.screen("Other"), as: swirl, driving: interaction)
    }
    #expect(
      InteractiveTransitionError.noPushAnimator(screen: "Other", animation: "custom(swirl, 0.5s)").description
        == "Cannot begin an interactive push: pushAnimator returns no animator to push 'Other' with custom(swirl, 0.5s).")
    _ = await app.navigator.opening(app.screen("Card"), from: home, as: .modal(.fullScreen))
    #expect(throws: InteractiveTransitionError.noStackToPushOnto(screen: "Card")) {
      try app.host.beginInteractivePush(app.screen("Other"), as: Self.slideIn, driving: interaction)
    }
    #expect(
      InteractiveTransitionError.noStackToPushOnto(screen: "Card").description
        == "Cannot begin an interactive push: 'Card' on top is in no navigation stack.")
    app.expectScreens("""
      stack
      └─ Home
      presented fullScreen:
      └─ Card
      """)
  }

  @Test("a screen pushed by a finger is popped by a finger with the same transition")
  func popsWithTheSameTransition() throws {
    let (app, _) = slideInApp()
    let push = UIPercentDrivenInteractiveTransition()
    try app.host.beginInteractivePush(app.screen("Detail"), as: Self.slideIn, driving: push)
    push.finish()
    let pop = UIPercentDrivenInteractiveTransition()
    try app.host.beginInteractivePop(driving: pop)
    pop.finish()
    #expect(app.log.lines.filter { $0.hasPrefix("slideUp") } == [
      "slideUp push Home → Detail, 0.35 s", "slideUp push ended", "slideUp pop Detail → Home, 0.35 s", "slideUp pop ended",
    ])
    app.expectScreens("""
      stack
      └─ Home
      """)
  }

  @Test("with no root, a finger has nothing to push onto or pop: the refusals say nothing is shown")
  func noRoot() throws {
    let app = UIKitTestApp()
    app.host.pushAnimator = { [log = app.log] animation, operation, _, _ in
      guard case .custom("slideIn", let seconds) = animation else { return nil }
      return SlideUpAnimator(duration: seconds, operation: operation == .push ? "push" : "pop", log: log)
    }
    let interaction = UIPercentDrivenInteractiveTransition()
    #expect(throws: InteractiveTransitionError.noStackToPushOnto(screen: "")) {
      try app.host.beginInteractivePush(app.screen("Detail"), as: Self.slideIn, driving: interaction)
    }
    #expect(throws: InteractiveTransitionError.nothingToPop(screen: "")) {
      try app.host.beginInteractivePop(driving: interaction)
    }
    #expect(InteractiveTransitionError.noStackToPushOnto(screen: "").description == "Cannot begin an interactive push: nothing is shown.")
    #expect(InteractiveTransitionError.nothingToPop(screen: "").description == "Cannot begin an interactive pop: nothing is shown.")
    #expect(app.navigator.isBusy == false)
    #expect(app.host.isPersonChangeInFlight == false)
    #expect(app.log.lines == [])
  }
}

#endif
