import Foundation
import SceneRouter
import StorefrontKit
import Testing

/// The app's task tracker: `settled()` returns exactly when every task has finished or
/// waits for a person, with nothing counted or timed.
@MainActor
@Suite("AppTasks", .timeLimit(.minutes(10)))
struct AppTasksTests {
  @Test("with nothing started, the app is settled at once")
  func settledAtOnce() async {
    let app = StorefrontApp()
    await app.tasks.settled()
    #expect(app.tasks.isSettled)
    #expect(app.tasks.titles == [])
  }

  @Test("tasks started in one turn, each awaiting navigation, have all finished when settled returns")
  func allFinish() async {
    let app = StorefrontApp()
    let log = Log()
    for number in 1...50 {
      app.tasks.start("task \(number)") {
        _ = await app.perform(action: 0)  // the Shop's first product, then each product's first related one
        log.lines.append("task \(number)")
      }
    }
    #expect(!app.tasks.isSettled)
    await app.tasks.settled()
    #expect(log.lines == (1...50).map { "task \($0)" })
    #expect(app.tasks.titles == [])
    #expect(app.navigator.snapshot.presented == [])
    #expect(app.host.snapshot == app.navigator.snapshot)
  }

  @Test("a task awaiting Login waits for a person while Login is shown, and runs to its end when Login goes")
  func waitsForLogin() async throws {
    let app = StorefrontApp()
    await app.perform(action: 0)  // Swift T-shirt
    let log = Log()
    app.tasks.start("Add to wishlist") {
      await app.perform(action: 2)
      log.lines.append("added: \(app.services.session.wishlist)")
    }
    await app.tasks.settled()
    #expect(app.topMostScreen?.screenName == "Login")
    #expect(app.tasks.titles == ["Add to wishlist"])
    #expect(log.lines == [])
    try app.host.pullDownSheet()  // the person pulls Login down: the addition is dropped
    #expect(!app.tasks.isSettled)
    await app.tasks.settled()
    #expect(app.tasks.titles == [])
    #expect(log.lines == ["added: []"])
  }

  @Test("a link behind a link that waits for Login waits too, and opens after the first")
  func linkBehindLink() async throws {
    let app = StorefrontApp()
    let first = LinkOutcome.open(try #require(URL(string: "storefront://wishlist/product/3")), in: app)
    let second = LinkOutcome.open(try #require(URL(string: "storefront://login")), in: app)
    await app.tasks.settled()
    #expect(app.tasks.titles == ["open storefront://wishlist/product/3", "open storefront://login"])
    #expect(first.text == nil)
    #expect(second.text == nil)
    await app.perform(action: 3)  // Cancel: the first link is dropped, the second opens Login again
    await app.tasks.settled()
    #expect(first.text == "Did not open 'storefront://wishlist/product/3': the redirect to storefront://login ended without success (closed without a result).")
    #expect(second.text == "opened")
    #expect(app.topMostScreen?.screenName == "Login")
    #expect(app.tasks.titles == [])
  }
}

/// Lines written by tasks, read by the test.
@MainActor
private final class Log {
  var lines: [String] = []
}
