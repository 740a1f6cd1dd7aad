public import Foundation

/// Turns an ``Entry`` into the app's route: a reader per source and kind where a URL does not
/// fit (a notification's payload, a shortcut type, an intent's target), and the app's link
/// table for every entry that carries a URL.
///
/// ```swift
/// var reader = EntryReader<AppRoute> { url, origin throws(DeepLinkError) in try table.route(for: url, origin: origin) }
/// reader.read(.notification, "order-shipped") { entry throws(DeepLinkError) in
///   guard let id = entry.payload["order"].flatMap(Int.init) else { throw .missingParameter("order") }
///   return .order(id)
/// }
/// reader.read(.shortcut, "com.shop.search") { _ in .search }
/// ```
@MainActor
public struct EntryReader<Route: Hashable & Sendable> {
  /// Reads one kind of entry.
  public typealias Read = @MainActor (Entry) throws(DeepLinkError) -> Route
  /// Reads a URL, such as a `DeepLinkTable`'s `route(for:origin:)`.
  public typealias ReadLink = @MainActor (URL, EntrySource) throws(DeepLinkError) -> Route

  private let readLink: ReadLink
  private var readers: [ReaderKey: Read] = [:]

  private struct ReaderKey: Hashable {
    var source: EntrySource
    var kind: String
  }

  /// Creates a reader that reads every entry with a URL through `links`.
  ///
  /// - Parameter links: Reads a URL into a route.
  public init(links: @escaping ReadLink) {
    readLink = links
  }

  /// Reads entries of one source and kind with `read`; it comes before the URL, if the entry
  /// has one. A second reader for the same source and kind replaces the first.
  ///
  /// - Parameters:
  ///   - source: The entries' source.
  ///   - kind: Their kind: an activity type, a notification's kind, a shortcut type, an
  ///     intent's target.
  ///   - read: Turns an entry into a route, or says why it cannot.
  public mutating func read(_ source: EntrySource, _ kind: String, _ read: @escaping Read) {
    readers[ReaderKey(source: source, kind: kind)] = read
  }

  /// The route an entry stands for.
  ///
  /// - Parameter entry: The entry.
  /// - Returns: Its route.
  /// - Throws: What the entry's reader or the link reader throws; `DeepLinkError.noReader(entry:)`
  ///   when no reader reads it and it has no URL.
  public func route(for entry: Entry) throws(DeepLinkError) -> Route {
    if let read = readers[ReaderKey(source: entry.source, kind: entry.kind)] { return try read(entry) }
    if let url = entry.url { return try readLink(url, entry.source) }
    throw .noReader(entry: entry.description)
  }
}
