#if os(Linux)
import Foundation
import SceneRouter
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

  @Test("a notification's userInfo becomes text, nested values left out")
  func notification() {
    let entry = Entry.notification("order-shipped", userInfo: ["order": 42, "aps": ["alert": "Shipped"], "total": 9.5])
    #expect(entry == .notification("order-shipped", payload: ["order": "42", "total": "9.5"]))
  }
}
#endif
