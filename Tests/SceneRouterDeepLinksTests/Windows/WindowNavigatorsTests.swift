import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Many windows, one navigator each: a route goes to the window that shows it already, to
/// the active one, or to a new window, by the app's policy; every choice is an event.
@MainActor
@Suite("WindowNavigators", .timeLimit(.minutes(10)))
struct WindowNavigatorsTests {
  /// Two windows of the shop, a registry and a headless opener that makes a third.
  @MainActor
  final class App {
    let first: ShopWindow
    let second: ShopWindow
    let windows: WindowNavigators<ShopRoute>
    let opener: HeadlessWindowOpener<ShopRoute>
    var events: [String] = []
    /// Windows made by the opener, kept so a test can read them.
    var made: [WindowID: ShopWindow] = [:]

    init(policy: WindowPolicy) throws {
      first = try ShopWindow()
      second = try ShopWindow()
      let table = first.table
      windows = WindowNavigators(policy: policy) { screen in
        ShopRoute.route(of: screen)
      } link: { route throws(DeepLinkError) in
        try table.url(for: route)
      } resolve: { url, origin throws(DeepLinkError) in
        try table.route(for: url, origin: origin)
      }
      opener = HeadlessWindowOpener { _ in
        // A window made here is kept by the opener, as a scene keeps its own.
        let window = ShopWindow.fresh()
        return (window.navigator, window.links)
      }
      opener.windows = windows
      windows.opener = opener
      windows.observe(self) { [unowned self] event in events.append(event.description) }
      try windows.register("one", navigator: first.navigator, links: first.links)
      try windows.register("two", navigator: second.navigator, links: second.links)
    }
  }

