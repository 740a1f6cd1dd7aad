extension NavigationRequest {
  /// One move of a plan (``NavigationPlan/Move``), with screens named by
  /// ``NavigationRequest/Screen``.
  public enum Move: Equatable, Sendable, CustomStringConvertible {
    /// Make a layout the window's root.
    case setRoot(Layout)
    /// Open a layout (a screen, or a whole container) from the top-most screen.
    case open(Layout, as: Transition)
    /// A move that shows no screen.
    case perform(NavigationMove)
    /// Close the top-most screen the way it was opened.
    case closeTopMost
    /// Present a whole layout from the top-most screen; a sheet may rest at detents, a
    /// popover points at an anchor.
    case present(Layout, style: PresentationStyle, sheet: SheetConfiguration?, popover: PopoverConfiguration? = nil)

    /// Open a screen from the top-most screen.
    ///
    /// - Parameters:
    ///   - screen: The screen, as a request names it.
    ///   - transition: How it is opened.
    /// - Returns: The move: ``open(_:as:)-enum.case`` with the screen as its layout.
    public static func open(_ screen: Screen, as transition: Transition) -> Move { .open(.screen(screen), as: transition) }

    /// `set root stack [Shop]`, `open Product as push`, `perform popToRoot`, `close top-most`
    /// or `present stack [Login] as formSheet`.
    public var description: String {
      switch self {
      case .setRoot(let layout): "set root \(layout)"
      case .open(let layout, let transition): "open \(layout) as \(transition)"
      case .perform(let move): "perform \(move)"
      case .closeTopMost: "close top-most"
      case .present(let layout, let style, let sheet, let popover):
        "present \(layout) as \(style)" + (sheet.map { " \($0)" } ?? "") + (popover.map { " (\($0))" } ?? "")
      }
    }
  }
}
