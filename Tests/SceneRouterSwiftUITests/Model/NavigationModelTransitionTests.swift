import Observation
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterSwiftUI
import Testing

/// How the model completes steps: at once with no view attached, and when the view layer
/// confirms with a view attached.
@MainActor
@Suite("NavigationModel: completing steps")
struct NavigationModelTransitionTests {
  @Test("observers of the step in flight hear it start and finish, though the tree does not change at the end")
  func inFlightStepIsObservable() throws {
    let fixture = ModelFixture()
    fixture.model.holdsAnimatedTransitions = true
    let list = NamedScreen("List")
    fixture.navigator.setRoot(.stack([list]))
    let started = Flag()
    withObservationTracking { _ = fixture.model.inFlightStep } onChange: { started.set() }
    fixture.navigator.route(to: NamedScreen("Order"), from: list, as: .push)
    #expect(started.isSet)
    #expect(fixture.model.inFlightStep != nil)
    let finished = Flag()
    withObservationTracking { _ = fixture.model.inFlightStep } onChange: { finished.set() }
    try fixture.model.completeTransition()
    #expect(finished.isSet)
    #expect(fixture.model.inFlightStep == nil)
  }

  @Test("with no view attached, every step completes at once")
  func completesWithoutView() {
    let fixture = ModelFixture()
    let list = NamedScreen("List")
    var completions: [String] = []
    fixture.navigator.setRoot(.stack([list])) { completions.append("setRoot \($0)") }
    fixture.navigator.route(to: NamedScreen("Order"), from: list, as: .push) { completions.append("push \($0)") }
    #expect(completions == ["setRoot success()", "push success()"])
    #expect(fixture.navigator.isBusy == false)
    #expect(fixture.model.inFlightStep == nil)
  }

  @Test("with a view attached, a push completes when its screen's view appears")
  func pushWaitsForAppearance() throws {
    let fixture = ModelFixture()
    let list = NamedScreen("List")
    let order = NamedScreen("Order")
    fixture.navigator.setRoot(.stack([list]))
    fixture.model.viewDidAttach()
    var completions: [String] = []
    fixture.navigator.route(to: order, from: list, as: .push) { completions.append("push \($0)") }
    fixture.navigator.route(to: NamedScreen("Item"), from: order, as: .push) { completions.append("second push \($0)") }
    #expect(completions == [])
    #expect(fixture.navigator.isBusy)
    #expect(fixture.navigator.queuedRequestCount == 1)
    let stack = try #require(fixture.stackID())
    #expect(fixture.model.path(of: stack).count == 1)

    // The navigator's state changed before the host performed the step (one order).
    let orderID = try #require(fixture.model.path(of: stack).last)
    #expect(fixture.navigator.id(of: order) == orderID)
    fixture.model.screenDidAppear(orderID)
    #expect(completions == ["push success()"])
    // The second push is now waiting for its own view.
    #expect(fixture.model.inFlightStep != nil)
    #expect(throws: NavigationError.personActionUnavailable(action: "go back in stack \(stack)", reason: "a transition is in flight")) {
      try fixture.model.setPath([], of: stack)
    }
    try fixture.model.completeTransition()
    #expect(completions == ["push success()", "second push success()"])
    fixture.expectSnapshot("""
      stack
      ├─ List
      ├─ Order
      └─ Item
      """)
  }

  @Test("with a view attached, a dismissal completes when the dismissed screen's view disappears")
  func dismissalWaitsForDisappearance() throws {
    let fixture = ModelFixture()
    let home = NamedScreen("Home")
    let login = NamedScreen("Login")
    fixture.navigator.setRoot(.stack([home]))
    fixture.navigator.route(to: login, from: home, as: .modal(.formSheet))
    fixture.model.viewDidAttach()
    let loginID = try #require(fixture.navigator.id(of: login))
    var completions: [String] = []
    fixture.navigator.dismiss(login) { completions.append("dismiss \($0)") }
    #expect(completions == [])
    #expect(fixture.model.sheet(above: 0) == nil)
    fixture.model.screenDidAppear(loginID)
    #expect(completions == [])
    fixture.model.screenDidDisappear(loginID)
    #expect(completions == ["dismiss success()"])
    fixture.expectSnapshot("""
      stack
      └─ Home
      """)
  }

  @Test("when the last view detaches, the step in flight completes")
  func detachCompletes() {
    let fixture = ModelFixture()
    let list = NamedScreen("List")
    fixture.navigator.setRoot(.stack([list]))
    fixture.model.viewDidAttach()
    var completions: [String] = []
    fixture.navigator.route(to: NamedScreen("Order"), from: list, as: .push) { completions.append("push \($0)") }
    fixture.model.viewDidDetach()
    #expect(completions == ["push success()"])
    #expect(fixture.model.attachedViewCount == 0)
    #expect(throws: NavigationError.personActionUnavailable(action: "complete a transition", reason: "no transition is in flight")) {
      try fixture.model.completeTransition()
    }
  }

  @Test("a step UIKit would refuse fails with the headless host's error and changes nothing")
  func refusedStep() {
    let fixture = ModelFixture()
    let home = NamedScreen("Home")
    fixture.navigator.setRoot(.screen(home))
    var completions: [String] = []
    fixture.navigator.route(to: NamedScreen("Detail"), from: home, as: .push) { result in
      if case .failure(let error) = result { completions.append(error.description) }
    }
    #expect(completions == ["Cannot push 'Detail' from 'Home': 'Home' is not inside a navigation stack."])
    fixture.expectSnapshot("Home")
  }
}
