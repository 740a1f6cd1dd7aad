/// One appearance callback a host delivers: the screen and the event.
@MainActor
package struct ScreenCallback {
  /// The screen that hears it.
  package let shown: ShownScreen
  /// The callback.
  package let event: AppearanceEvent

  /// Pairs a screen with a callback.
  package init(_ shown: ShownScreen, _ event: AppearanceEvent) {
    self.shown = shown
    self.event = event
  }

  /// `Detail willAppear`: the screen's name and the event, as hosts log them.
  package var line: String { "\(shown.screen.screenName) \(event)" }
}
