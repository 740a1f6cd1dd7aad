extension NavigationRequest {
  /// One move of a plan (``NavigationPlan/Move``), with screens named by
  /// ``NavigationRequest/Screen``.
  package enum Move: Equatable, Sendable, CustomStringConvertible {
    /// Make a layout the window's root.
    case setRoot(Layout)
    /// Open a layout (a screen, or a whole container) from the top-most screen.
    case open(Layout, as: Transition)
    /// A move that shows no screen.
    case perform(NavigationMove)
    /// Close the top-most screen the way it was opened.
    case closeTopMost

    /// Open a screen from the top-most screen.
    ///
    /// - Parameters:
    ///   - screen: The screen, as a request names it.
    ///   - transition: How it is opened.
    /// - Returns: The move: ``open(_:as:)-enum.case`` with the screen as its layout.
    package static func open(_ screen: Screen, as transition: Transition) -> Move { .open(.screen(screen), as: transition) }

    /// `set root stack [Shop]`, `open Product as push`, `perform popToRoot` or `close top-most`.
    package var description: String {
      switch self {
      case .setRoot(let layout): "set root \(layout)"
      case .open(let layout, let transition): "open \(layout) as \(transition)"
      case .perform(let move): "perform \(move)"
      case .closeTopMost: "close top-most"
      }
    }
  }
}
