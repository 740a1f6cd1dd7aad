public import SceneRouter

/// The navigator became idle without the condition a test waited for holding.
///
/// Thrown by `Navigator.waitUntil(_:)`: nothing was in flight and nothing was
/// queued, so nothing the navigator would do next could make the condition hold. It prints
/// what was shown then:
///
/// ```
/// The navigator became idle without the condition holding. It shows:
///
///   stack
///   ├─ Inbox
///   └─ Message
/// ```
public struct NavigationWaitError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the navigator showed when it became idle.
  public let snapshot: NavigationSnapshot

  /// Creates the error for a navigator that shows `snapshot`.
  ///
  /// - Parameter snapshot: What the navigator shows.
  package init(snapshot: NavigationSnapshot) {
    self.snapshot = snapshot
  }

  /// The failure, followed by the tree shown, indented.
  public var description: String {
    let tree = snapshot.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    return "The navigator became idle without the condition holding. It shows:\n\n" + tree.joined(separator: "\n")
  }
}
