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

/// `UIKitHost` configures `UISheetPresentationController` with a sheet's detents, rests it at
/// another with `animateChanges`, and hears a person's drag through the sheet's delegate.
@MainActor
@Suite("UIKitHost: sheets with detents")
struct UIKitHostSheetDetentTests {
  /// An app showing Home in a stack, with Filters presented as a sheet with detents.
  private func filtersApp(_ transition: Transition) throws -> (UIKitTestApp, TestViewController, UISheetPresentationController) {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let filters = app.screen("Filters")
    app.navigator.route(to: filters, from: home, as: transition)
    let sheet = try #require(filters.sheetPresentationController)
    app.log.clear()
    return (app, filters, sheet)
  }

  @Test("the sheet presentation controller gets the detents, the selected one, the grabber and the undimmed detent")
  func configured() throws {
    let (app, filters, sheet) = try filtersApp(
      .sheet([.height("peek", points: 120), .medium, .large], selected: .medium, showsGrabber: true, largestUndimmed: .medium))
    #expect(filters.modalPresentationStyle == .pageSheet)
    #expect(sheet.detents.map(\.identifier.rawValue) == ["peek", "com.apple.UIKit.medium", "com.apple.UIKit.large"])
    #expect(sheet.selectedDetentIdentifier == .medium)
    #expect(sheet.prefersGrabberVisible)
    #expect(sheet.largestUndimmedDetentIdentifier == .medium)
    app.expectScreens("""
      stack
      └─ Home
      presented pageSheet [peek, medium, large] at medium, grabber, undimmed up to medium:
      └─ Filters
      """)
  }

  @Test("a person's drag is the navigator's selectDetent, with its event; the app's own sheet delegate hears it too")
  func drag() throws {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let filters = app.screen("Filters")
    let appDelegate = DetentRecorder()
    filters.modalPresentationStyle = .pageSheet
    filters.sheetPresentationController?.delegate = appDelegate
    app.navigator.route(to: filters, from: home, as: .sheet([.medium, .fraction("most", 0.9)], selected: .medium))
    app.log.clear()
    var received: [String] = []
    app.navigator.addEventObserver { event in
      if case .received(let request) = event { received.append("\(request.origin): \(request.kind)") }
    }
    try app.device.dragSheet(toDetent: UISheetPresentationController.Detent.Identifier("most"))
    #expect(received == ["person's action: rest Filters at most"])
    #expect(appDelegate.heard == ["most"])
    #expect(app.log.lines == [])
    app.expectScreens("""
      stack
      └─ Home
      presented pageSheet [medium, most] at most:
      └─ Filters
      """)
  }

  @Test("a selectDetent step rests the sheet there inside animateChanges, and tells no delegate")
  func routedStep() throws {
    let (app, filters, sheet) = try filtersApp(.sheet([.medium, .large]))
    let id = try #require(app.navigator.id(of: filters))
    var results: [String] = []
    app.host.perform(.selectDetent(sheet: id, detent: "large"), screens: ScreenLookup()) { results.append("\($0)") }
    app.host.perform(.selectDetent(sheet: id, detent: "peek"), screens: ScreenLookup()) {
      if case .failure(let error) = $0 { results.append(error.description) }
    }
    #expect(results == ["success()", "Invalid transition: 'Filters' has no detent 'peek'; its detents are medium, large."])
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(app.device.animatedChangeCount(of: sheet) == 1)
    #expect(app.host.snapshot.presented.first?.sheet?.selected == "large")
  }

  @Test("a sheet without detents keeps UIKit's defaults and shows no detents in the snapshot")
  func plainSheet() throws {
    let (app, _, sheet) = try filtersApp(.modal(.pageSheet))
    #expect(sheet.detents.map(\.identifier) == [.large])
    #expect(app.host.snapshot.presented.first?.sheet == nil)
    #expect(app.host.snapshot == app.navigator.snapshot)
  }
}

#endif
