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
  }

  /// What the person does.
  public var kind: Kind
  /// The screen the gesture would remove: the stack's top screen, the sheet's screen.
  public var screen: ScreenID
  /// That screen's name, such as `Detail`.
  public var screenName: String

  /// Creates a gesture.
  ///
  /// - Parameters:
  ///   - kind: What the person does.
  ///   - screen: The screen the gesture would remove.
  ///   - screenName: That screen's name.
  @_spi(Hosting) public init(_ kind: Kind, screen: ScreenID, screenName: String) {
    self.kind = kind
    self.screen = screen
    self.screenName = screenName
  }

  /// `swipe back from Detail#4`.
  public var description: String { "\(kind.rawValue) from \(screenName)\(screen)" }
}
