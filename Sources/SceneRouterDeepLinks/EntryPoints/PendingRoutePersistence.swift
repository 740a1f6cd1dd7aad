public import Foundation

/// Saves the route a `DeepLinkRouter` has not shown yet, so that it survives a relaunch, and
/// reads it back on the next launch: versioned, so a route written by an older format is
/// dropped with a reason instead of being misread.
///
/// ```swift
/// let saved = PendingRoutePersistence<AppRoute>(store: UserDefaultsPendingRouteStore(), version: 2)
/// links.persistPendingRoutes(in: saved)
/// // On launch, once the window is up:
/// if let outcome = await links.openSavedRoute() { log(outcome) }
/// ```
@MainActor
public struct PendingRoutePersistence<Route: Hashable & Sendable & Codable> {
  /// Where the bytes are kept.
  public let store: any PendingRouteStore
  /// The version of the app's route format: raise it when a route changes so that an old
  /// saved one no longer decodes as the app means it.
  public let version: Int
  /// How long a saved route stays worth opening, in seconds; nil for no limit.
  public let maximumAge: TimeInterval?
  /// The clock, for tests.
  let now: @MainActor () -> Date

  /// Creates a persistence.
  ///
  /// - Parameters:
  ///   - store: Where the bytes are kept.
  ///   - version: The version of the route format.
  ///   - maximumAge: How long a saved route stays worth opening, in seconds; nil for no limit.
  public init(store: any PendingRouteStore, version: Int, maximumAge: TimeInterval? = nil) {
    self.init(store: store, version: version, maximumAge: maximumAge, now: { Date() })
  }

  /// Creates a persistence with its own clock, for tests.
  package init(
    store: any PendingRouteStore, version: Int, maximumAge: TimeInterval?, now: @escaping @MainActor () -> Date
  ) {
    self.store = store
    self.version = version
    self.maximumAge = maximumAge
    self.now = now
  }

  /// The header every saved route starts with: read first, so a route written in another
  /// format is recognised by its version before its body is decoded.
  private struct Header: Decodable {
    var version: Int

    init(from decoder: any Decoder) throws {
      version = try decoder.container(keyedBy: CodingName.self).decode(Int.self, forKey: "version")
    }
  }

  /// Saves a route as pending, or clears the store with nil.
  ///
  /// - Parameters:
  ///   - route: The route; nil to clear.
  ///   - source: Where it came from.
  public func save(_ route: Route?, source: EntrySource) {
    guard let route else { return store.savePendingRoute(nil) }
    let pending = PendingRoute(route, source: source, receivedAt: now(), version: version)
    // A route that cannot be encoded is not kept: the store is cleared, never left stale.
    store.savePendingRoute(try? JSONEncoder().encode(pending))
  }

  /// Reads the saved route, if any, and clears the store: a saved route is opened at most once.
  ///
  /// - Returns: The route, or nil when nothing is saved.
  /// - Throws: ``PendingRouteError`` when the saved bytes are not a route this app reads now.
  public func take() throws(PendingRouteError) -> PendingRoute<Route>? {
    guard let data = store.loadPendingRoute() else { return nil }
    store.savePendingRoute(nil)
    return try Self.decode(data, version: version, maximumAge: maximumAge, now: now())
  }

  /// Decodes saved bytes as a pending route of this version.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - version: The version the app reads.
  ///   - maximumAge: The age limit, in seconds; nil for none.
  ///   - now: The time now.
  /// - Returns: The route.
  /// - Throws: ``PendingRouteError`` with the reason.
  static func decode(
    _ data: Data, version: Int, maximumAge: TimeInterval?, now: Date
  ) throws(PendingRouteError) -> PendingRoute<Route> {
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw .unreadable("it is not a saved route")
    }
    guard header.version == version else { throw .otherVersion(saved: header.version, current: version) }
    let pending: PendingRoute<Route>
    do {
      pending = try decoder.decode(PendingRoute<Route>.self, from: data)
    } catch {
      throw .unreadable("its route does not decode as format \(version)")
    }
    if let maximumAge {
      let age = now.timeIntervalSince(pending.receivedAt)
      guard age.isFinite, age <= maximumAge else {
        throw .expired(ageInSeconds: Self.wholeSeconds(age), limit: Self.wholeSeconds(maximumAge))
      }
    }
    return pending
  }

  /// Seconds as a whole number, `Int.max` for what does not fit.
  private static func wholeSeconds(_ seconds: TimeInterval) -> Int {
    guard seconds.isFinite, abs(seconds) < 9.0e18 else { return Int.max }
    return Int(seconds.rounded())
  }
}
