public import Foundation

/// A window's navigation as it is saved across launches: the routes a person went through to
/// what they see, each printed as a link by the app's deep-link table, never as screens;
/// with the version of this format and of the app's route table.
///
/// Because routes are saved as links, an update of the app reads them with its own table: a
/// route it still knows comes back, one it dropped is reported and left out
/// (``NavigationRestorer``). The bytes are JSON; their `schemaVersion` is read first, so a
/// format this library does not read is refused before anything else is decoded.
///
/// ```json
/// {"schemaVersion":1,"routeTableVersion":3,"links":["myapp://wishlist","myapp://product/42"]}
/// ```
public struct SavedNavigation: Equatable, Codable, Sendable, CustomStringConvertible {
  /// The format this library writes.
  package static let currentSchemaVersion = 1
  /// The oldest format this library reads.
  package static let oldestReadableSchemaVersion = 1

  /// The format of these values.
  public var schemaVersion: Int
  /// The version of the app's route table that saved the links, for the app's own use.
  public var routeTableVersion: Int
  /// The routes, bottom first, each printed as a link.
  public var links: [String]

  /// Creates a saved navigation in the current format.
  ///
  /// - Parameters:
  ///   - links: The routes, bottom first, each printed as a link.
  ///   - routeTableVersion: The version of the app's route table.
  ///   - schemaVersion: The format; the current one unless a test says otherwise.
  package init(links: [String], routeTableVersion: Int, schemaVersion: Int = SavedNavigation.currentSchemaVersion) {
    self.schemaVersion = schemaVersion
    self.routeTableVersion = routeTableVersion
    self.links = links
  }

  /// The bytes to keep: a scene's `stateRestorationActivity` `userInfo`, a SwiftUI
  /// `@SceneStorage` `Data`.
  public var data: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Strings and integers always encode; an empty value stands for "nothing to restore".
    return (try? encoder.encode(self)) ?? Data()
  }

  /// The header read first, so that another format is recognised by its version alone.
  private struct Header: Decodable {
    var schemaVersion: Int

    init(from decoder: any Decoder) throws {
      schemaVersion = try decoder.container(keyedBy: CodingName.self).decode(Int.self, forKey: "schemaVersion")
    }
  }

  /// Reads saved bytes.
  ///
  /// - Parameter data: The bytes.
  /// - Throws: `RestorationError` when they are not a saved navigation in a format this
  ///   library reads.
  public init(data: Data) throws(RestorationError) {
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw .unreadable("it is not a saved navigation")
    }
    guard header.schemaVersion <= Self.currentSchemaVersion else {
      throw .schemaTooNew(saved: header.schemaVersion, newest: Self.currentSchemaVersion)
    }
    guard header.schemaVersion >= Self.oldestReadableSchemaVersion else {
      throw .schemaTooOld(saved: header.schemaVersion, oldest: Self.oldestReadableSchemaVersion)
    }
    do {
      self = try decoder.decode(SavedNavigation.self, from: data)
    } catch {
      throw .unreadable("its routes do not decode as format \(header.schemaVersion)")
    }
  }

  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads a saved navigation written by ``encode(to:)``; ``init(data:)`` checks its format first.
  ///
  /// - Parameters:
  ///   - decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    schemaVersion = try container.decode(Int.self, forKey: "schemaVersion")
    routeTableVersion = try container.decode(Int.self, forKey: "routeTableVersion")
    links = try container.decode([String].self, forKey: "links")
  }

  /// Writes the saved navigation as `{"schemaVersion": …, "routeTableVersion": …, "links": […]}`.
  ///
  /// - Parameters:
  ///   - encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(schemaVersion, forKey: "schemaVersion")
    try container.encode(routeTableVersion, forKey: "routeTableVersion")
    try container.encode(links, forKey: "links")
  }

  /// `format 1, route table 3: myapp://wishlist → myapp://product/42`.
  public var description: String {
    "format \(schemaVersion), route table \(routeTableVersion): "
      + (links.isEmpty ? "no routes" : links.joined(separator: " → "))
  }
}
