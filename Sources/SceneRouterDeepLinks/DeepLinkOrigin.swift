/// Where a URL comes from: outside the app, or the app itself.
///
/// Pass ``external`` for everything the system hands the app (universal links,
/// custom-scheme URLs, notifications); pass ``internal`` only for links the app builds itself.
public enum DeepLinkOrigin: Sendable, Hashable {
  /// The URL comes from outside the app; internal-only routes are out of reach.
  case external
  /// The URL comes from the app itself; every route is in reach.
  case `internal`
}
