import SceneRouter
import StorefrontFlows
import Testing

/// Article 002's sample app driven entirely through its routers on the headless host: the
/// flows every host runs (`StorefrontFlow`), with the whole snapshot at every checkpoint.
@MainActor
@Suite("Article 002: the Shop and Wishlist flow", .timeLimit(.minutes(10)))
struct ShopWishlistFlowTests {
  @Test("shop: a product opens a product, adds to the wishlist after signing in, and confirms with a pop-up")
  func shop() async throws { try await StorefrontFlow.shop.check(on: HeadlessStorefront()) }

  @Test("wishlist: login opens sign up and forgot password, whose reset presents a pop-up")
  func wishlist() async throws { try await StorefrontFlow.wishlist.check(on: HeadlessStorefront()) }

  @Test("the Login sheet pulled down while Sign up waits: both waiting actions end, nobody signs in")
  func signUpAbandoned() async throws { try await StorefrontFlow.signUpAbandoned.check(on: HeadlessStorefront()) }

  @Test("closing Login without signing in drops the pending wishlist addition")
  func cancelledLogin() async throws { try await StorefrontFlow.cancelledLogin.check(on: HeadlessStorefront()) }

  @Test("filters in a sheet with detents, dragged to full height; a wishlist removal confirmed in an alert")
  func filtersAndRemoval() async throws { try await StorefrontFlow.filtersAndRemoval.check(on: HeadlessStorefront()) }
}
