/// Whether a route may be opened from outside the app.
///
/// A URL matched from any source but `EntrySource.app` (a link, a notification, ...) never
/// reaches an ``internalOnly`` route: the matcher skips it and, when nothing else matches,
/// throws ``DeepLinkError/notExposed(pattern:)``.
public enum DeepLinkExposure: Sendable, Hashable {
  /// The route may be opened by a link from outside the app (a universal link, a custom scheme).
  case external
  /// The route may be opened only by the app itself.
  case internalOnly
}
