#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Testing

/// The stand-in's alert controller and sheet presentation controller behave as Apple's pages
/// describe, and its person taps alert actions and drags sheets the way UIKit reports them.
@MainActor
@Suite("UIKit stand-in: alerts and sheets with detents")
struct StandInAlertAndSheetTests {
  /// A window showing Home, its simulated person, and what the controllers heard.
  @MainActor
  private final class Device {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let simulator: UIKitSimulator
    let log = CallLog()
    let home: TestViewController

    init() {
      simulator = UIKitSimulator(window: window)
      home = TestViewController("Home", log: log)
      window.rootViewController = home
      window.makeKeyAndVisible()
      log.clear()
    }

    isolated deinit { simulator.disconnectScene() }
  }

  @Test("an alert keeps its presenter's view; a tapped action's handler runs once the alert is dismissed")
  func alertAction() throws {
    let device = Device()
    let alert = UIAlertController(title: "Remove?", message: "It leaves your bag.", preferredStyle: .alert)
    var handled: [String] = []
    alert.addAction(UIAlertAction(title: "Remove", style: .destructive) { action in
      handled.append("\(action.title ?? "") handled, presented: \(device.home.presentedViewController == nil ? "none" : "alert")")
    })
    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
    alert.addAction(UIAlertAction(title: "Second Cancel", style: .cancel))
    // UIKit raises for the second cancel action; the stand-in records it and adds nothing.
    #expect(alert.actions.map(\.title) == ["Remove", "Keep"])
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    device.home.present(alert, animated: true)
    #expect(device.log.lines == [])
    #expect(alert.presentingViewController === device.home)
    #expect(throws: UIKitSimulatorError("pull down a sheet", "the top-most presentation is not a sheet")) {
      try device.simulator.pullDownSheet()
    }
    #expect(throws: UIKitSimulatorError("tap action 2 of an alert", "the alert has 2 actions")) {
      try device.simulator.tapAlertAction(2)
    }
    try device.simulator.tapAlertAction(0)
    #expect(handled == ["Remove handled, presented: none"])
    #expect(device.log.lines == [])
    #expect(throws: UIKitSimulatorError("tap action 0 of an alert", "no alert is shown")) {
      try device.simulator.tapAlertAction(0)
    }
  }

  @Test("a disabled action cannot be tapped; an action sheet is a popover anchored where the app says")
  func disabledAndActionSheet() throws {
    let device = Device()
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    let copy = UIAlertAction(title: "Copy", style: .default)
    copy.isEnabled = false
    sheet.addAction(copy)
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(sheet.popoverPresentationController != nil)
    #expect(sheet.sheetPresentationController == nil)
    sheet.popoverPresentationController?.sourceView = device.home.view
    #expect(sheet.popoverPresentationController?.sourceView === device.home.view)
    device.home.present(sheet, animated: false)
    #expect(throws: UIKitSimulatorError("tap action 0 of an alert", "the action is disabled")) {
      try device.simulator.tapAlertAction(0)
    }
    #expect(device.home.presentedViewController === sheet)
  }

  @Test("a page or form sheet has a sheet presentation controller; a full-screen presentation has none")
  func sheetPresentationControllers() {
    let styles: [UIModalPresentationStyle] = [.pageSheet, .formSheet, .automatic, .fullScreen, .overFullScreen]
    let kinds = styles.map { style -> String in
      let controller = UIViewController()
      controller.modalPresentationStyle = style
      if controller.sheetPresentationController != nil { return "sheet" }
      return controller.presentationController == nil ? "none" : "plain"
    }
    #expect(kinds == ["sheet", "sheet", "sheet", "plain", "plain"])
    let sheet = UIViewController().sheetPresentationController
    #expect(sheet?.detents.map(\.identifier) == [.large])
    #expect(sheet?.selectedDetentIdentifier == nil)
    #expect(sheet?.prefersGrabberVisible == false)
    #expect(sheet?.largestUndimmedDetentIdentifier == nil)
  }

  @Test("a person's drag to another detent changes the selection and tells the delegate; code setting it tells nobody")
  func drag() throws {
    let device = Device()
    let filters = TestViewController("Filters", log: device.log)
    filters.modalPresentationStyle = .pageSheet
    let delegate = DetentRecorder()
    let peek = UISheetPresentationController.Detent.Identifier("peek")
    let sheet = try #require(filters.sheetPresentationController)
    sheet.delegate = delegate
    sheet.detents = [.medium(), .large(), .custom(identifier: peek) { _ in 120 }]
    device.home.present(filters, animated: false)
    device.log.clear()
    #expect(device.simulator.restingDetent(of: sheet) == peek)
    try device.simulator.dragSheet(toDetent: peek)
    #expect(delegate.heard == [])
    try device.simulator.dragSheet(toDetent: .large)
    #expect(sheet.selectedDetentIdentifier == .large)
    sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
    #expect(device.simulator.animatedChangeCount(of: sheet) == 1)
    #expect(delegate.heard == ["com.apple.UIKit.large"])
    #expect(throws: UIKitSimulatorError("drag the sheet to the detent 'tall'", "the sheet's detents are com.apple.UIKit.medium, com.apple.UIKit.large, peek")) {
      try device.simulator.dragSheet(toDetent: UISheetPresentationController.Detent.Identifier(rawValue: "tall"))
    }
    #expect(device.log.lines == [])
    #expect(UISheetPresentationController.Detent.custom { _ in 10 }.identifier != .medium)
  }

  @Test("no sheet on top, no drag")
  func noSheet() {
    let device = Device()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    device.home.present(cover, animated: false)
    #expect(throws: UIKitSimulatorError("drag the sheet to the detent 'com.apple.UIKit.large'", "no sheet is on top")) {
      try device.simulator.dragSheet(toDetent: .large)
    }
  }
}

#endif
