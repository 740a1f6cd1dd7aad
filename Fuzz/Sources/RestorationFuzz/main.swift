// libFuzzer entry point for what an app reads back after a relaunch: a saved pending route and
// a saved navigation snapshot, both from bytes that may be damaged or written by another
// version of the app; see ../README.md.
//
// Invariants: no crash and no hang; a pending route that does not read is refused with a
// readable reason and the store is cleared; a snapshot that decodes is restored whole or
// refused, and refused means the navigator is unchanged; the host always shows what the
// navigator says.
import Foundation
import SceneRouter
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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestoration(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let data = Data(bytes: bytes, count: size)
  MainActor.assumeIsolated {
    checkPendingRoute(data)
    checkSnapshot(data)
  }
  return 0
}
