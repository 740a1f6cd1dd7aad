// libFuzzer entry point for what an app reads back after a relaunch: a saved pending route, a
// saved navigation snapshot and a window's saved navigation (routes as links), all from bytes
// that may be damaged or written by another version of the app; see ../README.md.
//
// Invariants: no crash and no hang; a pending route that does not read is refused with a
// readable reason and the store is cleared; a snapshot that decodes is restored whole or
// refused, and refused means the navigator is unchanged; a saved navigation is refused with a
// readable reason and the navigator unchanged, or every saved route is either restored or
// reported dropped with a reason; the host always shows what the navigator says.
import Foundation
import SceneRouter
@_spi(Testing) import SceneRouterDeepLinks
import SceneRouterHeadless

/// A route as an app saves one.
enum FuzzRoute: Hashable, Sendable, Codable {
  case product(Int), search(String), wishlist
}

/// A store holding the fuzzer's bytes.
@MainActor
final class BytesStore: PendingRouteStore {
  var data: Data?
  init(_ data: Data) { self.data = data }
  func loadPendingRoute() -> Data? { data }
  func savePendingRoute(_ data: Data?) { self.data = data }
}

/// A screen rebuilt from a snapshot's name.
@MainActor
final class RestoredScreen: Screen {
  let screenName: String
  init(_ name: String) { screenName = name }
}

@MainActor
func fail(_ message: String) -> Never {
  print("RestorationFuzz invariant: \(message)")
  abort()
}

@MainActor
func checkPendingRoute(_ data: Data) {
  let store = BytesStore(data)
  let persistence = PendingRoutePersistence<FuzzRoute>(store: store, version: 2, maximumAge: 86_400)
  do throws(PendingRouteError) {
    _ = try persistence.take()
  } catch {
    if error.description.isEmpty { fail("a refusal without a reason") }
  }
  if store.data != nil { fail("a saved route was read but not cleared") }
}

@MainActor
func checkSnapshot(_ data: Data) {
  guard let snapshot = try? JSONDecoder().decode(NavigationSnapshot.self, from: data) else { return }
  _ = snapshot.description
  let host = HeadlessHost(configuration: .init(recordsHistory: false))
  let navigator = Navigator(host: host)
  var unhandled = 0
  navigator.unhandledErrorHandler = { _ in unhandled += 1 }
  navigator.setRoot(.screen(RestoredScreen("Launch")))
  let before = navigator.snapshot
  let plan: NavigationPlan
  do throws(NavigationError) {
    plan = try NavigationPlan(restoring: snapshot) { name, _ in name.isEmpty ? nil : RestoredScreen(name) }
  } catch {
    if navigator.snapshot != before { fail("a refused restoration changed the navigation") }
    return
  }
  var result: Result<Void, NavigationError>?
  navigator.perform(plan) { result = $0 }
  guard let result else { fail("a restoration never completed on a host that finishes at once") }
  if case .failure = result, navigator.snapshot != before {
    fail("a refused restoration changed the navigation:\n\(navigator.snapshot)")
  }
  if host.snapshot != navigator.snapshot {
    fail("the host shows\n\(host.snapshot)\nbut the navigator says\n\(navigator.snapshot)")
  }
  if unhandled > 0 { fail("a refusal reached the unhandled-error handler although the plan had a completion") }
}

/// The links of version 2 of the app's table: products, searches and the wishlist.
func fuzzTable() -> DeepLinkTable<FuzzRoute>? {
  try? DeepLinkTable(
    configuration: .init(customSchemes: ["shop"]),
    [
      DeepLinkEntry(
        "/product/:id(int)", parse: { .product(try $0.value("id")) },
        print: { guard case .product(let id) = $0 else { return nil }; return ["id": id] }),
      DeepLinkEntry(
        "/search?q=:query", parse: { .search(try $0.value("query")) },
        print: { guard case .search(let query) = $0 else { return nil }; return ["query": query] }),
      DeepLinkEntry("/wishlist", parse: { _ in .wishlist }, print: { $0 == .wishlist ? [:] : nil }),
    ])
}

@MainActor
func checkSavedNavigation(_ data: Data, table: DeepLinkTable<FuzzRoute>) {
  let host = HeadlessHost(configuration: .init(recordsHistory: false))
  let navigator = Navigator(host: host)
  var unhandled = 0
  navigator.unhandledErrorHandler = { _ in unhandled += 1 }
  navigator.setRoot(.tabs([.stack([RestoredScreen("Shop")]), .stack([RestoredScreen("Wishlist")])], selected: 0))
  let before = navigator.snapshot
  let restorer = NavigationRestorer<FuzzRoute>(routeTableVersion: 2) { _ in nil } link: { route throws(DeepLinkError) in
    try table.url(for: route)
  } resolve: { url throws(DeepLinkError) in
    try table.route(for: url, origin: .app)
  } place: { route in
    switch route {
    case .wishlist: [.perform(.selectTab(1))]
    case .product(let id): [.open(RestoredScreen("Product \(id)"), as: .push)]
    // A search presents: a product saved above it has no stack to be pushed on, and the
    // whole plan is refused.
    case .search(let query): [.open(RestoredScreen("Search \(query)"), as: .modal(.formSheet))]
    }
  }
  let saved: SavedNavigation
  do throws(RestorationError) {
    saved = try SavedNavigation(data: data)
  } catch {
    if error.description.isEmpty { fail("a refusal without a reason") }
    if navigator.snapshot != before { fail("unreadable bytes changed the navigation") }
    return
  }
  var outcome: Result<RestorationReport<FuzzRoute>, RestorationError>?
  restorer.restoreWithoutGuards(saved, in: navigator) { outcome = $0 }
  guard let outcome else { fail("a restoration never completed on a host that finishes at once") }
  switch outcome {
  case .success(let report):
    if report.restored.count + report.dropped.count != saved.links.count {
      fail("\(saved.links.count) saved routes, but the report accounts for \(report.restored.count + report.dropped.count)")
    }
    if report.dropped.contains(where: { $0.description.isEmpty }) { fail("a dropped route without a reason") }
    if report.restored.isEmpty, navigator.snapshot != before { fail("nothing restored, yet the navigation changed") }
  case .failure(let error):
    if error.description.isEmpty { fail("a refusal without a reason") }
    if navigator.snapshot != before { fail("a refused restoration changed the navigation:\n\(navigator.snapshot)") }
  }
  if host.snapshot != navigator.snapshot {
    fail("the host shows\n\(host.snapshot)\nbut the navigator says\n\(navigator.snapshot)")
  }
  if unhandled > 0 { fail("a refusal reached the unhandled-error handler although the plan had a completion") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestoration(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let data = Data(bytes: bytes, count: size)
  MainActor.assumeIsolated {
    checkPendingRoute(data)
    checkSnapshot(data)
    guard let table = fuzzTable() else { fail("the fuzzer's deep-link table does not build") }
    checkSavedNavigation(data, table: table)
  }
  return 0
}
