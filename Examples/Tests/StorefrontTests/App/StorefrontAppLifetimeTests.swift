import Foundation
import SceneRouter
import SceneRouterHeadless
import StorefrontConsole
import StorefrontKit
import Testing

/// The storefront app dropped by its owner goes whole, even while one of its tasks awaits
/// a person: routers hold their navigator weakly, so the navigator goes with the app, and
/// the awaited Login's caller resumes ("the navigator was released") instead of waiting
/// forever with everything it holds (issue 10, LeakSanitizer).
@MainActor
@Suite("Storefront app lifetime", .timeLimit(.minutes(10)))
struct StorefrontAppLifetimeTests {
  @Test("an app dropped while 'Add to wishlist' waits for Login frees its navigator, host and screens, and the task ends")
  func droppedWhileWaitingForLogin() async throws {
    weak var navigator: Navigator?
    weak var host: HeadlessHost?
    weak var product: (any Screen)?
    weak var login: (any Screen)?
    let ended = OneShot()
    do {
      let app = StorefrontApp()
      await app.perform(action: 0)  // Swift T-shirt
      let add = try #require(app.topMostScreen?.actions.first { $0.title == "Add to wishlist" })
      product = app.topMostScreen
      app.tasks.start(add.title) {
        await add.perform()
        ended.fire()
      }
      await app.tasks.settled()
      #expect(app.tasks.titles == ["Add to wishlist"])
      #expect(app.navigator.snapshot.description == """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop "Shop"
        │  └─ Product "Swift T-shirt"
        ├─ stack [tab: Wishlist, image: heart]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented formSheet:
        └─ stack
           └─ Login "Log in"
        """)
      login = app.topMostScreen
      (navigator, host) = (app.navigator, app.host)
    }
    try #require(navigator == nil, "the app's navigator outlived the app")
    await ended.wait()
    #expect(host == nil)
    #expect(product == nil)
    #expect(login == nil)
  }
}

extension StorefrontAppLifetimeTests {
  @Test("a console session dropped while a link waits for Login, with a second link behind it, frees the app, and both links' tasks end")
  func sessionDroppedWhileALinkWaitsForLogin() async throws {
    weak var app: StorefrontApp?
    weak var navigator: Navigator?
    weak var host: HeadlessHost?
    weak var login: (any Screen)?
    let tasks: AppTasks  // holds no navigator: the test awaits the dropped app's tasks through it
    do {
      let session = ConsoleSession()
      await session.perform(try ConsoleCommand(parsing: "open storefront://wishlist/product/3"))
      await session.perform(try ConsoleCommand(parsing: "open storefront://product/42"))
      #expect(session.takeMessages() == [])
      #expect(session.waitingActions == ["open storefront://wishlist/product/3", "open storefront://product/42"])
      #expect(session.app.navigator.snapshot.description == """
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
        """)
      tasks = session.app.tasks
      (app, navigator, host, login) = (session.app, session.app.navigator, session.app.host, session.app.topMostScreen)
    }
    // Before the fix, the first link's task held the app (ConsoleSession.swift: `[log, app]`
    // and `app.open(url)`), the app held the navigator, and the navigator held that task's
    // wait for Login: nothing was freed.
    try #require(app == nil, "the app outlived its session while a link waited for Login")
    #expect(navigator == nil)
    await tasks.finished()
    #expect(tasks.titles == [])
    #expect(host == nil)
    #expect(login == nil)
  }

  @Test("links opened through the app's link opener end with the reason when the app is dropped while the first waits for Login")
  func openerOutlivesTheApp() async throws {
    weak var app: StorefrontApp?
    let texts = Texts()
    let tasks: AppTasks
    do {
      let storefront = StorefrontApp()
      for link in ["storefront://wishlist/product/3", "storefront://product/42"] {
        let url = try #require(URL(string: link))
        storefront.tasks.start("open \(link)") { [opener = storefront.linkOpener] in
          do throws(StorefrontLinkError) {
            try await opener.open(url)
            texts.lines.append("opened \(link)")
          } catch {
            texts.lines.append(error.description)
          }
        }
      }
      await storefront.tasks.settled()
      #expect(storefront.topMostScreen?.screenName == "Login")
      #expect(texts.lines == [])
      (app, tasks) = (storefront, storefront.tasks)
    }
    try #require(app == nil, "the app outlived its owner while a link waited for Login")
    await tasks.finished()
    #expect(texts.lines == [
      "Did not open 'storefront://wishlist/product/3': the navigator was released.",
      "Did not open 'storefront://product/42': the navigator was released.",
    ])
  }
}

/// Lines the links' tasks write, read by the test after the app is gone.
@MainActor
private final class Texts {
  var lines: [String] = []
}

/// Resumes whoever waits, once: fired by the task's last line.
@MainActor
private final class OneShot {
  private var isFired = false
  private var waiter: CheckedContinuation<Void, Never>?

  func fire() {
    isFired = true
    waiter?.resume()
    waiter = nil
  }

  func wait() async {
    guard !isFired else { return }
    await withCheckedContinuation { waiter = $0 }
  }
}
