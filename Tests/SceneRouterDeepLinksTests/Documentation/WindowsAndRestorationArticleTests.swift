import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// The article "Windows and restoration"
/// (`Sources/SceneRouterDeepLinks/SceneRouterDeepLinks.docc/WindowsAndRestoration.md`): every Swift block, run.
@MainActor
@Suite("Article: windows and restoration")
struct WindowsAndRestorationArticleTests {
  @Test("a registry of windows opens a route in a new window through the headless opener")
  func windowsBlocks() async throws {
    let main = try ShopWindow()
    let table = main.table
    let windows = WindowNavigators<ShopRoute>(policy: .windowShowingRoute(otherwise: .newWindow)) { screen in
      ShopRoute.route(of: screen)
    } link: { route throws(DeepLinkError) in
      try table.url(for: route)
    } resolve: { url, origin throws(DeepLinkError) in
      try table.route(for: url, origin: origin)
    }
    try windows.register("main", navigator: main.navigator, links: main.links)

    let opener = HeadlessWindowOpener<ShopRoute> { _ in
      let window = ShopWindow.fresh()
      return (window.navigator, window.links)
    }
    opener.windows = windows
    windows.opener = opener
    let decision = try await windows.open(.product(9), source: .notification)

    #expect(decision.description == "Asked for a new window 'window 2' to open shop://product/9 (notification).")
    #expect(windows.windowIDs == ["main", "window 2"])
  }

  @Test("a window saved by version 1 is restored by version 2, the removed route reported")
  func restorationBlocks() async throws {
    let main = try ShopWindow()
    let table = main.table
    #expect(await main.links.open(.product(42)) == .opened(.product(42)))
    #expect(await main.links.open(.reviews(42)) == .opened(.reviews(42)))

    let restorer = NavigationRestorer<ShopRoute>(routeTableVersion: 2, guards: main.links.guards) { screen in
      ShopRoute.route(of: screen)
    } link: { route throws(DeepLinkError) in
      try table.url(for: route)
    } resolve: { url throws(DeepLinkError) in
      try table.route(for: url, origin: .app)
    } place: { route in
      ShopRoute.place(route)
    }
    let data = restorer.save(main.navigator).data

    let relaunched = try ShopWindow(version: 2)
    var heard: [String] = []
    let observation = relaunched.navigator.addEventObserver { event in
      if case .routeDropped(let index, let reason) = event { heard.append("route \(index): \(reason)") }
    }
    let report = try await relaunched.restorer(version: 2).restore(data, in: relaunched.navigator)
    let reasons = report.dropped.map(\.description)
    observation.cancel()

    #expect(report.restored == [.home, .product(42)])
    #expect(reasons == ["route 2 (shop://reviews/42): the route table does not read it: no route matches"])
    #expect(heard == ["route 2: the route table does not read it: no route matches"])
    #expect(relaunched.navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  ├─ Home
      │  └─ Product "42"
      └─ stack
         └─ Wishlist
      """)
  }
}
