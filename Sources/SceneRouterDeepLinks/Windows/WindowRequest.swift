public import Foundation

/// What a new window is asked to show: a route printed as a link by the app's deep-link table,
/// with the way it came in. It travels to the new window as a value (UIKit: a user activity's
/// `userInfo`; SwiftUI: `openWindow(value:)`), and the new window opens it through its own
/// `DeepLinkRouter`, guards and all.
public struct WindowRequest: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The route, printed as a link.
  public var link: URL
  /// How the route came into the app.
  public var source: EntrySource

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - link: The route, printed as a link.
  ///   - source: How the route came in.
  public init(link: URL, source: EntrySource) {
    self.link = link
    self.source = source
  }

  /// The request as text that fits in a user activity's `userInfo` or a scene's storage.
  public var userInfo: [String: String] { ["link": link.absoluteString, "source": source.rawValue] }

  /// Reads a request back from ``userInfo``; nil when the values are not a request.
  ///
  /// - Parameter userInfo: The values, such as a user activity's `userInfo`.
  public init?(userInfo: [AnyHashable: Any]) {
    guard let text = userInfo["link"] as? String, let link = URL(string: text) else { return nil }
    let source = (userInfo["source"] as? String).flatMap(EntrySource.init(rawValue:)) ?? .link
    self.init(link: link, source: source)
  }

  /// `<link> (<source>)`.
  public var description: String { "\(link.absoluteString) (\(source))" }

  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads a request written by ``encode(to:)``.
  ///
  /// - Parameters:
  ///   - decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    link = try container.decode(URL.self, forKey: "link")
    source = try container.decode(EntrySource.self, forKey: "source")
  }

  /// Writes the request as `{"link": …, "source": …}`.
  ///
  /// - Parameters:
  ///   - encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(link, forKey: "link")
    try container.encode(source, forKey: "source")
  }
}
