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

    /// `Shop`, `stack [Shop, Product]`, `tabs [stack [Shop], stack [Wishlist]] selected 0`,
    /// `split [stack [Inbox], Message]`.
    public var description: String {
      switch self {
      case .screen(let screen): screen.name
      case .stack(let screens): "stack [" + screens.map(\.name).joined(separator: ", ") + "]"
      case .tabs(let tabs, let selected): "tabs [" + tabs.map(\.description).joined(separator: ", ") + "] selected \(selected)"
      case .split(let columns): "split [" + columns.map(\.description).joined(separator: ", ") + "]"
      }
    }
  }
}
