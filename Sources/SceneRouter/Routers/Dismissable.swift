/// Something that removes its screen by force, whatever opened it.
@MainActor
public protocol Dismissable: AnyObject {
  /// Removes this router's root screen: its presentation is dismissed, or it is popped.
  ///
  /// - Parameter completion: Called once when done or refused.
  func dismiss(completion: Navigator.Completion?)
}
