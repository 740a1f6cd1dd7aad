#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

import StorefrontFlows
import Testing

/// Article 002's Shop and Wishlist flows through `UIKitHost` on the stand-in: the headless
/// host's whole snapshot at every checkpoint, and the UIKit containers show what the
/// navigator recorded.
@MainActor
@Suite("Article 002 on UIKitHost", .timeLimit(.minutes(10)))
struct StorefrontOnUIKitTests {
  @Test("shop: products, the gated wishlist addition, the pop-up and the Siri sheet")
  func shop() async throws { try await StorefrontFlow.shop.check(on: UIKitStorefront()) }

  @Test("wishlist: tabs, back, login with forgot password and sign up, a swipe back")
  func wishlist() async throws { try await StorefrontFlow.wishlist.check(on: UIKitStorefront()) }

  @Test("the Login sheet pulled down while Sign up waits: both waiting actions end, nobody signs in")
  func signUpAbandoned() async throws { try await StorefrontFlow.signUpAbandoned.check(on: UIKitStorefront()) }

  @Test("a Login sheet pulled down drops the pending wishlist addition")
  func cancelledLogin() async throws { try await StorefrontFlow.cancelledLogin.check(on: UIKitStorefront()) }

  @Test("filters in a sheet with detents, dragged to full height; a wishlist removal confirmed in an alert")
  func filtersAndRemoval() async throws { try await StorefrontFlow.filtersAndRemoval.check(on: UIKitStorefront()) }
}

#endif
