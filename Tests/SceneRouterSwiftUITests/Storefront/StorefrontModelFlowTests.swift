import SceneRouter
import SceneRouterHeadless
import SceneRouterSwiftUI
import StorefrontKit
import Testing

/// Article 002's Shop and Wishlist flow, run side by side on the headless host and on the
/// SwiftUI navigation model: the same taps and the same gestures (binding writes on the
/// model) give the same whole snapshots, and each host shows what its navigator recorded.
@MainActor
@Suite("Article 002 through the SwiftUI model", .timeLimit(.minutes(10)))
struct StorefrontModelFlowTests {
  private let windows = [StorefrontWindow(headless: HeadlessHost()), StorefrontWindow(model: NavigationModel())]

  private func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    for window in windows { await window.tap(title, sourceLocation: sourceLocation) }
  }

  private func start(_ title: String, until screenName: String) async {
    for window in windows { await window.start(title, until: screenName) }
  }

  private func finishStarted() async {
    for window in windows { await window.finishStarted() }
  }

  private func person(_ action: StorefrontWindow.PersonAction) throws {
    for window in windows { try window.person(action) }
  }

  private func expectScreen(_ tree: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for window in windows {
      #expect(window.navigator.snapshot.description == tree, sourceLocation: sourceLocation)
      #expect(window.hostSnapshot == window.navigator.snapshot, sourceLocation: sourceLocation)
    }
  }

  @Test("shop: products, the wishlist addition gated by Login, the pop-up and the Siri sheet")
  func shopFlow() async {
    expectScreen("""
      tabs
      ├─ stack (selected)
      │  └─ Shop "Shop"
      └─ stack
         └─ Wishlist "Wishlist"
      """)
    await tap("Open 'Swift T-shirt'")
    await tap("Open 'Xcode Mug'")
    await start("Add to wishlist", until: "Login")
    expectScreen("""
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
    await start("Log in as Ana", until: "PopUp")
    expectScreen("""
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
    await tap("OK")
    await finishStarted()
    await tap("Create a Siri shortcut")
    await tap("Add shortcut")
    expectScreen("""
      tabs
      ├─ stack (selected)
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  └─ Product "Xcode Mug"
      └─ stack
         └─ Wishlist "Wishlist"
      """)
    for window in windows {
      #expect(window.services.session.wishlist == [2])
      #expect(window.services.session.shortcuts == [2])
      #expect(window.navigator.awaitedResultCount == 0)
    }
  }

  @Test("wishlist: a tab tap, back, Login with Forgot password and Sign up, a swipe back and a pulled-down sheet")
  func wishlistFlow() async throws {
    for window in windows {
      window.services.session.signIn(as: "Ana")
      window.services.session.addToWishlist(42)
    }
    try person(.tapTab(1))
    await tap("Open 'Deep Link Hoodie'")
    expectScreen("""
      tabs
      ├─ stack
      │  └─ Shop "Shop"
      └─ stack (selected)
         ├─ Wishlist "Wishlist"
         └─ Product "Deep Link Hoodie"
      """)
    try person(.tapBack)
    await tap("Sign out")
    await start("Log in", until: "Login")
    await tap("Forgot password")
    await tap("Reset password")
    expectScreen("""
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
    await tap("OK")
    try person(.tapBack)
    await start("Sign up", until: "SignUp")
    await tap("Forgot password")
    expectScreen("""
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
    try person(.swipeBack)
    expectScreen("""
      tabs
      ├─ stack
      │  └─ Shop "Shop"
      └─ stack (selected)
         └─ Wishlist "Wishlist"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ SignUp "Sign up"
      """)
    try person(.pullDownSheet)
    await finishStarted()
    expectScreen("""
      tabs
      ├─ stack
      │  └─ Shop "Shop"
      └─ stack (selected)
         └─ Wishlist "Wishlist"
      """)
    for window in windows {
      #expect(window.services.session.userName == nil)
      #expect(window.services.session.passwordResets == 1)
      #expect(window.navigator.awaitedResultCount == 0)
    }
  }
}
