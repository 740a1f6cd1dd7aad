/// What an alert's action does, which decides how it is shown (`UIAlertAction.Style`,
/// SwiftUI's `ButtonRole`).
public enum AlertRole: String, Hashable, Codable, Sendable {
  /// A plain action.
  case `default`
  /// Leaves things as they were; shown apart from the others.
  case cancel
  /// Changes or deletes data; shown in red.
  case destructive
}
