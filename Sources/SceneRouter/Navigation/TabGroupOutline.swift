/// How a sidebar-adaptable tab container arranges its tabs in groups, as steps, the state and
/// snapshots record it: a section's title and how many of the container's tabs, counted in
/// order, it holds.
///
/// ```swift
/// [TabGroupOutline(nil, count: 2), TabGroupOutline("Library", count: 2)]
/// ```
@_spi(Hosting)
public struct TabGroupOutline: Equatable, Codable, Sendable, CustomStringConvertible {
  /// The section's title; nil for tabs at the top level, outside any group.
  public var title: String?
  /// How many tabs the section holds.
  public var count: Int

  /// Creates an outline of one section.
  ///
  /// - Parameters:
  ///   - title: The section's title; nil for tabs at the top level.
  ///   - count: How many tabs it holds.
  public init(_ title: String?, count: Int) {
    self.title = title
    self.count = count
  }

  /// `Library: 2`, or `2` for tabs at the top level.
  public var description: String { title.map { "\($0): \(count)" } ?? "\(count)" }
}

extension TabGroupOutline {
  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads a group outline written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a value is missing or of another type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    title = try container.decodeIfPresent(String.self, forKey: "title")
    count = try container.decode(Int.self, forKey: "count")
  }

  /// Writes the group outline as `{"title": …, "count": …}`, without `title` when it has none.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encodeIfPresent(title, forKey: "title")
    try container.encode(count, forKey: "count")
  }
}
