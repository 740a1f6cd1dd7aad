/// Something that closes its screen the way it was opened: pops what was pushed,
/// dismisses what was presented, fades out what faded in.
///
/// A view model that only closes its screen holds its router as `any Closable` and can
/// still hand a value back to whoever opened it:
///
/// ```swift
/// final class EditNameViewModel {
///   private let router: any Closable
///   func save() { router.close(returning: name, completion: nil) }
/// }
/// ```
@MainActor
public protocol Closable: AnyObject {
  /// Closes this router's root screen with the transition that opened it.
  ///
  /// - Parameter completion: Called once when done or refused.
  func close(completion: Navigator.Completion?)

  /// Closes this router's root screen and hands `value` to whoever awaits its result
  /// (``Router/show(_:as:expecting:)``).
  ///
  /// - Parameters:
  ///   - value: The result; refused with ``NavigationError/resultTypeMismatch(expected:actual:)``
  ///     when the opener awaits another type.
  ///   - completion: Called once when done or refused.
  func close<Value: Sendable>(returning value: Value, completion: Navigator.Completion?)
}

extension Closable {
  /// Closes this router's screen and waits until it is gone.
  ///
  /// - Throws: ``NavigationError`` when it cannot be closed; nothing changed then.
  public func close() async throws(NavigationError) {
    let result = await withCheckedContinuation { continuation in
      close { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}
