import Foundation

/// What the system knows of an app's activities, for tests: not Foundation's API (the adapter
/// never uses it; a test checks that it does not use the simulation).
extension NSUserActivity {
  /// The activity the system holds as the app's current one (`becomeCurrent()`), if any.
  public static var simulatedCurrent: NSUserActivity? { CurrentUserActivity.shared.current }

  /// Whether the activity was invalidated (`invalidate()`).
  public var simulatedIsInvalidated: Bool { isInvalidated }
}
