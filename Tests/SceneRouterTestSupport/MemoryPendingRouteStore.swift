import Foundation
import SceneRouter
import SceneRouterDeepLinks

/// A store in memory, as `UserDefaults` keeps bytes.
@MainActor
package final class MemoryPendingRouteStore: PendingRouteStore {
  /// What is saved.
  package var data: Data?

  /// Creates an empty store.
  package init() {}

  package func loadPendingRoute() -> Data? { data }
  package func savePendingRoute(_ data: Data?) { self.data = data }
}
