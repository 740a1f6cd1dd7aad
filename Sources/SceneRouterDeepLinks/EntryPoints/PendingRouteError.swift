/// Why a saved pending route is not opened after a relaunch; it is then cleared.
public enum PendingRouteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The saved bytes are not a pending route (written by something else, or damaged).
  case unreadable(String)
  /// An app whose route format has another version saved it.
  case otherVersion(saved: Int, current: Int)
  /// It waited longer than the app allows.
  case expired(ageInSeconds: Int, limit: Int)

  /// A readable sentence.
  public var description: String {
    switch self {
    case .unreadable(let reason): "The saved route cannot be read: \(reason)."
    case .otherVersion(let saved, let current):
      "The saved route was written in route format \(saved); this app reads format \(current)."
    case .expired(let age, let limit): "The saved route waited \(age) s, more than the \(limit) s allowed."
    }
  }
}
