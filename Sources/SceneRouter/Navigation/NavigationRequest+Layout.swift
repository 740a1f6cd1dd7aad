extension NavigationRequest {
  /// A tree of screens a request installs (``SceneRouter/Layout``), with screens named by
  /// ``NavigationRequest/Screen``.
  public indirect enum Layout: Hashable, Sendable, CustomStringConvertible {
    /// A single screen.
    case screen(Screen)
    /// A navigation stack of screens, bottom first.
    case stack([Screen])
    /// A tab container with its tabs and the selected index.
    case tabs([Layout], selected: Int)
    /// A split view's columns, leading first.
    case split([Layout])
    /// A sidebar-adaptable tab container's groups and the selected index, counted over the
    /// tabs of all groups in order.
    case sidebarTabs([Group], selected: Int)

    /// A group of a sidebar-adaptable tab container (``SceneRouter/TabGroup``).
    public struct Group: Hashable, Sendable, CustomStringConvertible {
      /// The group's title; nil for tabs at the top level.
      public var title: String?
      /// The group's tabs.
      public var tabs: [Layout]

      /// Creates a group.
      ///
      /// - Parameters:
      ///   - title: The group's title; nil for tabs at the top level.
      ///   - tabs: The group's tabs.
      public init(title: String?, tabs: [Layout]) {
        self.title = title
        self.tabs = tabs
      }

      /// `Library: [stack [Songs]]`, or `[stack [Home]]` for tabs at the top level.
      public var description: String {
        (title.map { "\($0): " } ?? "") + "[" + tabs.map(\.description).joined(separator: ", ") + "]"
      }
    }

    /// `Shop`, `stack [Shop, Product]`, `tabs [stack [Shop], stack [Wishlist]] selected 0`,
    /// `split [stack [Inbox], Message]`.
    public var description: String {
      switch self {
      case .screen(let screen): screen.name
      case .stack(let screens): "stack [" + screens.map(\.name).joined(separator: ", ") + "]"
      case .tabs(let tabs, let selected): "tabs [" + tabs.map(\.description).joined(separator: ", ") + "] selected \(selected)"
      case .split(let columns): "split [" + columns.map(\.description).joined(separator: ", ") + "]"
      case .sidebarTabs(let groups, let selected):
        "sidebar tabs [" + groups.map(\.description).joined(separator: ", ") + "] selected \(selected)"
      }
    }
  }
}
