extension LoginSample {
  /// What the login app remembers from one launch to the next: whether its onboarding was seen.
  ///
  /// An iOS app keeps it in `UserDefaults` (a `Bool` under a key of its own) or in a file; the
  /// sample keeps it in memory, so each run of the terminal app and each test starts from the
  /// launch it names.
  @MainActor
  final class LaunchRecord {
    /// Whether a person has left the onboarding, by "Get started" or "Skip".
    var hasSeenOnboarding: Bool

    /// A record.
    ///
    /// - Parameter hasSeenOnboarding: `false` on the app's first launch.
    init(hasSeenOnboarding: Bool) {
      self.hasSeenOnboarding = hasSeenOnboarding
    }
  }
}
