public import Foundation

/// Where a pending route is kept across a relaunch: a few bytes, saved, read and cleared.
///
/// ``UserDefaultsPendingRouteStore`` keeps them in `UserDefaults`, or in an App Group's, so an
/// App Clip can hand its pending route to the full app.
@MainActor
public protocol PendingRouteStore: AnyObject {
  /// The saved bytes, or nil when nothing is saved.
  func loadPendingRoute() -> Data?
  /// Saves the bytes, or clears them with nil.
  ///
  /// - Parameter data: The bytes; nil to clear.
  func savePendingRoute(_ data: Data?)
}
