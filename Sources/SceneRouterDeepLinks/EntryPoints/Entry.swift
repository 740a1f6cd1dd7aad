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
  /// Numbers keep their kind whichever way they came: a notification's `userInfo` is decoded
  /// from JSON into `NSNumber`s, where `1` would also read as `true`; here `1` is `"1"` and
  /// only a JSON `true` is `"true"`, as the same values written in Swift give.
  ///
  /// - Parameter userInfo: The dictionary.
  /// - Returns: The text payload.
  public static func textPayload(_ userInfo: [AnyHashable: Any]) -> [String: String] {
    var payload: [String: String] = [:]
    for (key, value) in userInfo {
      guard let key = key.base as? String, let text = text(of: value) else { continue }
      payload[key] = text
    }
    return payload
  }

  /// A text, number or boolean as text; nil for anything else.
  private static func text(of value: Any) -> String? {
    if let text = value as? String { return text }
    // Foundation's numbers (from JSON or a property list) say what they hold in `objCType`;
    // casting one to `Bool` or `Int` would succeed for either.
    if type(of: value) is AnyClass {
      guard let number = value as? NSNumber else { return nil }
      switch String(cString: number.objCType) {
      case "c", "B": return number.boolValue ? "true" : "false"
      case "f", "d": return String(number.doubleValue)
      default: return number.stringValue
      }
    }
    switch value {
    case let flag as Bool where type(of: value) == Bool.self: return flag ? "true" : "false"
    case let number as any BinaryInteger: return "\(number)"
    case let number as Double where type(of: value) == Double.self: return String(number)
    case let number as Float where type(of: value) == Float.self: return String(number)
    default: return nil
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

  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads an entry written by ``encode(to:)``.
  ///
  /// - Parameters:
  ///   - decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    source = try container.decode(EntrySource.self, forKey: "source")
    kind = try container.decode(String.self, forKey: "kind")
    url = try container.decodeIfPresent(URL.self, forKey: "url")
    payload = try container.decode([String: String].self, forKey: "payload")
  }

  /// Writes the entry as `{"source": …, "kind": …, "url": …, "payload": {…}}`, without `url`
  /// when it has none.
  ///
  /// - Parameters:
  ///   - encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(source, forKey: "source")
    try container.encode(kind, forKey: "kind")
    try container.encodeIfPresent(url, forKey: "url")
    try container.encode(payload, forKey: "payload")
  }
}
