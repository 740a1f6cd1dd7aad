#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterSwiftUI
import SwiftUIStandIn
import Testing

/// A SwiftUI app's windows: a route for a new window opens a window whose value is the
/// request; a window this opener opened is brought forward by opening its value again.
@MainActor
@Suite("SwiftUIWindowOpener", .serialized)
struct SwiftUIWindowOpenerTests {
  enum Route: Hashable, Sendable { case product(Int) }

  /// A product page.
  final class Product: Screen {
    let id: Int
    init(_ id: Int) { self.id = id }
    var screenName: String { "Product" }
  }

  /// A registry of one window, whose opener is SwiftUI's.
  @MainActor
  final class App {
    let navigator = Navigator(host: HeadlessHost())
    let links: DeepLinkRouter<Route>
    let windows: WindowNavigators<Route>
    let opener = SwiftUIWindowOpener()

    init() throws {
      navigator.setRoot(.stack([Product(0)]))
      links = DeepLinkRouter(navigator: navigator) { _, _ throws(DeepLinkError) in throw .noMatch } plan: { route in
        guard case .product(let id) = route else { return NavigationPlan([]) }
        return NavigationPlan([.open(Product(id), as: .push)])
      }
      windows = WindowNavigators(policy: .windowShowingRoute(otherwise: .newWindow), opener: opener) { screen in
        (screen as? Product).map { .product($0.id) }
      } link: { route throws(DeepLinkError) in
        guard case .product(let id) = route, let url = URL(string: "shop://product/\(id)") else { throw .noMatch }
        return url
      } resolve: { _, _ throws(DeepLinkError) in
        throw .noMatch
      }
      try windows.register("main", navigator: navigator, links: links)
    }
  }

  @Test("without the environment's action nothing opens: a typed refusal")
  func noAction() async throws {
    let app = try App()
    await #expect(
      throws: WindowRoutingError.openingFailed(
        route: RouteDescription(reflecting: Route.product(4)), WindowOpeningError("no view has given the openWindow action yet"))
    ) {
      try await app.windows.open(.product(4))
    }
  }

  @Test("a route opens a window whose value is its request; opening it again brings that window forward")
  func openAndBringForward() async throws {
    SwiftUISimulator.forgetOpenedWindows()
    defer { SwiftUISimulator.forgetOpenedWindows() }
    let app = try App()
    app.opener.openWindow = EnvironmentValues().openWindow
    let request = WindowRequest(link: try #require(URL(string: "shop://product/4")), source: .app)
    let id = SwiftUIWindowOpener.windowID(for: request)
    #expect(try await app.windows.open(.product(4)) == .newWindow(id, request))
    #expect(SwiftUISimulator.openedWindowValues == [AnyHashable(request)])
    // The new window registers under its value's name and opens it (here on a headless host).
    let navigator = Navigator(host: HeadlessHost())
    navigator.setRoot(.stack([Product(4)]))
    try app.windows.register(id, navigator: navigator, links: app.links)
    #expect(try await app.windows.open(.product(4)) == .broughtForward(id))
    #expect(SwiftUISimulator.openedWindowValues == [AnyHashable(request), AnyHashable(request)])
    await #expect(throws: WindowOpeningError("window 'main' has no value SwiftUI can bring forward")) {
      try await app.opener.bringForward("main")
    }
  }
}
#endif
