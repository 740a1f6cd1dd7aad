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

  /// A person's tap on another tab of a plain `TabView`, in SwiftUI's own terms: the view's
  /// selection binding writes the tab (`setSelectedTab(_:of:)`), whichever delegate method UIKit
  /// calls underneath (on iOS 27, only `tabBarController(_:shouldSelectTab:)` for a `TabView`'s
  /// taps). A re-tap of the selected tab, and any other tap (a page or sidebar-adaptable
  /// container, a tab under More, a presented tab container, no tab bar), is the engine's tap,
  /// as `tapTab(_:)` is.
  public func tapTabThroughUITab(_ index: Int) throws(NavigationError) {
    let snapshot = self.snapshot
    guard snapshot.presented.isEmpty, case .tabs(let children, let selected)? = snapshot.root, index != selected,
      children.indices.contains(index), children.count <= 5, case .tabs(let tabs)? = root
    else {
      try tapTab(index)
      return
    }
    try setSelectedTab(index, of: tabs)
  }

  public var appearanceHistory: [String] { appearanceLog }

  public func clearAppearanceHistory() {
    recordsAppearances = true
    clearAppearanceLog()
  }
}
