import SceneRouterSwiftUI
import SceneRouterTesting

/// The navigation model drives the host conformance suite as it is: its snapshot, its
/// gestures and its held transitions are its own public API.
extension NavigationModel: ConformanceHost {
  public var appearanceHistory: [String] { appearanceLog }

  public func clearAppearanceHistory() {
    recordsAppearances = true
    clearAppearanceLog()
  }
}
