/// A screen that holds the result it hands back when a person removes it: an alert whose
/// action a person chose.
@MainActor
package protocol HandsBackResult: Screen {
  /// The value the caller awaiting the screen receives, if it has one.
  var handedBackResult: (any Sendable)? { get }
}
