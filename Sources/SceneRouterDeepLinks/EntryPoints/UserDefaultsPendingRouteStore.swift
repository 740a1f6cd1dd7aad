public import Foundation

/// Keeps a pending route in `UserDefaults`: the app's own, or an App Group's shared suite so
/// that an App Clip and its full app read the same.
@MainActor
public final class UserDefaultsPendingRouteStore: PendingRouteStore {
  private let defaults: UserDefaults
  /// The key the bytes are kept under.
  public let key: String

  /// Keeps the pending route in `defaults` under `key`.
  ///
  /// - Parameters:
  ///   - defaults: The defaults; `.standard` by default.
  ///   - key: The key; `SceneRouter.pendingRoute` by default.
  public init(defaults: UserDefaults = .standard, key: String = "SceneRouter.pendingRoute") {
    self.defaults = defaults
    self.key = key
  }

  /// Keeps the pending route in an App Group's shared defaults, or returns nil when the group
  /// cannot be opened (`UserDefaults(suiteName:)` returns nil).
  ///
  /// - Parameters:
  ///   - appGroup: The App Group's identifier, such as `group.com.shop`.
  ///   - key: The key; `SceneRouter.pendingRoute` by default.
  public convenience init?(appGroup: String, key: String = "SceneRouter.pendingRoute") {
    guard let defaults = UserDefaults(suiteName: appGroup) else { return nil }
    self.init(defaults: defaults, key: key)
  }

  /// The saved bytes, or nil.
  public func loadPendingRoute() -> Data? { defaults.data(forKey: key) }

  /// Saves the bytes, or removes them.
  ///
  /// - Parameter data: The bytes; nil to clear.
  public func savePendingRoute(_ data: Data?) {
    if let data { defaults.set(data, forKey: key) } else { defaults.removeObject(forKey: key) }
  }
}
