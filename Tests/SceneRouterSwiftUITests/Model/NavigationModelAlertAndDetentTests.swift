@_spi(Hosting) import SceneRouter
import SceneRouterSwiftUI
import SceneRouterTestSupport
import Testing

/// What the SwiftUI views need for alerts and sheets with detents: the alert over a level,
/// the detents of a sheet, and the writes a person's tap or drag makes.
@MainActor
@Suite("NavigationModel: alerts and detents")
struct NavigationModelAlertAndDetentTests {
  /// Home in a stack, and an alert awaited over it with the results written to `results`.
  private func alertShown(
    style: AlertStyle = .alert, actions: [AlertAction<Int>] = [.destructive("Remove", 1), .cancel("Keep")]
  ) throws -> (ModelFixture, TestScreen, AlertScreen<Int>, Results) {
    let fixture = ModelFixture()
    let home = TestScreen("Home")
    fixture.navigator.setRoot(.stack([home]))
    let alert = AlertScreen(Alert("Remove the mug?", message: "It leaves your bag.", actions: actions, style: style))
    fixture.navigator.route(to: alert, from: home, as: .modal(alert.alert.presentationStyle))
    let results = Results()
    try fixture.navigator.result(of: alert, expecting: Int.self) { results.lines.append("\($0)") }
    return (fixture, home, alert, results)
  }

  @MainActor
  final class Results {
    var lines: [String] = []
  }

  @Test("an alert over the root is the model's alert over level 0, not a cover or a sheet")
  func alertOverLevel() throws {
    let (fixture, _, _, _) = try alertShown()
    let alert = try #require(fixture.model.alert(above: 0))
    #expect(alert.alertTitle == "Remove the mug?")
    #expect(alert.alertMessage == "It leaves your bag.")
    #expect(alert.buttons.map(\.description) == ["Remove (destructive)", "Keep (cancel)"])
    #expect(fixture.model.presentation(above: 0)?.style == .alert)
    #expect(fixture.model.fullScreenCover(above: 0) == nil)
    #expect(fixture.model.sheet(above: 0) == nil)
    #expect(fixture.model.alert(above: 1) == nil)
  }

  @Test("a button's action hands its value to the caller; the dismissal is the person's")
  func chooseAction() throws {
    let (fixture, _, _, results) = try alertShown()
    try fixture.model.chooseAlertAction(0, above: 0)
    #expect(results.lines == ["completed(1)"])
    #expect(fixture.model.alert(above: 0) == nil)
    fixture.expectSnapshot("""
      stack
      └─ Home
      """)
    #expect(throws: NavigationError.personActionUnavailable(action: "choose action 0 of an alert", reason: "nothing is presented over level 0")) {
      try fixture.model.chooseAlertAction(0, above: 0)
    }
    #expect(fixture.model.lastRefusedWrite?.action == "choose action 0 of an alert")
  }

  @Test("a confirmation dialog's added Cancel dismisses it as cancelled by the person")
  func dismissDialog() throws {
    let (fixture, _, _, results) = try alertShown(style: .confirmationDialog, actions: [.default("Copy Link", 3)])
    #expect(fixture.model.presentation(above: 0)?.style == .actionSheet)
    try fixture.model.dismissAlert(above: 0)
    #expect(results.lines == ["cancelled(removed by a person)"])
    fixture.expectSnapshot("""
      stack
      └─ Home
      """)
  }

  @Test("a sheet's detents and the one it rests at are read per level; a drag writes the navigator's state")
  func detents() throws {
    let fixture = ModelFixture()
    let home = TestScreen("Home")
    fixture.navigator.setRoot(.stack([home]))
    let filters = TestScreen("Filters")
    fixture.navigator.route(to: filters, from: home, as: .sheet([.height("peek", points: 120), .medium, .large], showsGrabber: true))
    #expect(fixture.model.sheetConfiguration(above: 0)?.detents.map(\.identifier) == ["peek", "medium", "large"])
    #expect(fixture.model.sheetConfiguration(above: 0)?.showsGrabber == true)
    #expect(fixture.model.selectedDetent(above: 0) == .height("peek", points: 120))
    #expect(fixture.model.sheet(above: 0)?.style == .pageSheet)
    var received: [String] = []
    fixture.navigator.addEventObserver { event in
      if case .received(let request) = event { received.append("\(request.origin): \(request.kind)") }
    }
    try fixture.model.setSelectedDetent("large", above: 0)
    #expect(received == ["person's action: rest Filters at large"])
    #expect(fixture.model.selectedDetent(above: 0) == .large)
    fixture.expectSnapshot("""
      stack
      └─ Home
      presented pageSheet [peek, medium, large] at large, grabber:
      └─ Filters
      """)
    #expect(throws: NavigationError.unknownDetent(screen: "Filters", detent: "tall", detents: ["peek", "medium", "large"])) {
      try fixture.model.setSelectedDetent("tall", above: 0)
    }
    #expect(fixture.model.lastRefusedWrite?.action == "drag the sheet to the detent 'tall'")
  }

  @Test("a write for a level that is not on top is refused")
  func notOnTop() throws {
    let fixture = ModelFixture()
    let home = TestScreen("Home")
    fixture.navigator.setRoot(.stack([home]))
    let filters = TestScreen("Filters")
    fixture.navigator.route(to: filters, from: home, as: .sheet([.medium, .large]))
    fixture.navigator.route(to: TestScreen("Cover"), from: filters, as: .modal(.fullScreen))
    #expect(throws: NavigationError.personActionUnavailable(
      action: "drag the sheet to the detent 'large'", reason: "another presentation is shown above it")) {
      try fixture.model.setSelectedDetent("large", above: 0)
    }
  }
}
