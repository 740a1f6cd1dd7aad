extension NavigationRequest {
  /// One move of a plan (``NavigationPlan/Move``), with screens named by
  /// ``NavigationRequest/Screen``.
  public enum Move: Hashable, Sendable, CustomStringConvertible {
    /// Make a layout the window's root.
    case setRoot(Layout)
    /// Open a screen from the top-most screen.
    case open(Screen, as: Transition)
    /// A move that shows no screen.
    case perform(NavigationMove)
    /// Close the top-most screen the way it was opened.
    case closeTopMost
    /// Present a whole layout from the top-most screen; a sheet may rest at detents, a
    /// popover points at an anchor.
    case present(Layout, style: PresentationStyle, sheet: SheetConfiguration?, popover: PopoverConfiguration? = nil)

    /// `set root stack [Shop]`, `open Product as push`, `perform popToRoot`, `close top-most`
    /// or `present stack [Login] as formSheet`.
    public var description: String {
      switch self {
      case .setRoot(let layout): "set root \(layout)"
      case .open(let screen, let transition): "open \(screen) as \(transition)"
      case .perform(let move): "perform \(move)"
      case .closeTopMost: "close top-most"
      case .present(let layout, let style, let sheet, let popover):
        "present \(layout) as \(style)" + (sheet.map { " \($0)" } ?? "") + (popover.map { " (\($0))" } ?? "")
      }
    }
  }
}
