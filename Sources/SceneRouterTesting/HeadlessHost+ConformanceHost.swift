/// The headless host drives the conformance suite and the model check as it is.
extension HeadlessHost: ConformanceHost {
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
