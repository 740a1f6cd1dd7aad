/// The stand-in for SwiftUI's `ScenePhase`: an indication of a scene's operational state.
///
/// https://developer.apple.com/documentation/swiftui/scenephase
@available(iOS 14.0, macOS 11.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// The scene isn't currently visible in the UI.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  /// The scene is in the foreground but should pause its work.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  /// The scene is in the foreground and interactive.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}

@available(iOS 14.0, macOS 11.0, *)
extension EnvironmentValues {
  /// The current phase of the scene; `.active` by default in the stand-in.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue: ScenePhase = .active
}
