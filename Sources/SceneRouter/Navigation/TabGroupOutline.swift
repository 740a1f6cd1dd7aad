/// How a sidebar-adaptable tab container arranges its tabs in groups, as steps, the state and
/// snapshots record it: a section's title and how many of the container's tabs, counted in
/// order, it holds.
///
/// ```swift
/// [TabGroupOutline(nil, count: 2), TabGroupOutline("Library", count: 2)]
/// ```
@_spi(Hosting)
public struct TabGroupOutline: Hashable, Codable, Sendable, CustomStringConvertible {
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