  @Test("the first window registered is active; activating and removing windows are events, in order")
  func registry() throws {
    let app = try App(policy: .activeWindow)
    #expect(app.windows.windowIDs == ["one", "two"])
    #expect(app.windows.activeWindow == "one")
    try app.windows.activate("two")
    #expect(app.windows.activeWindow == "two")
    try app.windows.remove("two")
    #expect(app.windows.activeWindow == "one")
    #expect(app.windows.windowIDs == ["one"])
    #expect(throws: WindowRoutingError.unknownWindow("two")) { try app.windows.remove("two") }
    #expect(throws: WindowRoutingError.duplicateWindow("one")) {
      try app.windows.register("one", navigator: app.first.navigator, links: app.first.links)
    }
    #expect(app.events == ["registered one", "activated one", "registered two", "activated two", "removed two", "activated one"])
  }

  @Test("a link goes to the active window; the other window is unchanged")
  func activeWindow() async throws {
    let app = try App(policy: .activeWindow)
    try app.windows.activate("two")
    let decision = try await app.windows.open(try #require(URL(string: "shop:/product/7")))
    #expect(decision == .opened(in: "two", .opened(.product(7))))
    #expect(app.first.navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  └─ Home
      └─ stack
         └─ Wishlist
      """)
    #expect(app.second.navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  ├─ Home
      │  └─ Product "7"
      └─ stack
         └─ Wishlist
      """)
    #expect(app.events.suffix(2) == ["activated two", "ShopRoute.product {_} → two (the active window)"])
  }

  @Test("a link to what a window shows brings that window forward, unchanged; another goes to the active window")
  func showingWindow() async throws {
    let app = try App(policy: .windowShowingRoute(otherwise: .activeWindow))
    #expect(await app.second.links.open(.product(7)) == .opened(.product(7)))
    let before = (app.first.navigator.snapshot, app.second.navigator.snapshot)
    #expect(try await app.windows.open(.product(7), source: .link) == .broughtForward("two"))
    #expect(app.opener.broughtForward == ["two"])
    #expect(app.windows.activeWindow == "two")
    #expect(app.first.navigator.snapshot == before.0)
    #expect(app.second.navigator.snapshot == before.1)
    #expect(try await app.windows.open(.product(8), source: .link) == .opened(in: "two", .opened(.product(8))))
    #expect(
      app.events == [
        "registered one", "activated one", "registered two", "activated two",
        "ShopRoute.product {_} → two (it shows the route already)", "ShopRoute.product {_} → two (the active window)",
      ])
  }

  @Test("a link for a new window opens one through the host; both windows' snapshots and the events")
  func newWindow() async throws {
    let app = try App(policy: .windowShowingRoute(otherwise: .newWindow))
    let opened = try await app.windows.open(.product(9), source: .notification)
    let request = WindowRequest(link: try #require(URL(string: "shop://product/9")), source: .notification)
    #expect(opened == .newWindow("window 2", request))
    #expect(app.opener.opened.map(\.outcome) == [.opened(.product(9))])
    #expect(app.windows.windowIDs == ["one", "two", "window 2"])
    #expect(app.windows.activeWindow == "window 2")
    let third = try #require(app.windows.window("window 2"))
    #expect(third.navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  ├─ Home
      │  └─ Product "9"
      └─ stack
         └─ Wishlist
      """)
    #expect(app.first.navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  └─ Home
      └─ stack
         └─ Wishlist
      """)
    #expect(
      app.events == [
        "registered one", "activated one", "registered two", "registered window 2", "activated window 2",
        "ShopRoute.product {_} → window 2 (the window was opened for it)",
        "new window window 2 for shop://product/9 (notification)",
      ])
  }

  @Test("a registry reading each screen with its window's navigator knows a presented screen from a pushed one")
  func routesByWindow() async throws {
    let first = try ShopWindow()
    let second = try ShopWindow()
    let table = first.table
    // Product 42 pushed is its page; presented, it stands for nothing the registry looks for.
    let windows = WindowNavigators<ShopRoute>(policy: .activeWindow) { screen, navigator in
      navigator.presentationStyle(of: screen) == nil ? ShopRoute.route(of: screen) : nil
    } link: { route throws(DeepLinkError) in
      try table.url(for: route)
    } resolve: { url, origin throws(DeepLinkError) in
      try table.route(for: url, origin: origin)
    }
    try windows.register("first", navigator: first.navigator, links: first.links)
    try windows.register("second", navigator: second.navigator, links: second.links)
    #expect(await first.links.open(.product(42)) == .opened(.product(42)))
    first.navigator.route(to: TestScreen("Product", title: "7"), from: try #require(first.navigator.topMostScreen), as: .modal(.formSheet))
    second.navigator.route(to: TestScreen("Product", title: "9"), from: try #require(second.navigator.topMostScreen), as: .push)
    #expect(windows.window(showing: .product(7)) == nil)
    #expect(windows.window(showing: .product(9)) == "second")
  }

  @Test("refusals are typed errors with a readable text, and events; nothing changes")
  func refusals() async throws {
    let app = try App(policy: .newWindow)
    app.opener.refusal = "this device shows one window"
    let route = RouteDescription(reflecting: ShopRoute.product(1))
    await #expect(throws: WindowRoutingError.openingFailed(route: route, WindowOpeningError("this device shows one window"))) {
      try await app.windows.open(.product(1))
    }
    app.windows.opener = nil
    await #expect(throws: WindowRoutingError.noWindowOpener(route: route)) { try await app.windows.open(.product(1)) }
    await #expect(throws: WindowRoutingError.unreadable(link: "shop:/nowhere", reason: DeepLinkError.noMatch.description)) {
      try await app.windows.open(try #require(URL(string: "shop:/nowhere")))
    }
    let empty = WindowNavigators<ShopRoute>(policy: .activeWindow) { _ in nil } link: { _ throws(DeepLinkError) in
      throw .noMatch
    } resolve: { _, _ throws(DeepLinkError) in
      throw .noMatch
    }
    await #expect(throws: WindowRoutingError.noWindow(route: route)) { try await empty.open(.product(1)) }
    #expect(
      app.events.suffix(3) == [
        "refused: The window for ShopRoute.product {_} did not open: this device shows one window.",
        "refused: A new window should show ShopRoute.product {_}, but nothing opens windows (no WindowOpening host).",
        "refused: Rejected 'shop:/nowhere': no route matches",
      ])
    #expect(app.windows.windowIDs == ["one", "two"])
    #expect(WindowRoutingError.noWindow(route: route).description == "No window is open to show ShopRoute.product {_}.")
  }
}

extension ShopWindow {
  /// A new window of version 1; the table is a literal that always builds.
  static func fresh() -> ShopWindow {
    do {
      return try ShopWindow()
    } catch {
      preconditionFailure("the shop's table does not build: \(error)")
    }
  }
}
