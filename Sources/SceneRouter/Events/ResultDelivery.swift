/// How an awaited result reached its caller, without the value itself.
///
/// Events never carry a screen's result: it may hold personal data (a signed-in
/// account, a chosen address). They say only whether a value came back, or why not.
public enum ResultDelivery: Equatable, Sendable, CustomStringConvertible {
  /// The screen closed with a value, handed to the caller.
  case value
  /// The screen went away without a value, for this reason.
  case cancelled(CancellationReason)

  /// `a value` or `cancelled (removed by a person)`.
  public var description: String {
    switch self {
    case .value: "a value"
    case .cancelled(let reason): "cancelled (\(reason))"
    }
  }
}
