import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterTestSupport
import Testing

/// The App Clip's hand-over through an App Group's `UserDefaults` (the DocC article "Deep
/// links, guards and whole-stack plans", "An App Clip hands its route to the full app").
@MainActor
@Suite("UserDefaults pending route store", .serialized)
struct UserDefaultsPendingRouteStoreTests {
  typealias AppRoute = EntryPointTests.Route

  @Test("an App Clip's route saved in the App Group opens once in the full app, with the App Clip as its source")
  func appClipHandOver() async throws {
    #expect(UserDefaultsPendingRouteStore(appGroup: "group.com.shop") != nil)
    let app = EntryPointTests.App()
    let links = app.links

    // The App Clip: the route its invocation named, kept in the App Group both targets share.
    if let clipStore = UserDefaultsPendingRouteStore(appGroup: "group.com.shop") {
      PendingRoutePersistence<AppRoute>(store: clipStore, version: 2).save(.product(7), source: .appClip)
    }

    // The full app, on its next launch, once its window is up: opened like any link, once.
    if let appStore = UserDefaultsPendingRouteStore(appGroup: "group.com.shop") {
      let saved = PendingRoutePersistence<AppRoute>(store: appStore, version: 2)
      #expect(await links.openSavedRoute(from: saved) == .opened(.product(7)))
      #expect(await links.openSavedRoute(from: saved) == nil)
    }

    #expect(app.navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Product "7"
      """)
    #expect(app.origins.last == "appClip Route.product {_}")
  }

  @Test("bytes are saved under the key, read back, and removed")
  func savesReadsAndClears() throws {
    let defaults = try #require(UserDefaults(suiteName: "SceneRouterTests.\(UUID().uuidString)"))
    let store = UserDefaultsPendingRouteStore(defaults: defaults, key: "pending")
    #expect(store.loadPendingRoute() == nil)
    store.savePendingRoute(Data("route".utf8))
    #expect(defaults.data(forKey: "pending") == Data("route".utf8))
    #expect(store.loadPendingRoute() == Data("route".utf8))
    store.savePendingRoute(nil)
    #expect(defaults.object(forKey: "pending") == nil)
  }
}
