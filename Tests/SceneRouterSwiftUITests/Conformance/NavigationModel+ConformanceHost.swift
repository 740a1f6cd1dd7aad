@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterSwiftUI
@_spi(Hosting) import SceneRouterTesting

/// The navigation model drives the host conformance suite as it is: its snapshot, its
/// gestures and its held transitions are its own public API.
extension NavigationModel: ConformanceHost {
  /// The full-content back swipe is pending: it is UIKit's recognizer inside the navigation
  /// controller SwiftUI's `NavigationStack` makes, which the model never sees; the model
  /// simulates the edge swipe only. So is the finger-driven custom pop: `NavigationStack`
  /// takes no custom animators.
  public nonisolated static var pendingFeatures: [ConformanceFeature: String] {
    [
      .contentSwipeBack: "SwiftUI's NavigationStack gives no access to UIKit's content pop recognizer; the model simulates the edge swipe only",
      .interactiveCustomTransitions: "SwiftUI's NavigationStack takes no custom push animators or interaction controllers",
    ]
  }

  public var appearanceHistory: [String] { appearanceLog }

  public func clearAppearanceHistory() {
    recordsAppearances = true
    clearAppearanceLog()
  }
}
