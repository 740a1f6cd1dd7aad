extension NavigationSnapshot {
  /// A screen as a snapshot names it: its name and its title, never the object. The leaf of
  /// a snapshot's tree (``NavigationSnapshot/Node``).
  public struct Screen: Equatable, Sendable, CustomStringConvertible {
    /// The screen's name, such as `Product`.
    public var name: String
    /// The screen's title; empty when it has none.
    public var title: String

    /// Creates a screen by name and title.
    ///
    /// - Parameters:
    ///   - name: The screen's name, such as `Product`.
    ///   - title: The screen's title; empty by default.
    public init(_ name: String, _ title: String = "") {
      self.name = name
      self.title = title
    }

    /// A screen by name and title, so a stack's screens are written as a tree's screen is:
    /// `.stack([.screen("Shop"), .screen("Product", "Shoes")])`.
    ///
    /// - Parameters:
    ///   - name: The screen's name.
    ///   - title: The screen's title; empty by default.
    /// - Returns: The screen.
    public static func screen(_ name: String, _ title: String = "") -> Screen { Screen(name, title) }

    /// The name, then the title in quotes when there is one: `Product "Shoes"`.
    public var description: String { name + (title.isEmpty ? "" : " \"\(title)\"") }
  }
}

extension NavigationTree where Leaf == NavigationSnapshot.Screen {
  /// A snapshot's screen with a name and an optional title.
  ///
  /// - Parameters:
  ///   - name: The screen's name, such as `Product`.
  ///   - title: The screen's title; empty by default.
  /// - Returns: The screen as a node.
  public static func screen(_ name: String, _ title: String = "") -> NavigationTree {
    .screen(NavigationSnapshot.Screen(name, title))
  }
}
