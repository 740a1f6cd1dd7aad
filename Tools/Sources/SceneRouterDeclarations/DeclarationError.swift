import Foundation

/// Why an app's declaration file (its `apple-app-site-association` or its `Info.plist`)
/// could not be read: the file, the line when one is known, and what is wrong.
///
/// ```swift
/// do { _ = try SiteAssociation(contents: Array("{".utf8), file: "aasa.json") } catch { print(error) }
/// // aasa.json:1:2: not JSON: expected a key in quotes, found end of file
/// ```
public struct DeclarationError: Error, Equatable, Sendable, CustomStringConvertible {
  enum Reason: Equatable, Sendable {
    case unreadable(String)
    case tooLarge(bytes: Int, limit: Int)
    case notJSON(JSONSyntaxError)
    case notSiteAssociation(line: Int, message: String)
    case notPropertyList(String)
    case notInfoPlist(String)
  }

  /// The file, as the user named it.
  public let file: String
  let reason: Reason

  init(file: String, _ reason: Reason) {
    self.file = file
    self.reason = reason
  }

  /// The line the mistake is on, when one is known.
  public var line: Int? {
    switch reason {
    case .notJSON(let error): error.line
    case .notSiteAssociation(let line, _): line
    case .unreadable, .tooLarge, .notPropertyList, .notInfoPlist: nil
    }
  }

  /// `file:line: what is wrong`, as the rest of the tool names input problems.
  public var description: String {
    switch reason {
    case .unreadable(let reason): "\(file): cannot be read (\(reason))"
    case .tooLarge(let bytes, let limit):
      "\(file): \(bytes) bytes, more than the \(limit) bytes iOS reads of an apple-app-site-association file"
    case .notJSON(let error): "\(file):\(error.line):\(error.column): not JSON: \(error.message)"
    case .notSiteAssociation(let line, let message): "\(file):\(line): not an apple-app-site-association file: \(message)"
    case .notPropertyList(let message): "\(file): not a property list: \(message)"
    case .notInfoPlist(let message): "\(file): not an Info.plist: \(message)"
    }
  }

  /// The contents of `file`, or the error saying why it cannot be read.
  ///
  /// - Parameters:
  ///   - file: A path, as the user named it.
  static func contents(of file: String) throws(DeclarationError) -> Data {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
      throw DeclarationError(file: file, .unreadable("no such file"))
    }
    guard !isFolder.boolValue else { throw DeclarationError(file: file, .unreadable("a folder, not a file")) }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      throw DeclarationError(file: file, .unreadable(error.localizedDescription))
    }
  }
}
