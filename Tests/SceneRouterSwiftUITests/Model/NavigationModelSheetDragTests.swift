@_spi(Hosting) import SceneRouter
import SceneRouterSwiftUI
import Testing

/// A person dragging a sheet is a change in flight: the navigator is busy from the first
/// touch until the person lets go, and hears a dismissal only when the drag completes.
@MainActor
@Suite("NavigationModel: dragging a sheet")
struct NavigationModelSheetDragTests {
  /// Home with a page sheet over it, and the order of everything that happens.
  private func sheetShown(refusing: Bool = false) -> (ModelFixture, OrderLog, LoggingScreen, LoggingScreen) {
    let fixture = ModelFixture()
    let log = OrderLog()
    let home = LoggingScreen("Home", log: log)
    fixture.navigator.setRoot(.stack([home]))
    let sheet = LoggingScreen("Sheet", refusesInteractiveDismissal: refusing, log: log)
    fixture.navigator.route(to: sheet, from: home, as: .modal(.pageSheet))
    log.clear()
    return (fixture, log, home, sheet)
  }

  @Test("a completed drag: the navigator is busy meanwhile, and a request made during it is planned after the sheet is gone")
  func completedDrag() throws {
    let (fixture, log, _, sheet) = sheetShown()
    try fixture.model.beginSheetDrag()
    #expect(fixture.navigator.isBusy)
    #expect(fixture.model.isGestureInProgress)
    fixture.navigator.route(to: LoggingScreen("Detail", log: log), from: sheet, as: .push) { log.add("push \($0)") }
    #expect(log.lines == ["Sheet willDisappear"])
    // The sheet is still shown while the person holds it.
    fixture.expectSnapshot("""
      stack
      └─ Home
      presented pageSheet:
      └─ Sheet
      """)
    try fixture.model.finishSheetDrag()
    #expect(log.lines == [
      "Sheet willDisappear", "Sheet didDisappear",
      "push failure('Sheet' is not on screen, so nothing can be routed from it.)",
    ])
    #expect(!fixture.navigator.isBusy)
    fixture.expectSnapshot("""
      stack
      └─ Home
      """)
  }

  @Test("a cancelled drag keeps the sheet, gives its screen its callbacks back, and the navigator hears no change")
  func cancelledDrag() throws {
    let (fixture, log, _, _) = sheetShown()
    var heard: [NavigationSnapshot] = []
    fixture.navigator.observe(log) { heard.append($0) }
    try fixture.model.beginSheetDrag()
    try fixture.model.cancelSheetDrag()
    #expect(log.lines == ["Sheet willDisappear", "Sheet willAppear", "Sheet didAppear"])
    #expect(heard == [])
    #expect(!fixture.navigator.isBusy)
    #expect(!fixture.model.isGestureInProgress)
    fixture.expectSnapshot("""
      stack
      └─ Home
      presented pageSheet:
      └─ Sheet
      """)
  }

  @Test("SwiftUI writing nil when the person lets go ends the drag they began")
  func nilWriteFinishesDrag() throws {
    let (fixture, log, _, _) = sheetShown()
    try fixture.model.beginSheetDrag()
    try fixture.model.setPresentation(nil, above: 0)
    #expect(log.lines == ["Sheet willDisappear", "Sheet didDisappear"])
    #expect(!fixture.model.isGestureInProgress)
    fixture.expectSnapshot("""
      stack
      └─ Home
      """)
  }

  @Test("a sheet whose screen refuses interactive dismissal cannot be dragged away: nothing changes, the navigator stays idle")
  func refusedDrag() {
    let (fixture, log, _, _) = sheetShown(refusing: true)
    let refusal = NavigationError.cannotDismissInteractively(screen: "Sheet", reason: "'Sheet' refuses interactive dismissal")
    #expect(throws: refusal) { try fixture.model.beginSheetDrag() }
    #expect(log.lines == [])
    #expect(!fixture.navigator.isBusy)
    #expect(!fixture.model.isGestureInProgress)
    fixture.expectSnapshot("""
      stack
      └─ Home
      presented pageSheet:
      └─ Sheet
      """)
  }

  @Test("while a sheet is dragged, other actions wait: a back tap and a second drag are refused")
  func actionsDuringDrag() throws {
    let (fixture, _, _, _) = sheetShown()
    try fixture.model.beginSheetDrag()
    #expect(throws: NavigationError.personActionUnavailable(action: "drag a sheet down", reason: "a sheet is being dragged")) {
      try fixture.model.beginSheetDrag()
    }
    #expect(throws: NavigationError.personActionUnavailable(action: "tap back", reason: "a sheet is being dragged")) {
      try fixture.model.tapBack()
    }
    try fixture.model.cancelSheetDrag()
    #expect(throws: NavigationError.personActionUnavailable(action: "cancel a sheet drag", reason: "no sheet is being dragged")) {
      try fixture.model.cancelSheetDrag()
    }
  }

  @Test("a full-screen cover cannot be dragged")
  func coverCannotBeDragged() {
    let fixture = ModelFixture()
    let home = NamedScreen("Home")
    fixture.navigator.setRoot(.stack([home]))
    fixture.navigator.route(to: NamedScreen("Player"), from: home, as: .modal(.fullScreen))
    #expect(throws: NavigationError.cannotDismissInteractively(
      screen: "Player", reason: "it is presented as fullScreen, which only a route can dismiss")) {
      try fixture.model.beginSheetDrag()
    }
    #expect(!fixture.navigator.isBusy)
  }
}
