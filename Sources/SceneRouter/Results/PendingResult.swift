/// A caller awaiting what a routed screen hands back; resumed exactly once.
@MainActor
final class PendingResult {
  let expectedType: String
  private let accepts: (any Sendable) -> Bool
  private var resumeBody: ((any Sendable)?, CancellationReason) -> Void
  private var isResumed = false
  /// Set while a close of the screen is being performed: the value to hand back, or
  /// nil for a close without a value.
  var closing: Closing?

  struct Closing {
    var value: (any Sendable)?
  }

  init<Value: Sendable>(_ type: Value.Type, resume: @escaping ((any Sendable)?, CancellationReason) -> Void) {
    expectedType = String(describing: type)
    accepts = { $0 is Value }
    resumeBody = resume
  }

  /// A pending result that hands `body` a typed ``RouteResult``: the value when the screen
  /// closes with one of the awaited type, otherwise why there is none.
  convenience init<Value: Sendable>(delivering body: @escaping @MainActor (RouteResult<Value>) -> Void) {
    self.init(Value.self) { value, reason in
      if let value, let value = value as? Value { body(.completed(value)) } else { body(.cancelled(reason)) }
    }
  }

  func accepts(_ value: any Sendable) -> Bool { accepts(value) }

  /// Resumes the caller, with the closing value if there is one.
  func resumeOnRemoval(reason: CancellationReason) {
    if let closing {
      resume(closing.value, closing.value == nil ? .closedWithoutResult : reason)
    } else {
      resume(nil, reason)
    }
  }

  /// How ``resumeOnRemoval(reason:)`` would resume the caller, for events (never the value).
  func delivery(onRemoval reason: CancellationReason) -> ResultDelivery {
    guard let closing else { return .cancelled(reason) }
    return closing.value == nil ? .cancelled(.closedWithoutResult) : .value
  }

  func resume(_ value: (any Sendable)?, _ reason: CancellationReason) {
    guard !isResumed else { return }
    isResumed = true
    resumeBody(value, reason)
    resumeBody = { _, _ in }
  }
}
