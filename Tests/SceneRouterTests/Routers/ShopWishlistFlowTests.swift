import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import StorefrontKit
import Testing

/// Article 002's sample app driven entirely through its routers on the headless host,
/// with the whole snapshot asserted after every step.
@MainActor
@Suite("Article 002: the Shop and Wishlist flow", .timeLimit(.minutes(10)))
struct ShopWishlistFlowTests {
  /// Performs the top-most screen's action with this title, as a person would tap it.
  private func tap(_ title: String, in app: StorefrontApp) async {
    guard let index = app.topMostScreen?.actions.firstIndex(where: { $0.title == title }) else {
      Issue.record("no action '\(title)' on \(app.topMostScreen?.screenName ?? "nothing")")
      return
    }
    await app.perform(action: index)
  }

  /// Returns once `name` is on top, resumed by the navigator's change that puts it there.
  private func waitFor(_ name: String, in app: StorefrontApp) async {
    await waitUntil(app.navigator) { app.topMostScreen?.screenName == name }
  }

  private func expectScreen(_ app: StorefrontApp, _ tree: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(app.navigator.snapshot.description == tree, sourceLocation: sourceLocation)
    #expect(app.host.snapshot == app.navigator.snapshot, sourceLocation: sourceLocation)
  }

  @Test("shop: a product opens a product, adds to the wishlist after signing in, and confirms with a pop-up")
  func shopFlow() async {
    let app = StorefrontApp()
    app.navigator.unhandledErrorHandler = { Issue.record("unhandled: \($0)") }
    expectScreen(app, """
      tabs
      ├─ stack (selected)
      │  └─ Shop "Shop"
      └─ stack
         └─ Wishlist "Wishlist"
      """)
    await tap("Open 'Swift T-shirt'", in: app)
    await tap("Open 'Xcode Mug'", in: app)
    expectScreen(app, """
      tabs
      ├─ stack (selected)
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  └─ Product "Xcode Mug"
      └─ stack
         └─ Wishlist "Wishlist"
      """)

    // Signed out: "Add to wishlist" presents Login first and waits for it.
    let adding = Task { await tap("Add to wishlist", in: app) }
    await waitFor("Login", in: app)
    expectScreen(app, """
      tabs
      ├─ stack (selected)
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  └─ Product "Xcode Mug"
      └─ stack
         └─ Wishlist "Wishlist"
      presented formSheet:
      └─ stack
         └─ Login "Log in"
      """)
    await tap("Log in as Ana", in: app)
    await adding.value
    #expect(app.services.session.wishlist == [2])
    expectScreen(app, """
      tabs
      ├─ stack (selected)
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  └─ Product "Xcode Mug"
      └─ stack
         └─ Wishlist "Wishlist"
      presented overFullScreen:
      └─ PopUp "'Xcode Mug' was added to your wishlist."
      """)
    await tap("OK", in: app)
    // Signed in now: the pop-up comes straight away.
    await tap("Open 'Swift T-shirt'", in: app)
    await tap("Add to wishlist", in: app)
    #expect(app.topMostScreen?.screenName == "PopUp")
    await tap("OK", in: app)
    #expect(app.services.session.wishlist == [2, 1])

    // The Siri shortcut sheet, handled by the product's SiriRouter.
    await tap("Create a Siri shortcut", in: app)
    #expect(app.topMostScreen?.screenName == "AddShortcut")
    await tap("Add shortcut", in: app)
    #expect(app.services.session.shortcuts == [1])
    expectScreen(app, """
      tabs
      ├─ stack (selected)
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  ├─ Product "Xcode Mug"
      │  └─ Product "Swift T-shirt"
      └─ stack
         └─ Wishlist "Wishlist"
      """)
  }

  @Test("wishlist: login opens sign up and forgot password, whose reset presents a pop-up")
  func wishlistFlow() async throws {
    let app = StorefrontApp()
    app.navigator.unhandledErrorHandler = { Issue.record("unhandled: \($0)") }
    app.services.session.signIn(as: "Ana")
    app.services.session.addToWishlist(42)
    try app.host.tapTab(1)
    await tap("Open 'Deep Link Hoodie'", in: app)
    expectScreen(app, """
      tabs
      ├─ stack
      │  └─ Shop "Shop"
      └─ stack (selected)
         ├─ Wishlist "Wishlist"
         └─ Product "Deep Link Hoodie"
      """)
    try app.host.tapBack()
    await tap("Sign out", in: app)

    let login = Task { await tap("Log in", in: app) }
    await waitFor("Login", in: app)
    await tap("Forgot password", in: app)
    await tap("Reset password", in: app)
    expectScreen(app, """
      tabs
      ├─ stack
      │  └─ Shop "Shop"
      └─ stack (selected)
         └─ Wishlist "Wishlist"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ ForgotPassword "Forgot password"
      presented overFullScreen:
      └─ PopUp "Check your email to reset your password."
      """)
    await tap("OK", in: app)
    try app.host.tapBack()

    let signingUp = Task { await tap("Sign up", in: app) }
    await waitFor("SignUp", in: app)
    await tap("Forgot password", in: app)
    expectScreen(app, """
      tabs
      ├─ stack
      │  └─ Shop "Shop"
      └─ stack (selected)
         └─ Wishlist "Wishlist"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         ├─ SignUp "Sign up"
         └─ ForgotPassword "Forgot password"
      """)
    try app.host.swipeBack()
    await tap("Create account 'Bo'", in: app)
    await signingUp.value
    await login.value
    #expect(app.services.session.userName == "Bo")
    #expect(app.services.session.passwordResets == 1)
    expectScreen(app, """
      tabs
      ├─ stack
      │  └─ Shop "Shop"
      └─ stack (selected)
         └─ Wishlist "Wishlist"
      """)
    #expect(app.navigator.awaitedResultCount == 0)
  }

  @Test("closing Login without signing in drops the pending wishlist addition")
  func cancelledLoginDropsTheAddition() async throws {
    let app = StorefrontApp()
    await tap("Open 'Router Stickers'", in: app)
    let adding = Task { await tap("Add to wishlist", in: app) }
    await waitFor("Login", in: app)
    try app.host.pullDownSheet()
    await adding.value
    #expect(app.services.session.wishlist.isEmpty)
    expectScreen(app, """
      tabs
      ├─ stack (selected)
      │  ├─ Shop "Shop"
      │  └─ Product "Router Stickers"
      └─ stack
         └─ Wishlist "Wishlist"
      """)
  }
}
