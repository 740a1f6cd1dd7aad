/// How an ``Alert`` is shown.
public enum AlertStyle: String, Hashable, Codable, Sendable {
  /// A centred alert: `UIAlertController.Style.alert`, SwiftUI's `alert`.
  case alert
  /// A confirmation dialog rising from the bottom (a popover on iPad):
  /// `UIAlertController.Style.actionSheet`, SwiftUI's `confirmationDialog`.
  case confirmationDialog
}
