import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// A window's navigation saved as routes and restored on the next launch through the table,
/// the guards and the planner: what no longer fits is left out with its reason, and a
/// restoration refused whole changes nothing.
@MainActor
@Suite("NavigationRestorer", .timeLimit(.minutes(10)))
struct NavigationRestorerTests {
  /// Wishlist tab → Product 42 → Reviews 42, saved by version 1.
  func savedWindow() async throws -> SavedNavigation {
    let window = try ShopWindow()
    #expect(await window.links.open(.wishlist) == .opened(.wishlist))
    #expect(await window.links.open(.product(42)) == .opened(.product(42)))
    #expect(await window.links.open(.reviews(42)) == .opened(.reviews(42)))
    return window.restorer().save(window.navigator)
  }

  @Test("a window's navigation is saved as the links of its routes, bottom first, with both versions")
  func saves() async throws {
    let saved = try await savedWindow()
    #expect(saved == SavedNavigation(links: ["shop://wishlist", "shop://product/42", "shop://reviews/42"], routeTableVersion: 1))
    #expect(
      String(decoding: saved.data, as: UTF8.self)
        == #"{"links":["shop:\/\/wishlist","shop:\/\/product\/42","shop:\/\/reviews\/42"],"routeTableVersion":1,"schemaVersion":1}"#)
    #expect(try SavedNavigation(data: saved.data) == saved)
  }

