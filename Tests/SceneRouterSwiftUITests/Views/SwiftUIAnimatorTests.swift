#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterSwiftUI
import Testing

/// With SwiftUI's animator, an animated step completes when `withAnimation`'s completion
/// runs (the animation finished), not when the model's values were written.
@MainActor
@Suite("SwiftUIAnimator: a step completes when its animation finished", .serialized)
struct SwiftUIAnimatorTests {
  /// A model with SwiftUI's animator, showing List, and the order of everything that happens.
  private func start(holdingAnimations: Bool) -> (ModelFixture, OrderLog, LoggingScreen) {
    SwiftUISimulator.reset()
    SwiftUISimulator.holdsAnimations = holdingAnimations
    let fixture = ModelFixture()
    let log = OrderLog()
    let list = LoggingScreen("List", log: log)
    fixture.navigator.setRoot(.stack([list]))
    fixture.model.animator = SwiftUIAnimator()
    log.clear()
    return (fixture, log, list)
  }

  @Test("an animated push writes its values at once and completes when the animation ends; the next request waits")
  func pushCompletesAtAnimationEnd() throws {
    defer { SwiftUISimulator.reset() }
    let (fixture, log, list) = start(holdingAnimations: true)
    let order = LoggingScreen("Order", log: log)
    fixture.navigator.route(to: order, from: list, as: .push) { log.add("push \($0)") }
    fixture.navigator.route(to: LoggingScreen("Item", log: log), from: order, as: .push) { log.add("second push \($0)") }
    #expect(log.lines == ["Order didLoad", "List willDisappear", "Order willAppear"])
    let stack = try #require(fixture.stackID())
    #expect(fixture.model.path(of: stack) == [try #require(fixture.navigator.id(of: order))])
    #expect(fixture.navigator.isBusy)
    #expect(fixture.navigator.queuedRequestCount == 1)
    #expect(SwiftUISimulator.pendingAnimationCount == 1)

    // Finishing the first animation completes the push, which starts the second one.
    #expect(SwiftUISimulator.finishAnimations() == 2)
    #expect(log.lines == [
      "Order didLoad", "List willDisappear", "Order willAppear",
      "List didDisappear", "Order didAppear", "push success()",
      "Item didLoad", "Order willDisappear", "Item willAppear",
      "Order didDisappear", "Item didAppear", "second push success()",
    ])
    #expect(!fixture.navigator.isBusy)
    fixture.expectSnapshot("""
      stack
      ├─ List
      ├─ Order
      └─ Item
      """)
  }

  @Test("while the animation runs a person's back write is refused and reverted; after it ends, it pops")
  func writeDuringAnimationIsRefused() throws {
    defer { SwiftUISimulator.reset() }
    let (fixture, log, list) = start(holdingAnimations: true)
    fixture.navigator.route(to: LoggingScreen("Order", log: log), from: list, as: .push) { log.add("push \($0)") }
    let stack = try #require(fixture.stackID())
    let refusal = NavigationError.personActionUnavailable(action: "go back in stack \(stack)", reason: "a transition is in flight")
    #expect(throws: refusal) { try fixture.model.setPath([], of: stack) }
    #expect(fixture.model.lastRefusedWrite == RefusedWrite(action: "go back in stack \(stack)", error: refusal))
    fixture.expectSnapshot("""
      stack
      ├─ List
      └─ Order
      """)
    #expect(SwiftUISimulator.finishAnimations() == 1)
    log.clear()
    try fixture.model.setPath([], of: stack)
    #expect(log.lines == ["Order willDisappear", "List willAppear", "Order didDisappear", "List didAppear"])
    fixture.expectSnapshot("""
      stack
      └─ List
      """)
  }

  @Test("when nothing animates, SwiftUI runs the completion right after the change: callbacks, then the completion")
  func completionRightAfterChange() {
    defer { SwiftUISimulator.reset() }
    let (fixture, log, list) = start(holdingAnimations: false)
    fixture.navigator.route(to: LoggingScreen("Order", log: log), from: list, as: .push) { log.add("push \($0)") }
    #expect(log.lines == [
      "Order didLoad", "List willDisappear", "Order willAppear", "List didDisappear", "Order didAppear", "push success()",
    ])
    #expect(!fixture.navigator.isBusy)
    #expect(fixture.model.inFlightStep == nil)
  }

  @Test("a step without animation completes at once, without asking SwiftUI")
  func unanimatedStepSkipsAnimator() {
    defer { SwiftUISimulator.reset() }
    let (fixture, log, _) = start(holdingAnimations: true)
    fixture.navigator.setRoot(.stack([LoggingScreen("Home", log: log)])) { log.add("setRoot \($0)") }
    #expect(log.lines == ["Home didLoad", "List willDisappear", "Home willAppear", "List didDisappear", "Home didAppear", "setRoot success()"])
    #expect(SwiftUISimulator.pendingAnimationCount == 0)
    fixture.expectSnapshot("""
      stack
      └─ Home
      """)
  }

  @Test("an animation ending after its step was completed otherwise changes nothing")
  func lateCompletionIsIgnored() throws {
    defer { SwiftUISimulator.reset() }
    let (fixture, log, list) = start(holdingAnimations: true)
    let order = LoggingScreen("Order", log: log)
    fixture.navigator.route(to: order, from: list, as: .push) { log.add("push \($0)") }
    fixture.navigator.route(to: LoggingScreen("Item", log: log), from: order, as: .push) { log.add("second push \($0)") }
    try fixture.model.completeTransition()
    #expect(log.lines.suffix(4) == ["push success()", "Item didLoad", "Order willDisappear", "Item willAppear"])
    log.clear()
    // Two animations are pending: the first push's (stale) and the second push's.
    #expect(SwiftUISimulator.finishAnimations() == 2)
    #expect(log.lines == ["Order didDisappear", "Item didAppear", "second push success()"])
    fixture.expectSnapshot("""
      stack
      ├─ List
      ├─ Order
      └─ Item
      """)
  }
}

#endif
