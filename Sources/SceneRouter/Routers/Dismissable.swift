/// Something that removes its screen by force, whatever opened it.
@MainActor
public protocol Dismissable: AnyObject {
  /// Removes this router's root screen: its presentation is dismissed, or it is popped.
  ///
  /// - Parameter completion: Called once when done or refused.
  func dismiss(completion: Navigator.Completion?)
}

extension Dismissable {
  /// Removes this router's root screen by force, without waiting; a refusal goes to the
  /// navigator's ``Navigator/unhandledErrorHandler``.
  public func dismiss() {
    dismiss(completion: nil)
  }

  /// Removes this router's screen by force and returns once it is gone: the `async` form of
  /// ``dismiss(completion:)``.
  ///
  /// - Throws: ``NavigationError`` when nothing can remove it; nothing changed then.
  public func dismiss() async throws(NavigationError) {
    let result = await withCheckedContinuation { continuation in
      dismiss { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}
