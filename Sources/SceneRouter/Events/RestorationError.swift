/// Why a saved navigation was not restored at all; the window's navigation is unchanged.
public enum RestorationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not a saved navigation (written by something else, or damaged).
  case unreadable(String)
  /// A newer version of the library wrote a format this one does not read.
  case schemaTooNew(saved: Int, newest: Int)
  /// The format is older than any this library still reads.
  case schemaTooOld(saved: Int, oldest: Int)
  /// The navigator refused the plan of the routes that fit; nothing of it was shown.
  case refused(NavigationError)

  /// A readable sentence.
  public var description: String {
    switch self {
    case .unreadable(let reason): "The saved navigation cannot be read: \(reason)."
    case .schemaTooNew(let saved, let newest):
      "The saved navigation is in format \(saved); this version reads formats up to \(newest)."
    case .schemaTooOld(let saved, let oldest):
      "The saved navigation is in format \(saved); this version reads formats from \(oldest)."
    case .refused(let error): "The restored routes could not be shown: \(error)"
    }
  }
}
