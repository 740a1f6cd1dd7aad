#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterUIKit
import StorefrontKit
import Testing
import UIKitStandIn

/// The screen a person sees is kept as the app's current activity, for Handoff and Spotlight.
/// Serialized: the system holds one current activity per app, which these tests read.
@MainActor
@Suite("User activity publisher", .serialized)
struct UserActivityPublisherTests {
  /// The product a `Product-42` screen shows.
  private static func product(_ screen: any Screen) -> Int? {
    screen.screenName.hasPrefix("Product-") ? Int(screen.screenName.dropFirst("Product-".count)) : nil
  }

  /// An even product prints as a web page, an odd one in the app's own scheme.
  private static func link(_ id: Int) throws(DeepLinkError) -> URL {
    let text = id.isMultiple(of: 2) ? "https://shop.example.com/product/\(id)" : "storefront://product/\(id)"
    guard let url = URL(string: text) else { throw .malformedURL }
    return url
  }

  /// An activity as one line: type, web page, link kept, eligibility, whether it is current.
  private static func describe(_ activity: NSUserActivity?) -> String {
    guard let activity else { return "none" }
    let link = activity.userInfo?[UserActivityPublisher.linkKey] as? String
    return [
      activity.activityType, activity.title ?? "-", activity.webpageURL?.absoluteString ?? "-", link ?? "-",
      activity.isEligibleForHandoff ? "handoff" : "no handoff", activity.isEligibleForSearch ? "search" : "no search",
      NSUserActivity.simulatedCurrent === activity ? "current" : "not current",
      activity.simulatedIsInvalidated ? "invalidated" : "valid",
    ].joined(separator: " ")
  }

  @Test("each product shown becomes the current activity, the one before is invalidated, a screen without a route leaves none")
  func publishes() async {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let publisher = UserActivityPublisher(
      navigator: app.navigator, activityType: "com.shop.product", eligibleForSearch: true, route: Self.product,
      link: Self.link
    ) { activity, id in
      activity.title = "Product \(id)"
    }
    #expect(Self.describe(publisher.activity) == "none")

    let product = app.screen("Product-42")
    _ = await app.navigator.opening(product, from: home, as: .push)
    let first = publisher.activity
    #expect(Self.describe(first) == """
      com.shop.product Product 42 https://shop.example.com/product/42 https://shop.example.com/product/42 handoff search current valid
      """)
    let reviews = app.screen("Reviews")
    _ = await app.navigator.opening(reviews, from: product, as: .push)
    #expect(Self.describe(publisher.activity) == "none")
    #expect(Self.describe(first) == """
      com.shop.product Product 42 https://shop.example.com/product/42 https://shop.example.com/product/42 handoff search not current invalidated
      """)

    _ = await app.navigator.opening(app.screen("Product-7"), from: reviews, as: .push)
    let second = publisher.activity
    #expect(Self.describe(second) == "com.shop.product Product 7 - storefront://product/7 handoff search current valid")
    // It comes back in as the link it was printed from.
    if let second {
      #expect(Entry(second) == .userActivity(
        "com.shop.product", webpageURL: URL(string: "storefront://product/7"),
        payload: ["SceneRouter.link": "storefront://product/7"]))
    }

    publisher.invalidate()
    #expect(Self.describe(publisher.activity) == "none")
    #expect(Self.describe(second) == "com.shop.product Product 7 - storefront://product/7 handoff search not current invalidated")
    _ = await app.navigator.opening(app.screen("Product-8"), from: reviews, as: .push)
    #expect(Self.describe(publisher.activity) == "none")
  }

  @Test("the storefront's product published on one window opens the same screen on another, through the same guarded path")
  func storefrontRoundTrip() async throws {
    let launch = LaunchEntryTests.Launch()
    launch.window.makeKeyAndVisible()
    let published = UserActivityPublisher(
      navigator: launch.navigator, activityType: StorefrontEntries.productActivity, eligibleForSearch: true
    ) { screen in
      (screen as? ProductScreen).map { StorefrontRoute.product($0.viewModel.product.id) }
    } link: { route throws(DeepLinkError) in
      guard let url = route.webURL else { throw .unprintableRoute(route.description) }
      return url
    } configure: { activity, route in
      guard case .product(let id) = route else { return }
      activity.userInfo?["id"] = String(id)
    }
    try await launch.open(.link(try #require(URL(string: "storefront://product/42")))).value
    let activity = try #require(published.activity)
    #expect(Self.describe(activity) == """
      com.example.storefront.product - https://shop.example.com/product/42 https://shop.example.com/product/42 handoff search current valid
      """)

    // Another device continues it (Handoff), or a person picks it in Spotlight.
    let other = LaunchEntryTests.Launch()
    other.window.makeKeyAndVisible()
    try await other.open(Entry(activity)).value
    #expect(other.navigator.snapshot == launch.navigator.snapshot)
    #expect(other.received == ["userActivity /product/:id {id=42}"])
    published.invalidate()
  }

  @Test("Handoff only, by default; an activity invalidated never becomes current again")
  func defaults() async {
    let app = UIKitTestApp()
    app.navigator.setRoot(.stack([app.screen("Product-2")]))
    let publisher = UserActivityPublisher(
      navigator: app.navigator, activityType: "com.shop.product", route: Self.product, link: Self.link)
    let activity = publisher.activity
    #expect(Self.describe(activity) == """
      com.shop.product - https://shop.example.com/product/2 https://shop.example.com/product/2 handoff no search current valid
      """)
    publisher.invalidate()
    activity?.becomeCurrent()
    #expect(Self.describe(activity) == """
      com.shop.product - https://shop.example.com/product/2 https://shop.example.com/product/2 handoff no search not current invalidated
      """)
  }
}
#endif
