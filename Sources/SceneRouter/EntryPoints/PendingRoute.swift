public import Foundation

/// A route that arrived and has not been shown yet, as it is saved across a relaunch: the
/// route, where it came from, when, and the version of the app's route format that wrote it.
public struct PendingRoute<Route: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// The route.
  public var route: Route
  /// Where it came from.
  public var source: EntrySource
  /// When it arrived.
  public var receivedAt: Date
  /// The version of the app's route format that saved it.
  public var version: Int

  /// Creates a pending route.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - source: Where it came from.
  ///   - receivedAt: When it arrived.
  ///   - version: The version of the route format.
  public init(_ route: Route, source: EntrySource, receivedAt: Date, version: Int) {
    self.route = route
    self.source = source
    self.receivedAt = receivedAt
    self.version = version
  }
}
