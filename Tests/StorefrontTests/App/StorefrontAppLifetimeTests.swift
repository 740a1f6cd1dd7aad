import SceneRouter
import SceneRouterHeadless
import StorefrontKit
import Testing

/// The storefront app dropped by its owner goes whole, even while one of its tasks awaits
/// a person: routers hold their navigator weakly, so the navigator goes with the app, and
/// the awaited Login's caller resumes ("the navigator was released") instead of waiting
/// forever with everything it holds (issue 10, LeakSanitizer).
@MainActor
@Suite("Storefront app lifetime", .timeLimit(.minutes(1)))
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
        ├─ stack (selected)
        │  ├─ Shop "Shop"
        │  └─ Product "Swift T-shirt"
        └─ stack
           └─ Wishlist "Wishlist"
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
