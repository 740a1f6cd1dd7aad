@_spi(Hosting) import SceneRouterHeadless

/// The headless host drives the conformance suite and the model check as it is.
extension HeadlessHost: ConformanceHost {
  /// The full-content back swipe is pending: the host engine follows UIKit's rules for the
  /// swipe from the edge only, and a headless host has no content to pan in. So is the
  /// finger-driven custom pop: a headless host runs no animators.
  public nonisolated static var pendingFeatures: [ConformanceFeature: String] {
    [
      .contentSwipeBack: "the host engine simulates the swipe back from the edge only; a headless host has no content to pan in",
      .interactiveCustomTransitions: "a headless host has no animators: a custom transition completes at once, with nothing for a finger to drive",
    ]
  }

  /// The appearance log as `Name event` lines; turns history recording on when cleared.
  public var appearanceHistory: [String] { appearanceLog.map(\.description) }

  /// Forgets the logs and records from now on.
  public func clearAppearanceHistory() {
    configuration.recordsHistory = true
    clearLogs()
  }

  /// Whether animated steps stay in flight: the opposite of
  /// `HeadlessHost.Configuration.completesTransitionsAutomatically`.
  public var holdsAnimatedTransitions: Bool {
    get { !configuration.completesTransitionsAutomatically }
    set { configuration.completesTransitionsAutomatically = !newValue }
  }
}
