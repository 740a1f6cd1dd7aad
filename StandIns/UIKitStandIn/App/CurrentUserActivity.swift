import Foundation

/// The activity the system holds as current (one per app): `NSUserActivity.becomeCurrent()`
/// sets it, `resignCurrent()` and `invalidate()` clear it. Held weakly, as the system does not
/// keep an activity alive for the app; guarded by a lock, since `NSUserActivity` is not
/// main-actor isolated.
final class CurrentUserActivity: @unchecked Sendable {
  /// The app's.
  static let shared = CurrentUserActivity()

  private let lock = NSLock()
  private weak var activity: NSUserActivity?

  /// The current activity, if any.
  var current: NSUserActivity? {
    lock.lock()
    defer { lock.unlock() }
    return activity
  }

  /// Makes `activity` the current one.
  func set(_ activity: NSUserActivity) {
    lock.lock()
    defer { lock.unlock() }
    self.activity = activity
  }

  /// Clears the current activity if it is `activity`.
  func clear(ifItIs activity: NSUserActivity) {
    lock.lock()
    defer { lock.unlock() }
    if self.activity === activity { self.activity = nil }
  }
}
