public import SceneRouter

/// A binding write the ``NavigationModel`` reverted: what a person tried, and why it was refused.
///
/// SwiftUI writes a binding when a person acts (drags a sheet down, swipes back). When
/// the navigator would refuse the change, such as a sheet whose screen refuses
/// interactive dismissal, the model keeps its values, so the view shows them again, and
/// records the refusal here.
public struct RefusedWrite: Hashable, Sendable, CustomStringConvertible {
  /// What the person tried, such as `dismiss the sheet 'Login'`.
  public var action: String
  /// Why it was refused.
  public var error: NavigationError

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - action: What the person tried.
  ///   - error: Why it was refused.
  public init(action: String, error: NavigationError) {
    self.action = action
    self.error = error
  }

  /// The refusal's sentence, such as `'Login' cannot be pulled down: 'Login' refuses interactive dismissal.`
  public var description: String { error.description }
}
