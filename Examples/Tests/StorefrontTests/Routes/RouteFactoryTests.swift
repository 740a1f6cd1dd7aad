import Foundation
import SceneRouter
import StorefrontKit
import Testing

/// Each storefront screen has one factory, in its route's extension: a screen reached by a
/// link is built by the same code as the screen reached by a tap.
@MainActor
@Suite("Route factories", .timeLimit(.minutes(10)))
struct RouteFactoryTests {
  /// The router a screen's view model holds: its type and the transition that opened it.
  private struct Wiring: Equatable, CustomStringConvertible {
    var screen: String
    var router: String
    var transition: String
    var description: String { "\(screen) managed by \(router), opened with \(transition)" }
  }

  private func wiring(of app: StorefrontApp) -> Wiring? {
    let router: AnyObject?
    switch app.navigator.topMostScreen {
    case let product as ProductScreen: router = product.viewModel.router
    case let login as LoginScreen: router = login.viewModel.router
    case let signUp as SignUpScreen: router = signUp.viewModel.router
    case let forgot as ForgotPasswordScreen: router = forgot.viewModel.router
    default: router = nil
    }
    guard let screen = app.navigator.topMostScreen, let router = router as? DefaultRouter else { return nil }
    #expect(router.root === screen, "the factory makes the screen its router's root")
    return Wiring(screen: screen.screenName, router: "\(type(of: router))", transition: router.rootTransition.description)
  }

  /// Starts a tap that may wait for a person, and returns once everything it started has
  /// finished or waits so.
  private func tap(_ app: StorefrontApp, _ index: Int) async {
    let action = app.topMostScreen?.actions[index]
    app.tasks.start(action?.title ?? "none") { await action?.perform() }
    await app.tasks.settled()
  }

  @Test("a product from a link has the router type and transition of a product from a tap")
  func product() async throws {
    let tapped = StorefrontApp()
    await tapped.perform(action: 0)  // Open 'Swift T-shirt'
    let linked = StorefrontApp()
    try await linked.open(#require(URL(string: "storefront://product/1")))
    let expected = Wiring(screen: "Product", router: "SiriRouter", transition: "push")
    #expect(wiring(of: tapped) == expected)
    #expect(wiring(of: linked) == expected)
  }

  @Test("Login, Sign Up and Forgot Password from links are wired as the same screens from taps")
  func loginFlow() async throws {
    let tapped = StorefrontApp()
    try tapped.host.tapTab(1)
    await tap(tapped, 0)  // Wishlist: Log in
    let tappedLogin = wiring(of: tapped)
    await tap(tapped, 1)  // Login: Sign up
    let tappedSignUp = wiring(of: tapped)
    await tap(tapped, 1)  // Sign Up: Forgot password
    let tappedForgot = wiring(of: tapped)

    let linked = StorefrontApp()
    try await linked.open(.login)
    let linkedLogin = wiring(of: linked)
    try await linked.open(.signUp)
    let linkedSignUp = wiring(of: linked)
    try await linked.open(.forgotPassword)
    let linkedForgot = wiring(of: linked)

    let login = Wiring(screen: "Login", router: "AppRouter", transition: "modal(formSheet, in navigation)")
    let signUp = Wiring(screen: "SignUp", router: "AppRouter", transition: "push")
    let forgot = Wiring(screen: "ForgotPassword", router: "AppRouter", transition: "push")
    #expect([tappedLogin, tappedSignUp, tappedForgot] == [login, signUp, forgot])
    #expect([linkedLogin, linkedSignUp, linkedForgot] == [login, signUp, forgot])
  }

  @Test("a product link shown as a sheet opens in its own stack and closes with its own transition")
  func productSheet() async throws {
    let app = StorefrontApp()
    try await app.open(#require(URL(string: "storefront://product/42/sheet")))
    #expect(app.navigator.snapshot.description == StorefrontOpenTests.productSheet42)
    #expect(wiring(of: app) == Wiring(screen: "Product", router: "SiriRouter", transition: "modal(formSheet, in navigation)"))
    let sheetRouter = try #require(router(of: app))
    await app.perform(action: 0)  // a related product, pushed inside the sheet's stack
    #expect(app.navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Product "Deep Link Hoodie"
         └─ Product "Router Stickers"
      """)
    try await router(of: app)?.close()  // pops the related product
    #expect(app.navigator.snapshot.description == StorefrontOpenTests.productSheet42)
    try await sheetRouter.close()  // dismisses the sheet it was opened as
    #expect(app.navigator.snapshot.description == StorefrontOpenTests.shop)
  }

  @Test("the tabs are made by their tab routes, each tab's router rooted where nothing opened it")
  func tabs() async throws {
    let app = StorefrontApp()
    #expect(app.shopRouter.rootTransition == .replaceRoot)
    #expect(app.wishlistRouter.rootTransition == .replaceRoot)
    #expect(app.shopRouter.root is ShopScreen)
    #expect(app.wishlistRouter.root is WishlistScreen)
    app.shopRouter.openWishlistTab()
    await app.navigator.waitUntilIdle()
    #expect(app.navigator.snapshot.description == StorefrontOpenTests.wishlist)
  }

  private func router(of app: StorefrontApp) -> DefaultRouter? {
    (app.navigator.topMostScreen as? ProductScreen)?.viewModel.router as? DefaultRouter
  }
}
