/// Why the simulated person could not do something.
public struct UIKitSimulatorError: Error, Equatable, CustomStringConvertible {
  /// What was attempted, such as `swipe back`.
  public var action: String
  /// Why it could not happen.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - action: What was attempted.
  ///   - reason: Why it could not happen.
  public init(_ action: String, _ reason: String) {
    self.action = action
    self.reason = reason
  }

  /// `Cannot swipe back: no navigation bar is visible.`
  public var description: String { "Cannot \(action): \(reason)." }
}
