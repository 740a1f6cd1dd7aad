import Foundation

extension ConformanceCases {
  /// The routes of the two-window case.
  enum WindowRoute: Hashable, Sendable {
    case screen(String)
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
    do throws(WindowRoutingError) {
      try windows.register("one", navigator: f.navigator, links: firstLinks)
      try windows.register("two", navigator: other, links: otherLinks)
      try windows.activate("two")
    } catch {
      f.fail("registering the windows threw: \(error)")
    }
    f.navigator.open(f.screen("Detail"), from: home, as: .push)
    f.check(
      f.takeLines(), ["Detail didLoad", "Home willDisappear", "Detail willAppear", "Home didDisappear", "Detail didAppear"],
      "callbacks of a push in window one")
    other.open(f.screen("Sheet"), from: otherHome, as: .modal(.formSheet))
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
}
