/// An action of a presented alert as a host shows it: its title and role, without the value
/// the caller awaits.
public struct AlertButton: Equatable, Sendable, CustomStringConvertible {
  /// The button's title.
  public var title: String
  /// The action's role.
  public var role: AlertRole

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: The action's role.
  public init(_ title: String, role: AlertRole) {
    self.title = title
    self.role = role
  }

  /// `Delete (destructive)`, or the title alone for a plain action.
  public var description: String { role == .default ? title : "\(title) (\(role.rawValue))" }
}
