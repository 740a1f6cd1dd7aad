/// What a restoration brought back and what it left out, each with its reason.
public struct RestorationReport<Route: Hashable & Sendable>: Equatable, Sendable, CustomStringConvertible {
  /// The routes restored, bottom first.
  public var restored: [Route]
  /// The saved routes left out, bottom first.
  public var dropped: [DroppedRoute]
  /// The version of the route table that saved the navigation.
  public var savedRouteTableVersion: Int

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - restored: The routes restored.
  ///   - dropped: The saved routes left out.
  ///   - savedRouteTableVersion: The version of the route table that saved them.
  package init(restored: [Route], dropped: [DroppedRoute], savedRouteTableVersion: Int) {
    self.restored = restored
    self.dropped = dropped
    self.savedRouteTableVersion = savedRouteTableVersion
  }

  /// Whether every saved route came back.
  public var isComplete: Bool { dropped.isEmpty }

  /// A line per part: what came back, then each dropped route with its reason.
  public var description: String {
    var lines = ["Restored \(restored.count) of \(restored.count + dropped.count) routes (saved by route table \(savedRouteTableVersion))."]
    lines += dropped.map { "Dropped \($0)." }
    return lines.joined(separator: "\n")
  }
}
