/// One action of an ``Alert``: its title, its role and the value the caller receives when a
/// person chooses it.
public struct AlertAction<Value: Hashable & Sendable>: Equatable, Sendable, CustomStringConvertible {
  /// The button's title.
  public var title: String
  /// The action's role.
  public var role: AlertRole
  /// What the caller receives when a person chooses it; nil ends the alert as cancelled.
  public var value: Value?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: The action's role; `.default` by default.
  ///   - value: What the caller receives when a person chooses it; nil ends the alert as cancelled.
  public init(_ title: String, role: AlertRole = .default, value: Value?) {
    self.title = title
    self.role = role
    self.value = value
  }

  /// A plain action handing back `value`.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - value: What the caller receives.
  /// - Returns: The action.
  public static func `default`(_ title: String, _ value: Value) -> AlertAction {
    AlertAction(title, role: .default, value: value)
  }

  /// A destructive action handing back `value`.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - value: What the caller receives.
  /// - Returns: The action.
  public static func destructive(_ title: String, _ value: Value) -> AlertAction {
    AlertAction(title, role: .destructive, value: value)
  }

  /// A cancel action: choosing it ends the alert as cancelled, unless it hands back `value`.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - value: What the caller receives; nil by default.
  /// - Returns: The action.
  public static func cancel(_ title: String, _ value: Value? = nil) -> AlertAction {
    AlertAction(title, role: .cancel, value: value)
  }

  /// The action as a host shows it.
  package var button: AlertButton { AlertButton(title, role: role) }

  /// `Delete (destructive)`, or the title alone for a plain action.
  public var description: String { button.description }
}
