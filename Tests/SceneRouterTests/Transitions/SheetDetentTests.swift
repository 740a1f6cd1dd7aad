import Foundation
import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Sheets with detents: the configuration travels with the transition, the selected detent is
/// navigation state, and a person's drag to another detent is a person's action.
@MainActor
@Suite("Sheet detents")
struct SheetDetentTests {
  let host = HeadlessHost()
  let navigator: Navigator
  let home = TestScreen("Home")

  init() {
    navigator = Navigator(host: host)
    navigator.setRoot(.stack([home]))
  }

  private func openFilters(_ transition: Transition) -> [String] {
    var failures: [String] = []
    navigator.route(to: TestScreen("Filters"), from: home, as: transition) {
      if case .failure(let error) = $0 { failures.append(error.description) }
    }
    return failures
  }

  @Test("a sheet with detents shows them, and the one it rests at, in both snapshots")
  func presented() {
    let transition = Transition.sheet(
      [.medium, .large, .height("peek", points: 120)], selected: .medium, showsGrabber: true, largestUndimmed: .medium)
    #expect(transition.description == "modal(pageSheet, [medium, large, peek] at medium, grabber, undimmed up to medium)")
    #expect(openFilters(transition) == [])
    #expect(
      navigator.snapshot.description == """
        stack
        └─ Home
        presented pageSheet [medium, large, peek] at medium, grabber, undimmed up to medium:
        └─ Filters
        """)
    #expect(host.snapshot == navigator.snapshot)
    #expect(host.topSheet?.selected == "medium")
  }

  @Test("a person's drag to another detent is state, reported as a person's action with its event")
  func drag() throws {
    _ = openFilters(.sheet([.medium, .large], selected: .medium))
    var received: [String] = []
    navigator.addEventObserver { event in
      if case .received(let request) = event { received.append("\(request.origin): \(request.kind)") }
    }
    try host.dragSheet(toDetent: "large")
    #expect(navigator.snapshot.presented.first?.sheet?.selected == "large")
    #expect(host.snapshot == navigator.snapshot)
    #expect(received == ["person's action: rest Filters at large"])
    try host.dragSheet(toDetent: "large")  // let go where it rests: nothing changes
    #expect(received.count == 1)
    #expect(throws: NavigationError.unknownDetent(screen: "Filters", detent: "peek", detents: ["medium", "large"])) {
      try host.dragSheet(toDetent: "peek")
    }
    #expect(navigator.snapshot.presented.first?.sheet?.selected == "large")
  }

  @Test("detents that cannot be used are refused with the reason, and nothing changes")
  func refused() throws {
    #expect(openFilters(.sheet([])) == ["Invalid transition: a sheet needs at least one detent."])
    #expect(openFilters(.sheet([.medium, .medium])) == ["Invalid transition: a sheet's detents need distinct identifiers."])
    #expect(
      openFilters(.sheet([.height("peek", points: 0)]))
        == ["Invalid transition: the detent 'peek' needs a height above 0 points."])
    #expect(
      openFilters(.sheet([.medium], selected: .large))
        == ["Invalid transition: the selected detent 'large' is not one of the sheet's."])
    var fullScreen = Transition.sheet([.medium])
    fullScreen.kind = .modal(.fullScreen, inNavigation: false)
    #expect(
      openFilters(fullScreen) == ["Invalid transition: detents apply to a sheet, not to a presentation as fullScreen."])
    #expect(navigator.snapshot == NavigationSnapshot(root: .stack([.screen("Home")])))
    #expect(throws: NavigationError.personActionUnavailable(
      action: "drag the sheet to the detent 'large'", reason: "no sheet with detents is shown")) {
      try host.dragSheet(toDetent: "large")
    }
  }

  @Test("the selected detent survives encoding and restores with the snapshot")
  func restored() throws {
    _ = openFilters(.sheet([.medium, .fraction("third", 0.33)], selected: .medium, showsGrabber: true))
    try host.dragSheet(toDetent: "third")
    let data = try JSONEncoder().encode(navigator.snapshot)
    let decoded = try JSONDecoder().decode(NavigationSnapshot.self, from: data)
    #expect(decoded == navigator.snapshot)

    let other = HeadlessHost()
    let restored = Navigator(host: other)
    let plan = try NavigationPlan(restoring: decoded) { name, _ in TestScreen(name) }
    restored.perform(plan)
    #expect(restored.snapshot == decoded)
    #expect(other.snapshot == decoded)
    #expect(other.topSheet?.selected == "third")
  }
}
