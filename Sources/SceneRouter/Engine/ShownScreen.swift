/// A screen a host shows, with the identity the navigator gave it.
@MainActor
package struct ShownScreen {
  /// The screen's identity.
  package let id: ScreenID
  /// The screen object, held strongly while it is shown, as UIKit's containers hold theirs.
  package let screen: any Screen

  /// Pairs a screen with its identity.
  package init(id: ScreenID, screen: any Screen) {
    self.id = id
    self.screen = screen
  }
}
