/// Something that closes its screen the way it was opened: pops what was pushed,
/// dismisses what was presented, fades out what faded in.
@MainActor
public protocol Closable: AnyObject {
  /// Closes this router's root screen with the transition that opened it.
  ///
  /// - Parameter completion: Called once when done or refused.
  func close(completion: Navigator.Completion?)
}
