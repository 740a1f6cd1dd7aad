import SceneRouter
import StorefrontKit
import Testing

/// Article 002's Shop and Wishlist flows run through `UIKitHost` give the same snapshot at
/// every step as on the headless host.
@MainActor
@Suite("Article 002 on UIKitHost")
struct StorefrontOnUIKitTests {
  /// Runs a flow and returns the snapshot after each step, checking the host agrees.
  private func record(
    _ driver: some StorefrontDriver, _ flow: @MainActor (any StorefrontDriver, () -> Void) async throws -> Void
  ) async throws -> [NavigationSnapshot] {
    var snapshots: [NavigationSnapshot] = []
    driver.navigator.unhandledErrorHandler = { Issue.record("unhandled: \($0)") }
    try await flow(driver) {
      snapshots.append(driver.navigator.snapshot)
      #expect(driver.hostSnapshot == driver.navigator.snapshot)
    }
    return snapshots
  }

  private static func shopFlow(_ app: any StorefrontDriver, _ checkpoint: () -> Void) async throws {
    checkpoint()
    await app.tap("Open 'Swift T-shirt'")
    await app.tap("Open 'Xcode Mug'")
    checkpoint()
    let adding = Task { await app.tap("Add to wishlist") }
    await app.waitFor("Login")
    checkpoint()
    await app.tap("Log in as Ana")
    await adding.value
    checkpoint()
    await app.tap("OK")
    await app.tap("Open 'Swift T-shirt'")
    await app.tap("Add to wishlist")
    checkpoint()
    await app.tap("OK")
    await app.tap("Create a Siri shortcut")
    checkpoint()
    await app.tap("Add shortcut")
    checkpoint()
    try app.tapBack()
    checkpoint()
  }

  private static func wishlistFlow(_ app: any StorefrontDriver, _ checkpoint: () -> Void) async throws {
    app.services.session.signIn(as: "Ana")
    app.services.session.addToWishlist(42)
    try app.tapTab(1)
    checkpoint()
    await app.tap("Open 'Deep Link Hoodie'")
    checkpoint()
    try app.tapBack()
    await app.tap("Sign out")
    let login = Task { await app.tap("Log in") }
    await app.waitFor("Login")
    await app.tap("Forgot password")
    await app.tap("Reset password")
    checkpoint()
    await app.tap("OK")
    try app.tapBack()
    checkpoint()
    let signingUp = Task { await app.tap("Sign up") }
    await app.waitFor("SignUp")
    await app.tap("Forgot password")
    checkpoint()
    try app.swipeBack()
    checkpoint()
    await app.tap("Create account 'Bo'")
    await signingUp.value
    await login.value
    checkpoint()
    #expect(app.services.session.userName == "Bo")
    #expect(app.services.session.passwordResets == 1)
    #expect(app.navigator.awaitedResultCount == 0)
  }

  private static func cancelledLoginFlow(_ app: any StorefrontDriver, _ checkpoint: () -> Void) async throws {
    await app.tap("Open 'Router Stickers'")
    let adding = Task { await app.tap("Add to wishlist") }
    await app.waitFor("Login")
    checkpoint()
    try app.pullDownSheet()
    await adding.value
    checkpoint()
    #expect(app.services.session.wishlist.isEmpty)
  }

  @Test("shop: products, the gated wishlist addition, the pop-up and the Siri sheet")
  func shop() async throws {
    let uikit = try await record(UIKitStorefront(), Self.shopFlow)
    let headless = try await record(HeadlessStorefront(), Self.shopFlow)
    #expect(uikit == headless)
    #expect(uikit.count == 8)
    #expect(uikit[2].description == """
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
    #expect(uikit[3].description == """
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
  }

  @Test("wishlist: tabs, back, login with forgot password and sign up, a swipe back")
  func wishlist() async throws {
    let uikit = try await record(UIKitStorefront(), Self.wishlistFlow)
    let headless = try await record(HeadlessStorefront(), Self.wishlistFlow)
    #expect(uikit == headless)
    #expect(uikit.count == 7)
    #expect(uikit[4].description == """
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
    #expect(uikit[6].description == """
      tabs
      ├─ stack
      │  └─ Shop "Shop"
      └─ stack (selected)
         └─ Wishlist "Wishlist"
      """)
  }

  @Test("a Login sheet pulled down drops the pending wishlist addition")
  func cancelledLogin() async throws {
    let uikit = try await record(UIKitStorefront(), Self.cancelledLoginFlow)
    let headless = try await record(HeadlessStorefront(), Self.cancelledLoginFlow)
    #expect(uikit == headless)
    #expect(uikit.last?.description == """
      tabs
      ├─ stack (selected)
      │  ├─ Shop "Shop"
      │  └─ Product "Router Stickers"
      └─ stack
         └─ Wishlist "Wishlist"
      """)
  }
}
