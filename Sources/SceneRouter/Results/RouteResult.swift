/// What a routed screen handed back when it closed, or why it handed back nothing.
///
/// ```swift
/// switch try await router.route(to: picker, as: .modal(), expecting: Date.self) {
/// case .completed(let date): viewModel.dueDate = date
/// case .cancelled: break
/// }
/// ```
public enum RouteResult<Value: Sendable>: Sendable {
  /// The screen closed with this value.
  case completed(Value)
  /// The screen went away without a value.
  case cancelled(CancellationReason)

  /// The value, or nil when cancelled.
  public var value: Value? {
    if case .completed(let value) = self { return value }
    return nil
  }
}

extension RouteResult: Equatable where Value: Equatable {}
