public import Foundation

/// One arrival into the app as plain values: where it came from, what kind it is (an activity
/// type, a notification's kind, a shortcut type, an intent's target), its URL if it has one,
/// and its payload as text.
///
/// The UIKit and SwiftUI adapters turn `NSUserActivity`, `UNNotificationResponse`,
/// `UIApplicationShortcutItem` and the rest into an `Entry`; an ``EntryReader`` turns it into
/// the app's route, and `DeepLinkRouter.open(_:)` takes it through the guards and the plan
/// like a link.
///
/// ```swift
/// await links.open(.notification("order-shipped", payload: ["order": "42"]))
/// await links.open(.shortcut("com.shop.search"))
/// ```
public struct Entry: Hashable, Codable, Sendable, CustomStringConvertible {
  /// Where it came from.
  public var source: EntrySource
  /// What kind it is within its source: an activity type, a notification's kind, a shortcut
  /// type, an intent's target type; empty for a plain link.
  public var kind: String
  /// Its URL, for links, widgets, App Clips, and activities that carry a web page URL.
  public var url: URL?
  /// Its payload, as text: a notification's or a shortcut's `userInfo`, an activity's.
  public var payload: [String: String]

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - source: Where it came from.
  ///   - kind: What kind it is within its source; empty for a plain link.
  ///   - url: Its URL, if it has one.
  ///   - payload: Its payload, as text.
  public init(_ source: EntrySource, kind: String = "", url: URL? = nil, payload: [String: String] = [:]) {
    self.source = source
    self.kind = kind
    self.url = url
    self.payload = payload
  }

  /// A URL the system opened (a custom scheme or a universal link).
  ///
  /// - Parameter url: The URL.
  /// - Returns: The entry.
  public static func link(_ url: URL) -> Entry { Entry(.link, url: url) }

  /// A widget's URL.
  ///
  /// - Parameter url: The URL.
  /// - Returns: The entry.
  public static func widget(_ url: URL) -> Entry { Entry(.widget, url: url) }

  /// An App Clip's invocation URL, handed to the full app.
  ///
  /// - Parameter url: The URL.
  /// - Returns: The entry.
  public static func appClip(_ url: URL) -> Entry { Entry(.appClip, url: url) }

  /// A tap on a notification.
  ///
  /// - Parameters:
  ///   - kind: The notification's kind, as the app names it in its payload or category.
  ///   - payload: The notification's `userInfo`, as text.
  /// - Returns: The entry.
  public static func notification(_ kind: String, payload: [String: String] = [:]) -> Entry {
    Entry(.notification, kind: kind, payload: payload)
  }

  /// Handoff or a Spotlight result.
  ///
  /// - Parameters:
  ///   - type: The activity type.
  ///   - webpageURL: The activity's web page URL, if any.
  ///   - payload: The activity's `userInfo`, as text.
  /// - Returns: The entry.
  public static func userActivity(_ type: String, webpageURL: URL? = nil, payload: [String: String] = [:]) -> Entry {
    Entry(.userActivity, kind: type, url: webpageURL, payload: payload)
  }

  /// A Home Screen Quick Action.
  ///
  /// - Parameters:
  ///   - type: The shortcut item's type.
  ///   - payload: Its `userInfo`, as text.
  /// - Returns: The entry.
  public static func shortcut(_ type: String, payload: [String: String] = [:]) -> Entry {
    Entry(.shortcut, kind: type, payload: payload)
  }

  /// An App Intent that opens the app to content.
  ///
  /// - Parameters:
  ///   - target: The intent's target type, as the app names it.
  ///   - payload: The target's identifiers, as text.
  /// - Returns: The entry.
  public static func intent(_ target: String, payload: [String: String] = [:]) -> Entry {
    Entry(.intent, kind: target, payload: payload)
  }

  /// A tap on a notification, with its content's `userInfo` as it arrives
  /// (`response.notification.request.content.userInfo`): text, numbers and booleans become
  /// the payload's text; nested values are left out.
  ///
  /// - Parameters:
  ///   - kind: The notification's kind, as the app names it.
  ///   - userInfo: The notification's `userInfo`.
  /// - Returns: The entry.
  public static func notification(_ kind: String, userInfo: [AnyHashable: Any]) -> Entry {
    Entry(.notification, kind: kind, payload: textPayload(userInfo))
  }

  /// A `userInfo` dictionary as text: keys that are strings, values that are text, numbers or
  /// booleans; anything else (nested dictionaries, arrays, data) is left out.
  ///
  /// - Parameter userInfo: The dictionary.
  /// - Returns: The text payload.
  public static func textPayload(_ userInfo: [AnyHashable: Any]) -> [String: String] {
    var payload: [String: String] = [:]
    for (key, value) in userInfo {
      guard let key = key.base as? String else { continue }
      switch value {
      case let text as String: payload[key] = text
      // Before `Bool`: a number that arrives as an `NSNumber` (a notification's payload, a
      // property list) casts to `Bool` when it is 0 or 1, so product 1 would read "true".
      case let number as NSNumber: payload[key] = text(of: number)
      case let flag as Bool: payload[key] = flag ? "true" : "false"
      case let number as Int: payload[key] = String(number)
      case let number as Double: payload[key] = String(number)
      default: continue
      }
    }
    return payload
  }

  /// An `NSNumber` as text: a boolean (Objective-C type `c`, which is also a `CChar`'s, rare in a
  /// payload) as `true` or `false`, a floating-point number as `Double` prints it, any other as
  /// an integer.
  private static func text(of number: NSNumber) -> String {
    switch String(cString: number.objCType) {
    case "c": number.boolValue ? "true" : "false"
    case "f", "d": String(number.doubleValue)
    case "C", "S", "I", "L", "Q": String(number.uint64Value)
    default: String(number.int64Value)
    }
  }

  /// `notification order-shipped {order}`: the source, the kind and the payload's keys (never
  /// its values, which may be personal) or the URL's scheme and host.
  public var description: String {
    var parts = [source.rawValue]
    if !kind.isEmpty { parts.append(kind) }
    if let url { parts.append("\(url.scheme ?? "")://\(url.host ?? "")") }
    if !payload.isEmpty { parts.append("{" + payload.keys.sorted().joined(separator: ", ") + "}") }
    return parts.joined(separator: " ")
  }
}
