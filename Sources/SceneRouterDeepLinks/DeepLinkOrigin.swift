/// Where a URL comes from: the deep-link module's former name for `EntrySource`.
@available(*, deprecated, renamed: "EntrySource", message: "One type says where a route comes from: .external is .link, .internal is .app.")
public typealias DeepLinkOrigin = EntrySource

extension EntrySource {
  /// A URL from outside the app: `EntrySource.link`.
  @available(*, deprecated, renamed: "link")
  public static var external: EntrySource { .link }

  /// A URL the app built itself: `EntrySource.app`.
  @available(*, deprecated, renamed: "app")
  public static var `internal`: EntrySource { .app }
}
