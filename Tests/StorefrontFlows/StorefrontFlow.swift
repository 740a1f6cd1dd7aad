import SceneRouter
import StorefrontKit
import Testing

/// Article 002's Shop and Wishlist flows, written once and run on every host: the same taps
/// and gestures must give the same whole snapshot at every checkpoint, and each host must
/// show what its navigator recorded.
///
/// The expected trees are the headless host's, which follows UIKit's rules; the UIKit host
/// and the SwiftUI model are held to them.
@MainActor
package struct StorefrontFlow {
  /// The flow, as a test names it.
  package let name: String
  /// The navigator's whole snapshot at each checkpoint, in order.
  package let expected: [String]
  /// What a person does; calls `checkpoint` where the snapshot is taken.
  let steps: @MainActor (any StorefrontDriver, _ checkpoint: () -> Void) async throws -> Void

  /// Runs the flow on `driver` and returns the navigator's snapshot at each checkpoint,
  /// recording an issue wherever the host shows something else, and for every refusal
  /// nobody handled.
  package func run(on driver: some StorefrontDriver) async throws -> [NavigationSnapshot] {
    var snapshots: [NavigationSnapshot] = []
    driver.navigator.unhandledErrorHandler = { Issue.record("unhandled refusal in '\(name)': \($0)") }
    try await steps(driver) {
      snapshots.append(driver.navigator.snapshot)
      #expect(driver.hostSnapshot == driver.navigator.snapshot, "the host shows what the navigator recorded")
    }
    return snapshots
  }

  /// Runs the flow on `driver` and expects the whole list of snapshots.
  package func check(on driver: some StorefrontDriver, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let snapshots = try await run(on: driver)
    #expect(snapshots.map(\.description) == expected, "\(name)", sourceLocation: sourceLocation)
  }

  /// Every flow.
  package static let all: [StorefrontFlow] = [shop, wishlist, signUpAbandoned, cancelledLogin, filtersAndRemoval]

  /// Shop: two products, the wishlist addition gated by Login, the pop-up, a second addition
  /// once signed in, and the Siri shortcut sheet.
  package static let shop = StorefrontFlow(name: "shop", expected: Trees.shop) { app, checkpoint in
    checkpoint()
    await app.tap("Open 'Swift T-shirt'")
    await app.tap("Open 'Xcode Mug'")
    checkpoint()
    let adding = await app.start("Add to wishlist", until: "Login")
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
    #expect(app.services.session.wishlist == [2, 1])
    #expect(app.services.session.shortcuts == [1])
    #expect(app.navigator.awaitedResultCount == 0)
  }

  /// Wishlist: a tab tap, back, Login with Forgot password (whose reset shows a pop-up) and
  /// Sign up, a swipe back, and an account created, which signs in and closes Login.
  package static let wishlist = StorefrontFlow(name: "wishlist", expected: Trees.wishlist) { app, checkpoint in
    let login = try await signUpStarted(app, checkpoint)
    await app.tap("Create account 'Bo'")
    await login.signingUp.value
    await login.loggingIn.value
    checkpoint()
    #expect(app.services.session.userName == "Bo")
    #expect(app.services.session.passwordResets == 1)
    #expect(app.navigator.awaitedResultCount == 0)
  }

  /// The wishlist flow up to Sign up, then the Login sheet pulled down: nobody signs in, and
  /// both waiting actions end.
  package static let signUpAbandoned = StorefrontFlow(name: "sign up abandoned", expected: Trees.signUpAbandoned) {
    app, checkpoint in
    let login = try await signUpStarted(app, checkpoint)
    try app.pullDownSheet()
    await login.signingUp.value
    await login.loggingIn.value
    checkpoint()
    #expect(app.services.session.userName == nil)
    #expect(app.services.session.passwordResets == 1)
    #expect(app.navigator.awaitedResultCount == 0)
  }

  /// A Login sheet pulled down drops the pending wishlist addition.
  package static let cancelledLogin = StorefrontFlow(name: "cancelled login", expected: Trees.cancelledLogin) {
    app, checkpoint in
    await app.tap("Open 'Router Stickers'")
    let adding = await app.start("Add to wishlist", until: "Login")
    checkpoint()
    try app.pullDownSheet()
    await adding.value
    checkpoint()
    #expect(app.services.session.wishlist.isEmpty)
    #expect(app.navigator.awaitedResultCount == 0)
  }

  /// Filters in a sheet that rests at half height, dragged to full height, a filter chosen;
  /// then a wishlist removal asked in an alert: kept once, removed the second time.
  package static let filtersAndRemoval = StorefrontFlow(name: "filters and removal", expected: Trees.filtersAndRemoval) {
    app, checkpoint in
    let filtering = await app.start("Filter products", until: "Filters")
    checkpoint()
    try app.dragSheet(toDetent: "large")
    checkpoint()
    await app.tap("Show under $20")
    await filtering.value
    checkpoint()
    #expect(app.topMostScreen?.actions.map(\.title) == [
      "Open 'Swift T-shirt'", "Open 'Xcode Mug'", "Open 'Router Stickers'", "Filter products",
    ])
    app.services.session.signIn(as: "Ana")
    app.services.session.addToWishlist(2)
    app.services.session.addToWishlist(3)
    try app.tapTab(1)
    let keeping = await app.start("Remove 'Xcode Mug'", until: "Alert")
    checkpoint()
    try app.chooseAlertAction(1)
    await keeping.value
    #expect(app.services.session.wishlist == [2, 3])
    let removing = await app.start("Remove 'Xcode Mug'", until: "Alert")
    try app.chooseAlertAction(0)
    await removing.value
    checkpoint()
    #expect(app.services.session.wishlist == [3])
    #expect(app.navigator.awaitedResultCount == 0)
  }

  /// The part the two wishlist flows share: signed in with one product wished, to Sign up
  /// (above Forgot password, swiped back), with Log in and Sign up still waiting.
  private static func signUpStarted(
    _ app: any StorefrontDriver, _ checkpoint: () -> Void
  ) async throws -> (loggingIn: Task<Void, Never>, signingUp: Task<Void, Never>) {
    app.services.session.signIn(as: "Ana")
    app.services.session.addToWishlist(42)
    try app.tapTab(1)
    checkpoint()
    await app.tap("Open 'Deep Link Hoodie'")
    checkpoint()
    try app.tapBack()
    await app.tap("Sign out")
    let loggingIn = await app.start("Log in", until: "Login")
    await app.tap("Forgot password")
    await app.tap("Reset password")
    checkpoint()
    await app.tap("OK")
    try app.tapBack()
    checkpoint()
    let signingUp = await app.start("Sign up", until: "SignUp")
    await app.tap("Forgot password")
    checkpoint()
    try app.swipeBack()
    checkpoint()
    return (loggingIn, signingUp)
  }
}
