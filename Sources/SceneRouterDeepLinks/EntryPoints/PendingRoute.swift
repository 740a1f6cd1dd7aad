public import Foundation

/// A route that arrived and has not been shown yet, as it is saved across a relaunch: the
/// route, where it came from, when, and the version of the app's route format that wrote it.
public struct PendingRoute<Route: Hashable & Sendable & Codable>: Equatable, Sendable, Codable {
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

  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads a pending route written by ``encode(to:)``.
  ///
  /// - Parameters:
  ///   - decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    route = try container.decode(Route.self, forKey: "route")
    source = try container.decode(EntrySource.self, forKey: "source")
    receivedAt = try container.decode(Date.self, forKey: "receivedAt")
    version = try container.decode(Int.self, forKey: "version")
  }

  /// Writes the pending route as `{"route": …, "source": …, "receivedAt": …, "version": …}`.
  ///
  /// - Parameters:
  ///   - encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(route, forKey: "route")
    try container.encode(source, forKey: "source")
    try container.encode(receivedAt, forKey: "receivedAt")
    try container.encode(version, forKey: "version")
  }
}
