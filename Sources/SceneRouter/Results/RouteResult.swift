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

/// Why a routed screen handed back no value.
public enum CancellationReason: String, Hashable, Codable, Sendable, CustomStringConvertible {
  /// Its router closed it without a value.
  case closedWithoutResult
  /// Another route removed it: a dismissal below it, a new root, a pop past it.
  case removedByRoute
  /// A person removed it: swiped back, tapped back, pulled the sheet down, re-tapped the tab.
  case removedByPerson
  /// The navigator that showed it was released.
  case navigatorReleased

  /// A phrase such as `closed without a result`.
  public var description: String {
    switch self {
    case .closedWithoutResult: "closed without a result"
    case .removedByRoute: "removed by another route"
    case .removedByPerson: "removed by a person"
    case .navigatorReleased: "the navigator was released"
    }
  }
}
