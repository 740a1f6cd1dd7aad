/// A screen that became visible or stopped being visible, where it is, and what changed it.
///
/// The visible screens are those a person sees: the top-most presentation's selected,
/// top-most screen, and below it each level's that a presentation keeps visible (a sheet
/// leaves its presenter in the window). They are the screens that receive appearance
/// callbacks, so a `shown` event is a screen view for analytics.
public struct VisibleScreen: Equatable, Sendable, CustomStringConvertible {
  /// Where a screen is in the navigation.
  public struct Place: Equatable, Sendable, CustomStringConvertible {
    /// The index of the tab it is in, nil outside tabs.
    public var tab: Int?
    /// Its position in its navigation stack (0 is the stack's root), nil outside stacks.
    public var stackPosition: Int?
    /// Its presentation level: 0 is the window's root, 1 the first presentation, ...
    public var level: Int

    /// Creates a place.
    ///
    /// - Parameters:
    ///   - tab: The index of the tab it is in, nil outside tabs.
    ///   - stackPosition: Its position in its stack, nil outside stacks.
    ///   - level: Its presentation level.
    package init(tab: Int? = nil, stackPosition: Int? = nil, level: Int = 0) {
      self.tab = tab
      self.stackPosition = stackPosition
      self.level = level
    }

    /// `tab 1, stack 2, level 0`, leaving out what does not apply.
    public var description: String {
      var parts: [String] = []
      if let tab { parts.append("tab \(tab)") }
      if let stackPosition { parts.append("stack \(stackPosition)") }
      parts.append("level \(level)")
      return parts.joined(separator: ", ")
    }
  }

  /// The screen's identity.
  public var id: ScreenID
  /// The screen's name, such as `Product`; never its title, which may hold personal data.
  public var name: String
  /// Where it is: after the change for a shown screen, before it for a hidden one.
  public var place: Place
  /// The request whose change showed or hid it.
  public var request: NavigationRequestID
  /// The step that showed or hid it.
  @_spi(Hosting) public var step: NavigationStep

  /// Creates a visible-screen record.
  ///
  /// - Parameters:
  ///   - id: The screen's identity.
  ///   - name: The screen's name.
  ///   - place: Where it is.
  ///   - request: The request whose change showed or hid it.
  ///   - step: The step that showed or hid it.
  package init(id: ScreenID, name: String, place: Place, request: NavigationRequestID, step: NavigationStep) {
    self.id = id
    self.name = name
    self.place = place
    self.request = request
    self.step = step
  }

  /// The step's kind, such as `push`, `pop`, `present sheet`, `dismiss` or `select tab`.
  public var transition: String {
    switch step {
    case .setRoot: "set root"
    case .push: "push"
    case .pop: "pop"
    case .setStack: "set stack"
    case .present(_, _, let style, _, _, _): "present \(style)"
    case .dismiss: "dismiss"
    case .selectTab: "select tab"
    case .refreshChrome: "refresh chrome"
    case .selectDetent: "select detent"
    case .setWidth: "set width"
    case .showColumn(_, let column, _): "show \(column) column"
    case .showSidebar(_, let shown): shown ? "show sidebar" : "hide sidebar"
    }
  }

  /// `Product#5 by push at tab 0, stack 1, level 0 (request 3)`.
  public var description: String { "\(name)\(id) by \(transition) at \(place) (\(request))" }
}
