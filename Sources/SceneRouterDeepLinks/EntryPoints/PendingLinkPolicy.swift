/// What a `DeepLinkRouter` does with links that wait behind the one it is opening when a new
/// one arrives: keep them all, in order, or keep only the newest.
public enum PendingLinkPolicy: String, Hashable, Codable, Sendable {
  /// Every link waits its turn, in the order it arrived.
  case queue
  /// A new link drops the links still waiting (each ends `.dropped` with the reason); the one
  /// being opened finishes.
  case newestWins
}
