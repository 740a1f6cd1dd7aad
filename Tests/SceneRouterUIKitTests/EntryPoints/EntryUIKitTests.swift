#if os(Linux)
import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterUIKit
import Testing
import UIKitStandIn

/// Activities a scene continues become entries: universal links as links, Handoff and
/// Spotlight as activities of their type with their values as text.
@MainActor
@Suite("Entries from UIKit")
struct EntryUIKitTests {
  @Test("a universal link's activity is a link; any other activity keeps its type, URL and text values")
  func activities() throws {
    let text = "https://shop.example.com/product/42"
    let link = try #require(URL(string: text))
    let web = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    web.webpageURL = link
    #expect(Entry(web) == .link(link))

    let spotlight = NSUserActivity(activityType: "com.shop.product")
    spotlight.userInfo = ["id": 42, "name": "Mug", "onSale": true, "tags": ["a", "b"], 7: "ignored"]
    let entry = Entry(spotlight)
    #expect(entry == .userActivity("com.shop.product", payload: ["id": "42", "name": "Mug", "onSale": "true"]))
    #expect(entry.description == "userActivity com.shop.product {id, name, onSale}")
  }

  @Test("a Quick Action is a shortcut of its type, with its userInfo as text and nested values left out")
  func quickActions() {
    let search = UIApplicationShortcutItem(
      type: "com.shop.search", localizedTitle: "Search", localizedSubtitle: "Mugs", icon: nil,
      userInfo: ["query": "mug" as NSString, "page": NSNumber(value: 42), "tags": ["a", "b"] as NSArray])
    #expect(Entry(search) == .shortcut("com.shop.search", payload: ["page": "42", "query": "mug"]))
    #expect(Entry(search).description == "shortcut com.shop.search {page, query}")
    #expect(Entry(UIApplicationShortcutItem(type: "com.shop.wishlist", localizedTitle: "Wishlist")) == .shortcut("com.shop.wishlist"))
  }

  @Test("an activity published for a link that is not a web page carries the link back as the entry's URL")
  func publishedLink() throws {
    let link = try #require(URL(string: "storefront://product/42"))
    let activity = NSUserActivity(activityType: "com.shop.product")
    activity.userInfo = [UserActivityPublisher.linkKey: link.absoluteString]
    #expect(Entry(activity) == .userActivity("com.shop.product", webpageURL: link, payload: ["SceneRouter.link": "storefront://product/42"]))
  }

  @Test("a notification's userInfo becomes text, nested values left out")
  func notification() {
    let entry = Entry.notification("order-shipped", userInfo: ["order": 42, "aps": ["alert": "Shipped"], "total": 9.5])
    #expect(entry == .notification("order-shipped", payload: ["order": "42", "total": "9.5"]))
  }
}
#endif
