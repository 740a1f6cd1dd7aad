#if os(Linux)
import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import SceneRouterUIKit
import Testing
import UIKitStandIn

/// A UIKit app's windows: a route for a new window becomes a scene activation whose user
/// activity carries the request; a window is brought forward by its session; a window's
/// navigation is kept in its state restoration activity.
@MainActor
@Suite("UIKitWindowOpener")
struct UIKitWindowOpenerTests {
  enum Route: Hashable, Sendable { case product(Int) }

  /// A window of the app on a headless host (the opener's part is UIKit's, not the host's).
  @MainActor
  final class App {
    let application = UIKitSimulator.makeApplication()
    let session = UIKitSimulator.makeSceneSession(persistentIdentifier: "scene-1")
    let navigator = Navigator(host: HeadlessHost())
    let links: DeepLinkRouter<Route>
    let windows: WindowNavigators<Route>
    let opener: UIKitWindowOpener
    var failures: [String] = []

    init(policy: WindowPolicy) throws {
      navigator.setRoot(.stack([TestProduct(0)]))
      let read: @MainActor (URL) throws(DeepLinkError) -> Route = { url throws(DeepLinkError) in
        guard url.host == "product", let id = Int(url.lastPathComponent) else { throw .noMatch }
        return .product(id)
      }
      links = DeepLinkRouter(navigator: navigator) { url, _ throws(DeepLinkError) in try read(url) } plan: { route in
        guard case .product(let id) = route else { return NavigationPlan([]) }
        return NavigationPlan([.open(TestProduct(id), as: .push)])
      }
      windows = WindowNavigators(policy: policy) { screen in
        (screen as? TestProduct).map { .product($0.id) }
      } link: { route throws(DeepLinkError) in
        guard case .product(let id) = route, let url = URL(string: "shop://product/\(id)") else { throw .noMatch }
        return url
      } resolve: { url, _ throws(DeepLinkError) in
        try read(url)
      }
      let session = session
      opener = UIKitWindowOpener(application: application, activityType: "com.shop.window") { id in
        id.rawValue == session.persistentIdentifier ? session : nil
      }
      opener.failureHandler = { [unowned self] error in failures.append(error.description) }
      windows.opener = opener
      try windows.register(WindowID(session.persistentIdentifier), navigator: navigator, links: links)
    }
  }

  /// A product page.
  final class TestProduct: Screen {
    let id: Int
    init(_ id: Int) { self.id = id }
    var screenName: String { "Product" }
    var screenTitle: String { "\(id)" }
  }

  @Test("a route for a new window asks UIKit for a new scene; its activity carries the request the new scene reads back")
  func newWindow() async throws {
    let app = try App(policy: .newWindow)
    let decision = try await app.windows.open(.product(7), source: .notification)
    let request = WindowRequest(link: try #require(URL(string: "shop://product/7")), source: .notification)
    #expect(decision == .newWindow(nil, request))
    let asked = UIKitSimulator.sceneActivationRequests(of: app.application)
    #expect(asked.count == 1)
    #expect(asked.first?.session == nil)
    let activity = try #require(asked.first?.activity)
    #expect(activity.activityType == "com.shop.window")
    #expect(WindowRequest(userInfo: activity.userInfo ?? [:]) == request)
  }

  @Test("a window that shows the route is brought forward by its scene session; UIKit's later refusal is heard")
  func bringForward() async throws {
    let app = try App(policy: .windowShowingRoute(otherwise: .newWindow))
    #expect(await app.links.open(.product(3)) == .opened(.product(3)))
    UIKitSimulator.failSceneActivations(of: app.application, with: CocoaError(.featureUnsupported))
    #expect(try await app.windows.open(.product(3)) == .broughtForward("scene-1"))
    let asked = UIKitSimulator.sceneActivationRequests(of: app.application)
    #expect(asked.map { $0.session === app.session } == [true])
    #expect(app.failures.count == 1)
    #expect(app.failures.first?.hasPrefix("UIKit did not bring window 'scene-1' forward: ") == true)
  }

  @Test("a window without a scene session cannot be brought forward: a typed refusal, nothing changes")
  func unknownSession() async throws {
    let app = try App(policy: .windowShowingRoute(otherwise: .newWindow))
    let other = Navigator(host: HeadlessHost())
    other.setRoot(.stack([TestProduct(5)]))
    try app.windows.register("elsewhere", navigator: other, links: app.links)
    await #expect(
      throws: WindowRoutingError.openingFailed(
        route: RouteDescription(reflecting: Route.product(5)), WindowOpeningError("no scene session is named 'elsewhere'"))
    ) {
      try await app.windows.open(.product(5))
    }
    #expect(app.windows.activeWindow == "scene-1")
  }

  @Test("a window's saved navigation travels in its state restoration activity and comes back whole")
  func restorationActivity() async throws {
    let app = try App(policy: .activeWindow)
    #expect(await app.links.open(.product(9)) == .opened(.product(9)))
    let restorer = NavigationRestorer<Route>(routeTableVersion: 1) { screen in
      (screen as? TestProduct).flatMap { $0.id == 0 ? nil : .product($0.id) }
    } link: { route throws(DeepLinkError) in
      guard case .product(let id) = route, let url = URL(string: "shop://product/\(id)") else { throw .noMatch }
      return url
    } resolve: { url throws(DeepLinkError) in
      guard url.host == "product", let id = Int(url.lastPathComponent) else { throw .noMatch }
      return .product(id)
    } place: { route in
      guard case .product(let id) = route else { return [] }
      return [.open(TestProduct(id), as: .push)]
    }
    let activity = NSUserActivity(activityType: "com.shop.window")
    activity.savedNavigation = restorer.save(app.navigator).data
    app.session.stateRestorationActivity = activity

    let relaunched = Navigator(host: HeadlessHost())
    relaunched.setRoot(.stack([TestProduct(0)]))
    let data = try #require(app.session.stateRestorationActivity?.savedNavigation)
    let report = try await restorer.restore(data, in: relaunched)
    #expect(report == RestorationReport(restored: [.product(9)], dropped: [], savedRouteTableVersion: 1))
    #expect(relaunched.snapshot == app.navigator.snapshot)
    activity.savedNavigation = nil
    #expect(activity.savedNavigation == nil)
  }
}
#endif
