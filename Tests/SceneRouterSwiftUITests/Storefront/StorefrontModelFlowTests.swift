import StorefrontFlows
import Testing

/// Article 002's Shop and Wishlist flows through the SwiftUI navigation model: the same taps,
/// and the binding writes SwiftUI makes for the same gestures, give the headless host's
/// whole snapshot at every checkpoint, and the model shows what its navigator recorded.
@MainActor
@Suite("Article 002 through the SwiftUI model", .timeLimit(.minutes(10)))
struct StorefrontModelFlowTests {
  @Test("shop: products, the wishlist addition gated by Login, the pop-up and the Siri sheet")
  func shop() async throws { try await StorefrontFlow.shop.check(on: ModelStorefront()) }

  @Test("wishlist: a tab tap, back, Login with Forgot password and Sign up, a swipe back, an account created")
  func wishlist() async throws { try await StorefrontFlow.wishlist.check(on: ModelStorefront()) }

  @Test("the Login sheet pulled down while Sign up waits: both waiting actions end, nobody signs in")
  func signUpAbandoned() async throws { try await StorefrontFlow.signUpAbandoned.check(on: ModelStorefront()) }

  @Test("a Login sheet pulled down drops the pending wishlist addition")
  func cancelledLogin() async throws { try await StorefrontFlow.cancelledLogin.check(on: ModelStorefront()) }

  @Test("filters in a sheet with detents, dragged to full height; a wishlist removal confirmed in an alert")
  func filtersAndRemoval() async throws { try await StorefrontFlow.filtersAndRemoval.check(on: ModelStorefront()) }
}
