import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterTestSupport
import StorefrontKit
import Testing

/// Every way into the storefront, written once and run on every host: an entry of each source
/// opened at a cold start before the window is visible, during a guard's Login, after a
/// relaunch that found it saved, and refused. Each run gives the navigator's whole snapshot at
/// its checkpoints, the origins of the requests links made, and the refusals; the expected
/// values are the headless host's, which follows UIKit's rules.
@MainActor
package struct StorefrontEntryFlow: Sendable, CustomStringConvertible {
  /// The source under test, as the test names it.
  package let name: String
  /// What comes in.
  package let entry: Entry
  /// The same source with a payload or kind the storefront does not read.
  package let unreadable: Entry
  /// The navigator's snapshot once `entry` opened on a fresh storefront.
  package let opened: String
  /// The origin of the request that opened it.
  package let origin: String
  /// Why `unreadable` is refused.
  package let refusal: String

  package nonisolated var description: String { name }

  /// One entry of each source.
  package nonisolated static let all: [StorefrontEntryFlow] = [notification, shortcut, activity, widget]

  /// A product back in stock: the notification's payload names it.
  package nonisolated static let notification = StorefrontEntryFlow(
    name: "notification", entry: .notification(StorefrontEntries.backInStock, payload: ["product": "42"]),
    unreadable: .notification(StorefrontEntries.backInStock, payload: ["product": "x"]),
    opened: EntryTrees.productPushed("Deep Link Hoodie"), origin: "notification /product/:id {id=42}",
    refusal: "'notification back-in-stock {product}' is not a storefront link: the parameter 'product' is 'x', which is not a valid product identifier."
  )

  /// The Home Screen Quick Action that opens the wishlist.
  package nonisolated static let shortcut = StorefrontEntryFlow(
    name: "Quick Action", entry: .shortcut(StorefrontEntries.wishlistShortcut),
    unreadable: .shortcut("com.example.storefront.cart"), opened: EntryTrees.wishlistSelected, origin: "shortcut /wishlist",
    refusal: "'shortcut com.example.storefront.cart' is not a storefront link: nothing reads the entry 'shortcut com.example.storefront.cart'."
  )

  /// A product viewed on another device (Handoff) or found in Spotlight.
  package nonisolated static let activity = StorefrontEntryFlow(
    name: "Spotlight result", entry: .userActivity(StorefrontEntries.productActivity, payload: ["id": "3"]),
    unreadable: .userActivity(StorefrontEntries.productActivity), opened: EntryTrees.productPushed("Router Stickers"),
    origin: "userActivity /product/:id {id=3}",
    refusal: "'userActivity com.example.storefront.product' is not a storefront link: the parameter 'id' is missing."
  )

  /// A widget's link.
  package nonisolated static let widget = StorefrontEntryFlow(
    name: "widget", entry: .widget(URL(string: "storefront://product/42") ?? URL(fileURLWithPath: "/")),
    unreadable: .widget(URL(string: "storefront://nowhere") ?? URL(fileURLWithPath: "/")),
    opened: EntryTrees.productPushed("Deep Link Hoodie"), origin: "widget /product/:id {id=42}",
    refusal: "'widget storefront://nowhere' is not a storefront link: no screen lives at '/nowhere'."
  )

  // MARK: - The runs

  /// What a run saw.
  package struct Record: Equatable, CustomStringConvertible {
    /// The navigator's whole snapshot at each checkpoint.
    package var snapshots: [String] = []
    /// The origin of every request a link made, in order.
    package var origins: [String] = []
    /// Each refusal's text.
    package var refusals: [String] = []

    package var description: String {
      "snapshots:\n" + snapshots.joined(separator: "\n--\n") + "\norigins: \(origins)\nrefusals: \(refusals)"
    }
  }

  /// Cold start: the entry is opened as the scene connects, before the window is visible. A
  /// host that is not ready yet shows nothing and the entry waits, behind the root, until the
  /// window is shown; then it opens whole.
  package func coldStart(_ launch: @MainActor (StorefrontServices) -> StorefrontLaunch) async -> Record {
    let app = launch(StorefrontServices())
    var record = Record()
    let log = Log()
    follow(app, into: log)
    let opening = open(entry, in: app, log: log)
    // The link reaches the link router, which hands its plan to the navigator.
    await app.window.linkRouter?.waitUntil { $0.activity != .idle }
    if !app.isReady() {
      #expect(app.window.navigator.snapshot == NavigationSnapshot(root: nil), "\(name): nothing is shown before the window")
      #expect(app.hostSnapshot() == NavigationSnapshot(root: nil), "\(name): the host shows nothing before the window")
    }
    app.showWindow()
    await app.window.tasks.settled()
    await opening.value
    checkpoint(app, &record)
    return finish(app, record, log)
  }

  /// The entry arrives while onboarding asks for a sign-in (a guard that redirects every
  /// route to Login): it waits on Login, and opens once the person logs in.
  package func duringGuard(_ launch: @MainActor (StorefrontServices) -> StorefrontLaunch) async -> Record {
    let app = await shown(launch)
    requireSignIn(app)
    var record = Record()
    let log = Log()
    follow(app, into: log)
    let opening = open(entry, in: app, log: log)
    await app.window.tasks.settled()
    checkpoint(app, &record)
    await tap("Log in as Ana", in: app)
    await opening.value
    checkpoint(app, &record)
    return finish(app, record, log)
  }

  /// The app is killed while the entry waits on onboarding's Login; the route was saved with
  /// its source, and the next launch opens it once, then the store is empty.
  package func relaunch(_ launch: @MainActor (StorefrontServices) -> StorefrontLaunch) async -> Record {
    let store = MemoryPendingRouteStore()
    let first = await shown(launch)
    requireSignIn(first)
    first.window.linkRouter?.persistPendingRoutes(in: PendingRoutePersistence(store: store, version: 1))
    let waiting = open(entry, in: first, log: Log())
    await first.window.tasks.settled()
    let saved = store.data
    // What is on disk is what was saved then; here the first app's wait is ended by the
    // person pulling Login down, which drops the link and clears the store.
    do { try first.pullDownSheet() } catch { Issue.record("\(name): Login cannot be pulled down: \(error)") }
    await first.window.tasks.settled()
    await waiting.value
    #expect(store.data == nil, "\(name): a dropped link is no longer saved")
    first.close()
    store.data = saved

    let relaunched = await shown(launch)
    var record = Record()
    let log = Log()
    follow(relaunched, into: log)
    let outcome = await relaunched.window.linkRouter?.openSavedRoute(from: PendingRoutePersistence(store: store, version: 1))
    if case .opened = outcome {} else { log.refusals.append("the saved route: \(outcome.map { "\($0)" } ?? "none")") }
    checkpoint(relaunched, &record)
    #expect(store.data == nil, "\(name): the store is empty once the saved route opened")
    return finish(relaunched, record, log)
  }

  /// An entry of the same source that the storefront does not read is refused with the
  /// reason; nothing changes and no request is made.
  package func refused(_ launch: @MainActor (StorefrontServices) -> StorefrontLaunch) async -> Record {
    let app = await shown(launch)
    var record = Record()
    let log = Log()
    follow(app, into: log)
    let opening = open(unreadable, in: app, log: log)
    await app.window.tasks.settled()
    await opening.value
    checkpoint(app, &record)
    return finish(app, record, log)
  }

  // MARK: - Expected

  /// What ``coldStart(_:)`` must record on every host.
  package var expectedColdStart: Record { Record(snapshots: [opened], origins: [origin]) }

  /// What ``duringGuard(_:)`` must record on every host.
  package var expectedDuringGuard: Record {
    Record(snapshots: [EntryTrees.loginOverShop, opened], origins: [loginOrigin, origin])
  }

  /// What ``relaunch(_:)`` must record on every host.
  package var expectedRelaunch: Record { Record(snapshots: [opened], origins: [origin]) }

  /// What ``refused(_:)`` must record on every host.
  package var expectedRefused: Record { Record(snapshots: [EntryTrees.shopSelected], refusals: [refusal]) }

  /// The origin of the redirect to Login, named by the entry's source.
  private var loginOrigin: String { "\(entry.source == .link ? "deep link" : entry.source.rawValue) /login" }

  // MARK: - Helpers

  /// What one run's observers collect.
  @MainActor
  private final class Log {
    var origins: [String] = []
    var refusals: [String] = []
  }

  /// Collects the origin of every request a link makes from now on.
  private func follow(_ app: StorefrontLaunch, into log: Log) {
    app.window.navigator.addEventObserver(log) { log, event in
      if case .received(let request) = event, case .deepLink = request.origin { log.origins.append(request.origin.description) }
    }
  }

  /// Opens `entry` as the app opens one, in one of the app's tasks (which
  /// `AppTasks.settled()` awaits), started now; the returned task ends when the entry opened
  /// or was refused.
  private func open(_ entry: Entry, in app: StorefrontLaunch, log: Log) -> Task<Void, Never> {
    let opener = app.window.linkOpener
    var end: AsyncStream<Void>.Continuation?
    let ended = AsyncStream<Void> { end = $0 }  // the closure runs now, in the initializer
    app.window.tasks.start("open \(entry)") { [end] in
      do throws(StorefrontLinkError) {
        try await opener.open(entry)
      } catch {
        log.refusals.append(error.description)
      }
      end?.finish()
    }
    return Task {
      for await _ in ended {}
    }
  }

  /// A new storefront, its window shown and its launch settled.
  private func shown(_ launch: @MainActor (StorefrontServices) -> StorefrontLaunch) async -> StorefrontLaunch {
    let app = launch(StorefrontServices())
    app.showWindow()
    await app.window.tasks.settled()
    return app
  }

  /// The record with what the run's observers collected; the window closed.
  private func finish(_ app: StorefrontLaunch, _ record: Record, _ log: Log) -> Record {
    var record = record
    record.origins = log.origins
    record.refusals = log.refusals
    app.close()
    return record
  }

  private func checkpoint(_ app: StorefrontLaunch, _ record: inout Record) {
    record.snapshots.append(app.window.navigator.snapshot.description)
    #expect(app.hostSnapshot() == app.window.navigator.snapshot, "\(name): the host shows what the navigator recorded")
  }

  /// Onboarding: until a person signs in, every route waits on Login.
  private func requireSignIn(_ app: StorefrontLaunch) {
    let session = app.window.services.session
    app.window.linkRouter?.guards.append(
      RouteGuard("onboarded") { [weak session] route in
        guard session?.isSignedIn == false, route != .login else { return .allow }
        return .redirect(to: .login)
      })
  }

  private func tap(_ title: String, in app: StorefrontLaunch) async {
    guard let action = app.window.topMostScreen?.actions.first(where: { $0.title == title }) else {
      Issue.record("\(name): no action '\(title)' on \(app.window.topMostScreen?.screenName ?? "nothing")")
      return
    }
    app.window.tasks.start(title) { await action.perform() }
    await app.window.tasks.settled()
  }
}

