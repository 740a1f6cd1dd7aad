#if os(Linux)
// Drives the stand-in's simulation, which exists on Linux only.

import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterUserNotifications
import StorefrontKit
import Testing
import UserNotificationsStandIn

/// A notification tap becomes an entry of its category with its values as text, and reaches
/// the app through the center's delegate. Serialized: the app has one notification center.
@MainActor
@Suite("Entries from notification taps", .serialized)
struct EntryUserNotificationsTests {
  @Test("a response is a notification of its content's category, its userInfo as text, nested values left out")
  func response() {
    let device = UserNotificationsSimulator()
    let tap = device.response(
      category: "back-in-stock", title: "The mug is back",
      userInfo: ["product": 42, "aps": ["alert": "The mug is back"], "onSale": true, 7: "ignored"])
    #expect(Entry(tap) == .notification("back-in-stock", payload: ["onSale": "true", "product": "42"]))
    #expect(Entry(tap).description == "notification back-in-stock {onSale, product}")
    #expect(Entry(device.response(category: "")) == .notification(""))
  }

  @Test("the center's delegate hears a tap and the storefront reads it into its route")
  func tapThroughTheDelegate() async {
    let taps = NotificationTaps()
    let device = UserNotificationsSimulator()
    #expect(await device.deliver(device.response(category: StorefrontEntries.backInStock)) == false)  // no delegate: lost

    UNUserNotificationCenter.current().delegate = taps
    defer { UNUserNotificationCenter.current().delegate = nil }
    #expect(await device.deliver(device.response(category: StorefrontEntries.backInStock, userInfo: ["product": 42])))
    #expect(await device.deliver(device.response(category: StorefrontEntries.priceDrop, userInfo: ["product": "7"])))
    #expect(await device.deliver(device.response(category: StorefrontEntries.priceDrop)))
    #expect(await device.deliver(device.response(category: "weekly-digest")))
    #expect(taps.heard == [
      "notification back-in-stock {product} -> storefront://product/42",
      "notification price-drop {product} -> storefront://wishlist/product/7",
      "notification price-drop -> the parameter 'product' is missing",
      "notification weekly-digest -> nothing reads the entry 'notification weekly-digest'",
    ])
  }
}

/// A delegate written as a main-actor app writes one: the requirement is `nonisolated`, the
/// entry (`Sendable`) and the completion handler cross to the main actor.
@MainActor
private final class NotificationTaps: NSObject, UNUserNotificationCenterDelegate {
  private(set) var heard: [String] = []

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    let entry = Entry(response)
    Task { @MainActor [weak self] in
      self?.read(entry)
      completionHandler()
    }
  }

  private func read(_ entry: Entry) {
    do throws(DeepLinkError) {
      let route = try StorefrontEntries.route(for: entry) { _ throws(DeepLinkError) in throw .malformedURL }
      heard.append("\(entry) -> \(route)")
    } catch {
      heard.append("\(entry) -> \(error)")
    }
  }
}
#endif
