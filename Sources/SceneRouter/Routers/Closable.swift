/// Something that closes its screen the way it was opened: pops what was pushed,
/// dismisses what was presented, fades out what faded in.
///
/// A view model that only closes its screen holds its router as `any Closable`, closes it
/// from a button handler as article 002 does, and can hand a value back to whoever opened it:
///
/// ```swift
/// final class EditNameViewModel {
///   private let router: any Closable
///   func cancel() { router.close() }
///   func save() { router.close(returning: name) }
/// }
/// ```
///
/// `close()` starts the transition and returns; a refusal goes to the navigator's
/// ``Navigator/unhandledErrorHandler``. To wait until the screen is gone, or to handle the
/// refusal yourself, write `try await router.close()` in asynchronous code: one act, one
/// name, in the two forms Foundation pairs.
@MainActor
public protocol Closable: AnyObject {
  /// Closes this router's root screen with the transition that opened it.
  ///
  /// - Parameter completion: Called once when done or refused.
  func close(completion: Navigator.Completion?)

  /// Closes this router's root screen and hands `value` to whoever awaits its result
  /// (``Router/route(to:as:expecting:)``).
  ///
  /// - Parameters:
  ///   - value: The result; refused with ``NavigationError/Code/resultTypeMismatch``
  ///     when the opener awaits another type.
  ///   - completion: Called once when done or refused.
  func close<Value: Sendable>(returning value: Value, completion: Navigator.Completion?)
}

extension Closable {
  /// Closes this router's root screen with the transition that opened it, without waiting;
  /// a refusal goes to the navigator's ``Navigator/unhandledErrorHandler``.
  public func close() {
    close(completion: nil)
  }

  /// Closes this router's root screen and hands `value` to whoever awaits its result, without
  /// waiting; a refusal goes to the navigator's ``Navigator/unhandledErrorHandler``.
  ///
  /// - Parameter value: The result.
  public func close<Value: Sendable>(returning value: Value) {
    close(returning: value, completion: nil)
  }

  /// Closes this router's screen and returns once it is gone: the `async` form of
  /// ``close(completion:)``.
  ///
  /// - Throws: ``NavigationError`` when it cannot be closed; nothing changed then.
  public func close() async throws(NavigationError) {
    let result = await withCheckedContinuation { continuation in
      close { continuation.resume(returning: $0) }
    }
    try result.get()
  }

  /// Deprecated: the awaited form of closing has the same name as the act.
  /// Closes this router's root screen, hands `value` to whoever awaits its result, and
  /// returns once the screen is gone: the `async` form of ``close(returning:completion:)``.
  ///
  /// ```swift
  /// func save() async throws(NavigationError) { try await router.close(returning: name) }
  /// ```
  ///
  /// - Parameter value: The result.
  /// - Throws: ``NavigationError`` when it cannot be closed; nothing changed then, and nobody
  ///   receives `value`.
  public func close<Value: Sendable>(returning value: Value) async throws(NavigationError) {
    let result = await withCheckedContinuation { continuation in
      close(returning: value) { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}