/// The headless host's whole snapshots for the entry flows.
enum EntryTrees {
  /// A fresh storefront: the Shop tab selected.
  static let shopSelected = """
    tabs
    ├─ stack (selected) [tab: Shop, image: bag]
    │  └─ Shop "Shop"
    ├─ stack [tab: Wishlist, image: heart]
    │  └─ Wishlist "Wishlist"
    └─ stack [tab: system search, prominent]
       └─ Search "Search"
    """

  /// The Wishlist tab selected.
  static let wishlistSelected = """
    tabs
    ├─ stack [tab: Shop, image: bag]
    │  └─ Shop "Shop"
    ├─ stack (selected) [tab: Wishlist, image: heart]
    │  └─ Wishlist "Wishlist"
    └─ stack [tab: system search, prominent]
       └─ Search "Search"
    """

  /// Onboarding's Login over a fresh storefront.
  static let loginOverShop = """
    tabs
    ├─ stack (selected) [tab: Shop, image: bag]
    │  └─ Shop "Shop"
    ├─ stack [tab: Wishlist, image: heart]
    │  └─ Wishlist "Wishlist"
    └─ stack [tab: system search, prominent]
       └─ Search "Search"
    presented formSheet:
    └─ stack
       └─ Login "Log in"
    """

  /// A product pushed on the Shop tab.
  static func productPushed(_ name: String) -> String {
    """
    tabs
    ├─ stack (selected) [tab: Shop, image: bag]
    │  ├─ Shop "Shop"
    │  └─ Product "\(name)"
    ├─ stack [tab: Wishlist, image: heart]
    │  └─ Wishlist "Wishlist"
    └─ stack [tab: system search, prominent]
       └─ Search "Search"
    """
  }
}
