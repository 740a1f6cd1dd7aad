@_spi(Hosting) import SceneRouter
import SceneRouterCleanSwift
import SceneRouterTestSupport
@testable import ArticleApps
@_spi(Hosting) import SceneRouterHeadless
import Testing

@MainActor
@Suite("Article 004's Home -> Detail")
struct HomeDetailAppTests {
  init() {
    // The article apps' refusals nobody handled fail the test that caused them.
    articleAppsUnhandledErrorHandler = { error in Issue.record("unhandled navigation error: \(error)") }
  }

  @Test("the programmatic route instantiates Detail, passes the message, then pushes it")
  func programmatic() async throws {
    let app = HomeDetailApp()
    app.home.interactor.message = "Hello, Detail"
    try await app.home.router?.routeToDetail(segue: nil)
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Detail "Hello, Detail"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    let detail = try #require(app.navigator.topMostScreen as? DetailScreen)
    #expect(detail.interactor.message == "Hello, Detail")
  }

  @Test("the segue route passes the message in prepare and lets the segue push, once")
  func segue() async throws {
    let app = HomeDetailApp()
    app.home.interactor.message = "Hello, Detail"
    try await app.storyboard.performSegue(withIdentifier: "Detail", from: app.home, on: app.navigator)
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Detail "Hello, Detail"
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.host.performedSteps.map(\.description) == [
      "setRoot stack#1[Home#2] (none)", "push Detail#3 onto #1 (standard)",
    ])
    #expect(app.host.appearanceLog.filter { $0.screen == "Detail" && $0.event == .didAppear }.count == 1)
  }

  @Test("both paths give the same snapshot, the same steps and the same message")
  func pathsAgree() async throws {
    var outcomes: Set<String> = []
    for bySegue in [false, true] {
      let app = HomeDetailApp()
      app.home.interactor.message = "same"
      if bySegue {
        try await app.storyboard.performSegue(withIdentifier: "Detail", from: app.home, on: app.navigator)
      } else {
        try await app.home.router?.routeToDetail(segue: nil)
      }
      let message = (app.navigator.topMostScreen as? DetailScreen)?.interactor.message ?? "-"
      outcomes.insert("\(app.navigator.snapshot) | \(app.host.performedSteps) | \(message)")
    }
    #expect(outcomes.count == 1)
  }

  @Test("Detail's back route hands its message back to Home")
  func backRoute() async throws {
    let app = HomeDetailApp()
    app.home.interactor.message = "there"
    try await app.home.router?.routeToDetail(segue: nil)
    let detail = try #require(app.navigator.topMostScreen as? DetailScreen)
    detail.interactor.message = "and back again"
    try await detail.router.routeBackToHome()
    #expect(app.navigator.snapshot.description == """
      stack
      └─ Home
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.home.interactor.message == "and back again")
  }
}
