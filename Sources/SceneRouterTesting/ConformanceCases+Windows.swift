import Foundation

extension ConformanceCases {
  /// The routes of the two-window case.
  enum WindowRoute: Hashable, Sendable {
    case screen(String)
  }

  /// The routes of the case of a window removed with links in it: Account needs Login.
  enum LinkRoute: Hashable, Sendable, CustomStringConvertible {
    case login, account, product

    var description: String {
      switch self {
      case .login: "login"
      case .account: "account"
      case .product: "product"
      }
    }
  }

  /// Registers the fixture's window as "one" and another as "two", and makes "two" active; a
  /// throw is a failure.
  static func registerTwoWindows<Route>(
    in windows: WindowNavigators<Route>, one: DeepLinkRouter<Route>, two: (Navigator, DeepLinkRouter<Route>), _ f: Fixture
  ) {
    do throws(WindowRoutingError) {
      try windows.register("one", navigator: f.navigator, links: one)
      try windows.register("two", navigator: two.0, links: two.1)
      try windows.activate("two")
    } catch {
      f.fail("registering the windows threw: \(error)")
    }
  }

  /// Two windows, each a host from the factory with its own navigator, registered in one
  /// `WindowNavigators`: a change in one window shows in its host only, with callbacks from
  /// its screens only; the registry knows which window shows what and which is active; and a
  /// window removed leaves the other window exactly as it was.
  static func twoWindows(_ f: Fixture) {
    let second = f.makeHost()
    let other = Navigator(host: second)
    other.unhandledErrorHandler = { [weak f] error in f?.fail("unhandled navigation error in window two: \(error)") }
    let home = f.screen("Home")
    let otherHome = f.screen("Home 2")
    f.navigator.setRoot(.stack([home]))
    other.setRoot(.stack([otherHome]))
    _ = f.takeLines()
    let windows = WindowNavigators<WindowRoute>(policy: .windowShowingRoute(otherwise: .activeWindow)) { screen in
      .screen(screen.screenName)
    } link: { _ throws(DeepLinkError) in
      throw .noMatch
    } resolve: { _, _ throws(DeepLinkError) in
      throw .noMatch
    }
    let plan: DeepLinkRouter<WindowRoute>.Plan = { _ throws(NavigationError) in NavigationPlan([]) }
    let resolve: DeepLinkRouter<WindowRoute>.Resolve = { _, _ throws(DeepLinkError) in throw .noMatch }
    let firstLinks = DeepLinkRouter(navigator: f.navigator, resolve: resolve, plan: plan)
    let otherLinks = DeepLinkRouter(navigator: other, resolve: resolve, plan: plan)
    registerTwoWindows(in: windows, one: firstLinks, two: (other, otherLinks), f)
    f.navigator.route(to: f.screen("Detail"), from: home, as: .push)
    f.check(
      f.takeLines(), ["Detail didLoad", "Home willDisappear", "Detail willAppear", "Home didDisappear", "Detail didAppear"],
      "callbacks of a push in window one")
    other.route(to: f.screen("Sheet"), from: otherHome, as: .modal(.formSheet))
    f.check(f.takeLines(), ["Sheet didLoad", "Sheet willAppear", "Sheet didAppear"], "callbacks of a sheet in window two")
    f.check(
      [f.navigator.snapshot, other.snapshot],
      [
        NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])),
        NavigationSnapshot(root: .stack([.screen("Home 2")]), presented: [.init(.formSheet, .screen("Sheet"))]),
      ], "both windows' snapshots")
    f.checkAgreement("window one")
    if second.snapshot != other.snapshot {
      f.fail("window two: the host shows\n\(second.snapshot)\nbut the navigator says\n\(other.snapshot)")
    }
    f.check(
      [windows.window(showing: .screen("Detail")), windows.window(showing: .screen("Sheet")), windows.activeWindow],
      ["one", "two", "two"], "the window showing Detail, the one showing Sheet, the active one")
    do throws(WindowRoutingError) {
      try windows.remove("two")
    } catch {
      f.fail("removing window two threw: \(error)")
    }
    f.check([windows.windowIDs, [windows.activeWindow].compactMap { $0 }], [["one"], ["one"]], "the windows after removing two")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home"), .screen("Detail")])), "window one after removing two")
    f.check(f.takeLines(), [], "callbacks from removing a window's registration")
    f.checkAgreement("at the end")
  }

  /// A window removed (its scene disconnected) while a link waits in it behind a guard's
  /// redirect to Login and another is queued behind: both end with "the window closed", the
  /// window's navigator and host go once the app drops them (the registry keeps neither), no
  /// screen of theirs hears anything more, and the other window is exactly as it was.
  static func windowRemovedWithLinks(_ f: Fixture) async {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let windows = WindowNavigators<LinkRoute>(policy: .activeWindow) { _ in
      nil
    } link: { _ throws(DeepLinkError) in
      throw .noMatch
    } resolve: { _, _ throws(DeepLinkError) in
      throw .noMatch
    }
    var events: [String] = []
    let owner = ConformanceScreen.Transcript()
    windows.observe(owner) { event in events.append(event.description) }
    let resolve: DeepLinkRouter<LinkRoute>.Resolve = { _, _ throws(DeepLinkError) in throw .noMatch }
    let firstLinks = DeepLinkRouter(navigator: f.navigator, resolve: resolve) { _ throws(NavigationError) in NavigationPlan([]) }
    weak var removedNavigator: Navigator?
    weak var removedHost: Host?
    typealias Sent = Task<Result<WindowDecision<LinkRoute>, WindowRoutingError>, Never>
    let send: @MainActor (LinkRoute) -> Sent = { route in
      Task {
        do throws(WindowRoutingError) {
          return .success(try await windows.open(route))
        } catch {
          return .failure(error)
        }
      }
    }
    let account: Sent
    let product: Sent
    do {
      let host = f.makeHost()
      let navigator = Navigator(host: host)
      navigator.unhandledErrorHandler = { [weak f] error in f?.fail("unhandled navigation error in window two: \(error)") }
      navigator.setRoot(.stack([f.screen("Home 2")]))
      let signedIn = RouteGuard<LinkRoute>("signed in") { route in route == .account ? .redirect(to: .login) : .allow }
      let links = DeepLinkRouter(navigator: navigator, guards: [signedIn], resolve: resolve) { [weak f] route in
        guard let f else { return NavigationPlan([]) }
        return switch route {
        case .login: NavigationPlan([.open(f.screen("Login"), as: .modal(.formSheet))])
        case .account: NavigationPlan([.open(f.screen("Account"), as: .push)])
        case .product: NavigationPlan([.open(f.screen("Product"), as: .push)])
        }
      }
      registerTwoWindows(in: windows, one: firstLinks, two: (navigator, links), f)
      _ = f.takeLines()
      account = send(.account)
      await links.waitUntil { $0.activity == .waitingForRedirect(.account, redirect: .login) }
      product = send(.product)
      await links.waitUntil { $0.queuedRoutes == [.product] }
      f.check(f.takeLines(), ["Login didLoad", "Login willAppear", "Login didAppear"], "callbacks of the redirect to Login")
      f.check(
        host.snapshot,
        NavigationSnapshot(root: .stack([.screen("Home 2")]), presented: [.init(.formSheet, .screen("Login"))]),
        "window two's host, Login shown for the waiting link")
      if host.snapshot != navigator.snapshot {
        f.fail("window two: the host shows\n\(host.snapshot)\nbut the navigator says\n\(navigator.snapshot)")
      }
      removedNavigator = navigator
      removedHost = host
      do throws(WindowRoutingError) {
        try windows.remove("two")
      } catch {
        f.fail("removing window two threw: \(error)")
      }
    }
    // The app dropped window two: nothing the registry or the links' callers hold keeps it.
    f.check(removedNavigator == nil, true, "window two's navigator released")
    f.check(removedHost == nil, true, "window two's host released")
    f.check(
      [await account.value, await product.value].map { "\($0)" },
      [
        "success(In window 'two': Cancelled account: the window closed.)",
        "success(In window 'two': Cancelled product: the window closed.)",
      ], "the links' decisions")
    f.check(
      events,
      [
        "registered one", "activated one", "registered two", "activated two", "account → two (the active window)",
        "product → two (the active window)", "removed two", "activated one",
      ], "the registry's events")
    f.check(f.takeLines(), [], "callbacks after the removal: window two went without a word, and nothing was shown")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home")])), "window one after removing two")
    f.checkAgreement("at the end")
    withExtendedLifetime(home) {}
  }
}
