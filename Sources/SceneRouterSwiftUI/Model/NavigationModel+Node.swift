public import SceneRouter

extension NavigationModel {
  /// A screen or container in the model, by identity: what a view shows at one place.
  ///
  /// The model keeps a stack's screens and a tab container's tabs in its own tables, so a
  /// node is only an identity and a kind; views ask the model for the rest.
  public enum Node: Hashable, Sendable {
    /// A single screen.
    case screen(ScreenID)
    /// A navigation stack; its screens are ``NavigationModel/screens(of:)``.
    case stack(ScreenID)
    /// A tab container; its tabs are ``NavigationModel/tabs(of:)``.
    case tabs(ScreenID)
    /// A split view; its columns are ``NavigationModel/columns(of:)``.
    case split(ScreenID)

    /// The identity of the screen or container.
    public var id: ScreenID {
      switch self {
      case .screen(let id), .stack(let id), .tabs(let id), .split(let id): id
      }
    }
  }

  /// One presentation level: the window's root (level 0) or a presentation over the level below.
  public struct Level: Hashable, Sendable {
    /// What the level shows.
    public var root: Node
    /// How it is presented; nil for the window's root.
    public var style: PresentationStyle?

    /// Creates a level.
    ///
    /// - Parameters:
    ///   - root: What the level shows.
    ///   - style: How it is presented; nil for the window's root.
    public init(root: Node, style: PresentationStyle?) {
      self.root = root
      self.style = style
    }
  }

  /// A presentation as a sheet or full-screen cover item: what `.sheet(item:)` and
  /// `.fullScreenCover(item:)` are bound to.
  ///
  /// Its identity is the identity of its root, so a new presentation replacing an old one
  /// is a new item, as SwiftUI expects.
  public struct Presentation: Identifiable, Hashable, Sendable {
    /// The identity of the presentation's root screen or container.
    public var id: ScreenID { root.id }
    /// What it shows.
    public var root: Node
    /// How it was presented.
    public var style: PresentationStyle
    /// Its level: 1 for the first presentation over the window's root.
    public var level: Int

    /// Whether SwiftUI shows it with `.sheet(item:)` (page and form sheets, and
    /// `.automatic`) rather than `.fullScreenCover(item:)` (every other style).
    public var isSheet: Bool { style.allowsInteractiveDismissal }

    /// Creates a presentation item.
    ///
    /// - Parameters:
    ///   - root: What it shows.
    ///   - style: How it was presented.
    ///   - level: Its level, 1 or more.
    public init(root: Node, style: PresentationStyle, level: Int) {
      self.root = root
      self.style = style
      self.level = level
    }
  }
}
