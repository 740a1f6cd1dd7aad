/// A person's interactive gesture that may change what is shown, such as a swipe back.
///
/// A host reports a gesture's beginning and its end through its
/// ``NavigationHostDelegate``: finished (the change happened, and arrives as a person's
/// request) or cancelled (nothing changed).
public struct NavigationGesture: Equatable, Sendable, CustomStringConvertible {
  /// What the person does.
  public enum Kind: String, Hashable, Sendable {
    /// Swiping back from a navigation stack's top screen.
    case swipeBack = "swipe back"
    /// Pulling a sheet down.
    case pullDownSheet = "pull down sheet"
    /// Pulling a new screen onto a navigation stack with a finger (a custom transition the
    /// app drives interactively, such as an edge pan).
    case pushWithFinger = "push with a finger"
  }

  /// What the person does.
  public var kind: Kind
  /// The screen the gesture would remove (the stack's top screen, the sheet's screen), or,
  /// for a push, the screen it would add.
  public var screen: ScreenID
  /// That screen's name, such as `Detail`.
  public var screenName: String

  /// Creates a gesture.
  ///
  /// - Parameters:
  ///   - kind: What the person does.
  ///   - screen: The screen the gesture would remove, or add for a push.
  ///   - screenName: That screen's name.
  @_spi(Hosting) public init(_ kind: Kind, screen: ScreenID, screenName: String) {
    self.kind = kind
    self.screen = screen
    self.screenName = screenName
  }

  /// `swipe back from Detail#4`; `push with a finger to Detail#4`.
  public var description: String { "\(phrase)\(screen)" }

  /// `swipe back from Detail`, `push with a finger to Detail`: what the person does, naming
  /// the screen without its identity.
  package var phrase: String { "\(kind.rawValue) \(kind == .pushWithFinger ? "to" : "from") \(screenName)" }
}
