#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

/// An app's own sheet delegate: writes the detent a sheet rests at each time its delegate
/// hears that a person dragged it to another.
@MainActor
final class DetentRecorder: NSObject, UISheetPresentationControllerDelegate {
  private(set) var heard: [String] = []
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
    heard.append(sheet.selectedDetentIdentifier?.rawValue ?? "none")
  }
}

#endif
