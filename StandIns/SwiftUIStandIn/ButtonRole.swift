/// The stand-in for SwiftUI's `ButtonRole`: a value that describes the purpose of a button.
///
/// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, *)
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// A role that indicates a button that cancels an operation.
  ///
  /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole(name: "cancel")

  /// A role that indicates a destructive button.
  ///
  /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole(name: "destructive")
}
