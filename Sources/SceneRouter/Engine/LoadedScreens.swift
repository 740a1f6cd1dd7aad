/// The screens that have loaded, remembered by object: UIKit calls `viewDidLoad` once per
/// instance, however often the instance is shown, removed and shown again.
///
/// Entries hold their screen weakly, so the table keeps nothing alive. An entry whose
/// screen was released is stale: its `ObjectIdentifier` may be reused by a new object,
/// which is then treated as not loaded. Stale entries are pruned whenever the table has
/// doubled since the last pruning, so it stays within twice the live loaded screens
/// (and at least ``minimumPruningThreshold``), at amortised constant cost per insertion.
@MainActor
package struct LoadedScreens {
  private struct WeakScreen {
    weak var screen: (any Screen)?
  }

  /// Below this many entries, stale ones are left alone.
  package static let minimumPruningThreshold = 64

  private var entries: [ObjectIdentifier: WeakScreen] = [:]
  private var pruningThreshold = LoadedScreens.minimumPruningThreshold

  /// Creates an empty table.
  package init() {}

  /// How many entries the table holds, stale ones included.
  package var count: Int { entries.count }

  /// Remembers `screen` as loaded.
  ///
  /// - Returns: True the first time for this instance: the time to deliver `didLoad`.
  package mutating func insert(_ screen: any Screen) -> Bool {
    let key = ObjectIdentifier(screen)
    // A live entry under the same identifier is this very object; a stale one belonged
    // to a released object whose address `screen` now reuses.
    if let entry = entries[key], entry.screen === screen { return false }
    entries[key] = WeakScreen(screen: screen)
    if entries.count > pruningThreshold {
      entries = entries.filter { $0.value.screen != nil }
      pruningThreshold = max(Self.minimumPruningThreshold, entries.count * 2)
    }
    return true
  }
}