  @Test("restored by the same version, the window is as it was, every route back")
  func sameVersion() async throws {
    let saved = try await savedWindow()
    let relaunched = try ShopWindow()
    let report = try await relaunched.restorer().restore(saved.data, in: relaunched.navigator)
    #expect(report == RestorationReport(restored: [.wishlist, .product(42), .reviews(42)], dropped: [], savedRouteTableVersion: 1))
    #expect(relaunched.navigator.snapshot.description == """
      tabs
      ├─ stack
      │  └─ Home
      └─ stack (selected)
         ├─ Wishlist
         ├─ Product "42"
         └─ Reviews "42"
      """)
  }

  @Test("after an update removed a route, what still fits comes back and the removed route is reported")
  func removedRoute() async throws {
    let saved = try await savedWindow()
    let updated = try ShopWindow(version: 2)
    let report = try await updated.restorer(version: 2).restore(saved.data, in: updated.navigator)
    #expect(
      report
        == RestorationReport(
          restored: [.wishlist, .product(42)],
          dropped: [
            DroppedRoute(index: 2, link: "shop://reviews/42", reason: .unknownLink(DeepLinkError.noMatch.description))
          ],
          savedRouteTableVersion: 1))
    #expect(report.description == """
      Restored 2 of 3 routes (saved by route table 1).
      Dropped route 2 (shop://reviews/42): the route table does not read it: no route matches.
      """)
    #expect(updated.navigator.snapshot.description == """
      tabs
      ├─ stack
      │  └─ Home
      └─ stack (selected)
         ├─ Wishlist
         └─ Product "42"
      """)
  }

  @Test("a route left out takes the routes saved above it along, each with its reason")
  func above() async throws {
    let updated = try ShopWindow(version: 2)
    let saved = SavedNavigation(links: ["shop://wishlist", "shop://reviews/42", "shop://product/42"], routeTableVersion: 1)
    let report = try await updated.restorer(version: 2).restore(saved, in: updated.navigator)
    #expect(report.description == """
      Restored 1 of 3 routes (saved by route table 1).
      Dropped route 1 (shop://reviews/42): the route table does not read it: no route matches.
      Dropped route 2 (shop://product/42): it was shown above route 1, which was dropped.
      """)
    #expect(updated.navigator.snapshot.description == """
      tabs
      ├─ stack
      │  └─ Home
      └─ stack (selected)
         └─ Wishlist
      """)
  }

  @Test("a guard that would redirect leaves its route out; a restoration shows nothing a person did not see")
  func guarded() async throws {
    let window = try ShopWindow()
    #expect(await window.links.open(.account) == .opened(.account))
    let saved = window.restorer().save(window.navigator)
    #expect(saved.links == ["shop://home", "shop://account"])
    let session = ShopSession()
    session.signedIn = false
    let relaunched = try ShopWindow(session: session)
    let report = try await relaunched.restorer().restore(saved, in: relaunched.navigator)
    #expect(report.description == """
      Restored 1 of 2 routes (saved by route table 1).
      Dropped route 1 (shop://account): guard 'signed in' would redirect to home.
      """)
    #expect(relaunched.navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  └─ Home
      └─ stack
         └─ Wishlist
      """)
  }

  @Test("bytes that are not a saved navigation in a format this version reads are refused, and nothing changes", arguments: [
    (Data("not json".utf8), RestorationError.unreadable("it is not a saved navigation")),
    (Data(#"{"schemaVersion":2,"links":[]}"#.utf8), .schemaTooNew(saved: 2, newest: 1)),
    (Data(#"{"schemaVersion":0,"links":[]}"#.utf8), .schemaTooOld(saved: 0, oldest: 1)),
    (Data(#"{"schemaVersion":1,"links":[7]}"#.utf8), .unreadable("its routes do not decode as format 1")),
  ])
  func refused(data: Data, error: RestorationError) async throws {
    let window = try ShopWindow()
    let before = window.navigator.snapshot
    await #expect(throws: error) { try await window.restorer().restore(data, in: window.navigator) }
    #expect(window.navigator.snapshot == before)
  }

  @Test("each refusal reads as a sentence")
  func sentences() {
    #expect(RestorationError.unreadable("it is not a saved navigation").description == "The saved navigation cannot be read: it is not a saved navigation.")
    #expect(RestorationError.schemaTooNew(saved: 2, newest: 1).description == "The saved navigation is in format 2; this version reads formats up to 1.")
    #expect(RestorationError.schemaTooOld(saved: 0, oldest: 1).description == "The saved navigation is in format 0; this version reads formats from 1.")
  }

  @Test("a plan the navigator refuses restores nothing: the window is unchanged")
  func planRefused() async throws {
    let window = try ShopWindow()
    let before = window.navigator.snapshot
    // Account presents as a plain sheet: a product pushed from it has no navigation stack.
    let saved = SavedNavigation(links: ["shop://account", "shop://product/1"], routeTableVersion: 1)
    do {
      _ = try await window.restorer().restore(saved, in: window.navigator)
      Issue.record("restored a plan the navigator should refuse")
    } catch {
      #expect(
        error.description
          == "The restored routes could not be shown: Cannot push 'Product' from 'Account': 'Account' is not inside a navigation stack.")
    }
    #expect(window.navigator.snapshot == before)
  }

  @Test("the navigator's listeners hear each route left out, then the plan of those that fit, from the restoration")
  func events() async throws {
    let saved = try await savedWindow()
    let updated = try ShopWindow(version: 2)
    var lines: [String] = []
    let observation = updated.navigator.addEventObserver { lines.append($0.description) }
    _ = try await updated.restorer(version: 2).restore(saved.data, in: updated.navigator)
    observation.cancel()
    #expect(lines == [
      "restoration dropped route 2: the route table does not read it: no route matches",
      "request 2 received from restoration: plan: perform selectTab(1); open Product as push",
      "request 2 planned: selectTab 1 of #1; push Product#6 onto #4 (standard)",
      "request 2 started",
      "hidden Home#3 by select tab at tab 0, stack 0, level 0 (request 2)",
      "shown Wishlist#5 by select tab at tab 1, stack 0, level 0 (request 2)",
      "hidden Wishlist#5 by push at tab 1, stack 0, level 0 (request 2)",
      "shown Product#6 by push at tab 1, stack 1, level 0 (request 2)",
      "request 2 completed",
    ])
  }

  @Test("a restoration that restores nothing is an event after the refusal, the navigation unchanged")
  func failureEvents() async throws {
    let window = try ShopWindow()
    var lines: [String] = []
    let observation = window.navigator.addEventObserver { lines.append($0.description) }
    await #expect(throws: RestorationError.unreadable("it is not a saved navigation")) {
      try await window.restorer().restore(Data("not json".utf8), in: window.navigator)
    }
    let refused = SavedNavigation(links: ["shop://account", "shop://product/1"], routeTableVersion: 1)
    await #expect(throws: RestorationError.self) { try await window.restorer().restore(refused, in: window.navigator) }
    observation.cancel()
    #expect(lines == [
      "restoration failed: The saved navigation cannot be read: it is not a saved navigation.",
      "request 2 received from restoration: plan: open Account as modal(formSheet); open Product as push",
      "request 2 refused: Cannot push 'Product' from 'Account': 'Account' is not inside a navigation stack.",
      "restoration failed: The restored routes could not be shown: Cannot push 'Product' from 'Account': 'Account' is not inside a navigation stack.",
    ])
  }

  @Test("a screen's presentation style tells a sheet's route from a pushed page's")
  func presentationStyles() async throws {
    let window = try ShopWindow()
    #expect(await window.links.open(.product(42)) == .opened(.product(42)))
    #expect(await window.links.open(.account) == .opened(.account))
    let styles = window.navigator.pathToTopMostScreen.map {
      "\($0.screenName): \(window.navigator.presentationStyle(of: $0).map(String.init(describing:)) ?? "not presented")"
    }
    #expect(styles == ["Home: not presented", "Product: not presented", "Account: formSheet"])
    #expect(window.navigator.presentationStyle(of: TestScreen("Elsewhere")) == nil)
  }
}
