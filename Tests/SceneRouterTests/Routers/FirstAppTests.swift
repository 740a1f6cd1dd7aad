import Foundation
import SceneRouter
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// A newcomer's first app (Samples/FirstApp), driven the way its user would: taps, a sheet
/// that returns a value, a login-gated screen, deep links in and out. Every step is one
/// await or one call; nothing polls and no test starts a `Task`.
@MainActor
@Suite("A first app", .timeLimit(.minutes(10)))
struct FirstAppTests {
  private func launch() throws -> (NotesApp, HeadlessHost) {
    let (navigator, host) = makeNavigator()
    return (try NotesApp(navigator: navigator), host)
  }

  @Test("tabs, a push, a sheet returning an edited name, and Settings behind Login")
  func firstSession() async throws {
    let (app, host) = try launch()
    let feed = try #require(app.feedRouter.root as? FeedScreen)
    try await feed.viewModel.tapPost(1)
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  ├─ Feed
      │  └─ Post "Hello"
      └─ stack
         └─ Profile "Ana"
      """)

    try host.tapTab(1)
    let profile = try #require(app.profileRouter.root as? ProfileScreen)
    let edited = try await profile.viewModel.tapEditName()
    #expect(app.navigator.snapshot.presented == [.init(.formSheet, .stack([.screen("EditName")]))])
    let editor = try #require(app.navigator.topMostScreen as? EditNameScreen)
    editor.viewModel.name = "Ana María"
    editor.viewModel.save()
    profile.viewModel.apply(await edited.result)

    app.person.atLogin = .signIn("ana")
    try await profile.viewModel.tapSettings()
    #expect(app.session.user == "ana")
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack
      │  ├─ Feed
      │  └─ Post "Hello"
      └─ stack (selected)
         ├─ Profile "Ana María"
         └─ Settings
      """)
  }

  @Test("signed out and Login pulled down: Settings is refused with the guard's reason, and nothing else changes")
  func settingsRefused() async throws {
    let (app, host) = try launch()
    try host.tapTab(1)
    let profile = try #require(app.profileRouter.root as? ProfileScreen)
    let before = app.navigator.snapshot
    app.person.atLogin = .pullDown
    await #expect(throws: NavigationError.guardDenied(guard: "signed in", reason: "Login was closed without a result")) {
      try await profile.viewModel.tapSettings()
    }
    #expect(app.navigator.snapshot == before)
  }

  @Test("deep links in: a post on its tab, a post that does not exist refused by the app, Settings after Login")
  func deepLinksIn() async throws {
    let (app, host) = try launch()
    try host.tapTab(1)
    let links = try #require(app.links)

    #expect(await links.open("notes://post/2") == .opened(.post(id: 2)))
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack (selected)
      │  ├─ Feed
      │  └─ Post "Routers"
      └─ stack
         └─ Profile "Ana"
      """)

    let before = app.navigator.snapshot
    let missing = await links.open("notes://post/7")
    #expect(missing == .refused(.post(id: 7), .declined(reason: "There is no post 7.")))
    #expect(missing.description == "Could not open post(id: 7): There is no post 7.")
    #expect(app.navigator.snapshot == before)

    app.person.atLogin = .signIn("ana")
    #expect(await links.open("notes://settings") == .opened(.settings))
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack
      │  ├─ Feed
      │  └─ Post "Routers"
      └─ stack (selected)
         ├─ Profile "Ana"
         └─ Settings
      """)
  }

  @Test("deep links out: a post prints the link that opens it, and a tap and a link build the same screen")
  func deepLinksOut() async throws {
    let (app, _) = try launch()
    let feed = try #require(app.feedRouter.root as? FeedScreen)
    try await feed.viewModel.tapPost(2)
    let tapped = try #require(app.navigator.topMostScreen as? PostScreen)
    let link = try tapped.shareLink()
    #expect(link == "notes://post/2")

    try await app.navigator.popToRootAndWait(from: tapped)
    let links = try #require(app.links)
    #expect(await links.open(link) == .opened(.post(id: 2)))
    let linked = try #require(app.navigator.topMostScreen as? PostScreen)
    #expect(linked !== tapped)
    #expect(try linked.shareLink() == link)
    #expect(app.navigator.snapshot.root == .tabs([.stack([.screen("Feed"), .screen("Post", "Routers")]), .stack([.screen("Profile", "Ana")])], selected: 0))
  }
}

extension Navigator {
  /// Pops `screen`'s stack to its root and waits.
  fileprivate func popToRootAndWait(from screen: any Screen) async throws(NavigationError) {
    try await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, NavigationError>, Never>) in
      perform(.popToRoot, from: screen) { continuation.resume(returning: $0) }
    }.get()
  }
}
