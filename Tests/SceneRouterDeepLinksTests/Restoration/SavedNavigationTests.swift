import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// The saved form of a window's navigation, and the path it is saved from.
@MainActor
@Suite("SavedNavigation", .timeLimit(.minutes(10)))
struct SavedNavigationTests {
  @Test("it reads back what it wrote, and prints its format, table version and links")
  func roundTrip() throws {
    let saved = SavedNavigation(links: ["shop://wishlist", "shop://product/42"], routeTableVersion: 3)
    #expect(try SavedNavigation(data: saved.data) == saved)
    #expect(saved.description == "format 1, route table 3: shop://wishlist → shop://product/42")
    #expect(SavedNavigation(links: [], routeTableVersion: 1).description == "format 1, route table 1: no routes")
  }

  @Test("the path to the top-most screen: the selected tab's stack, then each presentation's screens, bottom first")
  func path() {
    let navigator = Navigator(host: HeadlessHost())
    let shop = TestScreen("Shop")
    let wishlist = TestScreen("Wishlist")
    navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 1))
    navigator.route(to: TestScreen("Product"), from: wishlist, as: .push)
    navigator.perform(NavigationPlan([.open(.stack([TestScreen("Login"), TestScreen("SignUp")]), as: .modal(.formSheet).animated(false))]))
    #expect(navigator.pathToTopMostScreen.map(\.screenName) == ["Wishlist", "Product", "Login", "SignUp"])
  }

  @Test("dropped routes and reports read as sentences")
  func sentences() {
    let reasons: [DroppedRoute.Reason] = [
      .unknownLink("no route matches"), .guardRefused(guard: "signed in", reason: "nobody is signed in"),
      .guardRedirected(guard: "signed in", to: RouteDescription("/login")), .notPlaced(.noRoot), .above(droppedAt: 1),
    ]
    #expect(
      reasons.map(\.description) == [
        "the route table does not read it: no route matches", "guard 'signed in' refused: nobody is signed in",
        "guard 'signed in' would redirect to /login", "it has no place: \(NavigationError.noRoot)",
        "it was shown above route 1, which was dropped",
      ])
    let report = RestorationReport<Int>(restored: [1], dropped: [], savedRouteTableVersion: 2)
    #expect(report.isComplete)
    #expect(report.description == "Restored 1 of 1 routes (saved by route table 2).")
  }
}
