import SceneRouter

/// The screens that have loaded, remembered weakly by object: `didLoad` is delivered once
/// per screen instance, however often it is shown, removed and shown again.
@MainActor
struct LoadedScreenTable {
  private struct WeakScreen {
    weak var screen: (any Screen)?
  }

  private var entries: [ObjectIdentifier: WeakScreen] = [:]
  private var pruningThreshold = 64

  /// Remembers `screen` as loaded.
  ///
  /// - Returns: True the first time for this instance.
  mutating func insert(_ screen: any Screen) -> Bool {
    let key = ObjectIdentifier(screen)
    if let entry = entries[key], entry.screen === screen { return false }
    entries[key] = WeakScreen(screen: screen)
    if entries.count > pruningThreshold {
      entries = entries.filter { $0.value.screen != nil }
      pruningThreshold = max(64, entries.count * 2)
    }
    return true
  }
}
