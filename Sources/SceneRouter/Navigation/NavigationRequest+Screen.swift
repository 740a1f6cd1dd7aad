extension NavigationRequest {
  /// A screen as a request names it: by name, and by identity when it was on screen as the
  /// request was made. Never the screen object, and never its title.
  package struct Screen: Equatable, Sendable, CustomStringConvertible {
    /// The screen's name (``SceneRouter/Screen/screenName``), such as `Product`.
    package var name: String
    /// The screen's identity when the request was made; nil for a screen not on screen then
    /// (a new screen to open, or one a request ahead in the queue will show).
    package var id: ScreenID?

    /// Creates a screen reference.
    ///
    /// - Parameters:
    ///   - name: The screen's name.
    ///   - id: Its identity, if it was on screen; nil by default.
    package init(_ name: String, id: ScreenID? = nil) {
      self.name = name
      self.id = id
    }

    /// The screen's name, such as `Product`: summaries name screens as a person would.
    package var description: String { name }
  }
}
