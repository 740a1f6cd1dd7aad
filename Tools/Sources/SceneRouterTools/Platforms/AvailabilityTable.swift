import Foundation
import SwiftIfConfig

/// The Apple APIs `scenerouter platforms --only availability` knows, with the iOS and macOS
/// versions that introduced them: `Tools/Availability/apple-apis.tsv`.
///
/// The file is UTF-8 text, one API a line, its fields separated by tabs. Lines starting with
/// `#` are comments and blank lines are skipped. The first other line is the header
/// `symbol<TAB>ios<TAB>macos<TAB>page`; each line after it gives:
///
/// - `symbol`: the API in Swift (``AvailabilitySymbol``): `AnimationCompletionCriteria`,
///   `UIViewController.sheetPresentationController`,
///   `UINavigationController.pushViewController(_:animated:)`,
///   `withAnimation(_:completionCriteria:_:completion:)`, `@Observable`. Each symbol once.
/// - `ios`, `macos`: the version that introduced it there (`2.0`, `17.0`, `26.0`), or `-`
///   when it does not exist there.
/// - `page`: its page on developer.apple.com (`https://developer.apple.com/documentation/…`);
///   the framework in its path (`swiftui`) says which import makes the name Apple's.
///
/// A call is matched to the listed overload whose labels it fits with the fewest parameters
/// left out, so list the older overloads of a name a newer one shares
/// (`withAnimation(_:_:)` beside `withAnimation(_:completionCriteria:_:completion:)`).
package struct AvailabilityTable: Sendable {
  /// The version that introduced an API on a platform, or its absence there.
  package enum Introduction: Hashable, Sendable {
    /// Introduced in this version.
    case version(VersionTuple)
    /// Not available on the platform.
    case unavailable
  }

  /// One line of the table.
  package struct Row: Hashable, Sendable {
    /// The symbol as written.
    package var spelling: String
    /// The symbol read.
    package var symbol: AvailabilitySymbol
    /// Its introduction on iOS.
    package var iOS: Introduction
    /// Its introduction on macOS.
    package var macOS: Introduction
    /// Its page on developer.apple.com.
    package var page: String
    /// The line of the file.
    package var line: Int

    /// The framework the page documents it in, lowercased (`swiftui`, `uikit`, `swift`).
    package var framework: String? {
      let prefix = "https://developer.apple.com/documentation/"
      guard page.hasPrefix(prefix) else { return nil }
      return page.dropFirst(prefix.count).split(separator: "/").first.map { $0.lowercased() }
    }

    /// Its introduction on `platform`; nil on Linux, which has no availability.
    ///
    /// - Parameters:
    ///   - platform: A platform.
    package func introduction(on platform: TargetPlatform) -> Introduction? {
      switch platform {
      case .iOS: iOS
      case .macOS: macOS
      case .linux: nil
      }
    }
  }

  /// The header line, as the file must spell it.
  package static let header = "symbol\tios\tmacos\tpage"

  /// The rows, in the file's order.
  package private(set) var rows: [Row] = []

  /// Reads a table.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - fileName: The file as error messages name it.
  /// - Throws: ``PlatformsInputError`` naming the first line that cannot be read.
  package init(text: String, fileName: String) throws(PlatformsInputError) {
    var sawHeader = false
    var lines: [String: Int] = [:]
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
      let number = index + 1
      if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
      guard sawHeader else {
        guard line == Self.header else {
          throw PlatformsInputError(
            "\(fileName):\(number): the first line that is not a comment must be the header symbol<TAB>ios<TAB>macos<TAB>page")
        }
        sawHeader = true
        continue
      }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard fields.count == 4 else {
        throw PlatformsInputError(
          "\(fileName):\(number): expected 4 tab-separated fields (symbol, ios, macos, page), found \(fields.count)")
      }
      guard let symbol = AvailabilitySymbol(fields[0]) else {
        throw PlatformsInputError(
          "\(fileName):\(number): '\(fields[0])' is not a symbol this tool reads (Type, Type.member, Type.member(label:_:), function(label:), @Attribute)"
        )
      }
      if let earlier = lines[fields[0]] {
        throw PlatformsInputError("\(fileName):\(number): \(fields[0]) is listed twice (line \(earlier))")
      }
      lines[fields[0]] = number
      let iOS = try Self.introduction(fields[1], column: "ios", at: "\(fileName):\(number)")
      let macOS = try Self.introduction(fields[2], column: "macos", at: "\(fileName):\(number)")
      guard fields[3].hasPrefix("https://developer.apple.com/") else {
        throw PlatformsInputError("\(fileName):\(number): the page '\(fields[3])' is not a developer.apple.com address")
      }
      rows.append(Row(spelling: fields[0], symbol: symbol, iOS: iOS, macOS: macOS, page: fields[3], line: number))
    }
    guard sawHeader else {
      throw PlatformsInputError("\(fileName): no header line symbol<TAB>ios<TAB>macos<TAB>page")
    }
  }

  /// Reads the table in the file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file.
  /// - Throws: ``PlatformsInputError`` when it cannot be read or a line is malformed.
  package static func load(path: String) throws(PlatformsInputError) -> AvailabilityTable {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      throw PlatformsInputError("\(path): cannot be read as UTF-8 text")
    }
    return try AvailabilityTable(text: text, fileName: path)
  }

  private static func introduction(_ field: String, column: String, at place: String) throws(PlatformsInputError)
    -> Introduction
  {
    if field == "-" { return .unavailable }
    guard field.contains("."), let version = VersionTuple(parsing: field) else {
      throw PlatformsInputError(
        "\(place): the \(column) column holds '\(field)', neither a version such as 17.0 nor - (unavailable)")
    }
    return .version(version)
  }
}
