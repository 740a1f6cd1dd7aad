import Foundation

/// The URL schemes an app's `Info.plist` registers: every string of `CFBundleURLSchemes` in
/// every entry of `CFBundleURLTypes`, with its line in an XML property list.
///
/// The file is read by Foundation's `PropertyListSerialization` (XML, binary or OpenStep);
/// lines are found in XML text only and are 1 otherwise.
///
/// ```swift
/// let registered = try RegisteredURLSchemes(file: "App/Info.plist")
/// registered.schemes.map(\.name)  // ["shop"]
/// ```
public struct RegisteredURLSchemes: Sendable {
  /// A registered scheme.
  public struct Scheme: Equatable, Sendable {
    /// The scheme, as written.
    public var name: String
    /// Its line in the file (1 when the file is not XML text).
    public var line: Int

    /// Creates a registered scheme.
    ///
    /// - Parameters:
    ///   - name: The scheme, as written.
    ///   - line: Its line in the file.
    public init(name: String, line: Int) {
      self.name = name
      self.line = line
    }
  }

  /// The file, as the user named it.
  public let file: String
  /// The schemes, in the order written.
  public private(set) var schemes: [Scheme] = []

  /// Reads a file.
  ///
  /// - Parameters:
  ///   - file: The path, as the user named it (messages name it so).
  /// - Throws: ``DeclarationError`` when the file cannot be read, is not a property list, or
  ///   its URL types are not shaped as Apple documents them.
  public init(file: String) throws(DeclarationError) {
    try self.init(contents: try DeclarationError.contents(of: file), file: file)
  }

  /// Reads a file's contents.
  ///
  /// - Parameters:
  ///   - contents: The file's bytes.
  ///   - file: The path, as the user named it (messages name it so).
  /// - Throws: ``DeclarationError`` when the contents are not a property list, or its URL
  ///   types are not shaped as Apple documents them.
  public init(contents: Data, file: String) throws(DeclarationError) {
    self.file = file
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: contents, options: [], format: nil)
    } catch {
      throw DeclarationError(file: file, .notPropertyList(Self.reason(error)))
    }
    guard let dictionary = root as? [String: Any] else {
      throw DeclarationError(file: file, .notInfoPlist("the root is not a dictionary"))
    }
    guard let types = dictionary["CFBundleURLTypes"] else { return }
    guard let entries = types as? [Any] else {
      throw DeclarationError(file: file, .notInfoPlist("CFBundleURLTypes is not an array"))
    }
    var names: [String] = []
    for (index, entry) in entries.enumerated() {
      guard let entry = entry as? [String: Any] else {
        throw DeclarationError(file: file, .notInfoPlist("CFBundleURLTypes[\(index)] is not a dictionary"))
      }
      guard let listed = entry["CFBundleURLSchemes"] else { continue }
      guard let strings = listed as? [Any] else {
        throw DeclarationError(file: file, .notInfoPlist("CFBundleURLTypes[\(index)].CFBundleURLSchemes is not an array"))
      }
      for (position, name) in strings.enumerated() {
        guard let name = name as? String else {
          throw DeclarationError(
            file: file, .notInfoPlist("CFBundleURLTypes[\(index)].CFBundleURLSchemes[\(position)] is not a string"))
        }
        names.append(name)
      }
    }
    let lines = Self.lines(of: names, in: contents)
    schemes = zip(names, lines).map { Scheme(name: $0, line: $1) }
  }

  /// Foundation's reason, without its boilerplate.
  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
  }

  /// The line of each name's `<string>` in the `CFBundleURLSchemes` arrays of XML text, in
  /// order; 1 for a name not found there.
  private static func lines(of names: [String], in contents: Data) -> [Int] {
    let text = String(decoding: contents, as: UTF8.self)
    guard text.drop(while: \.isWhitespace).hasPrefix("<") else { return names.map { _ in 1 } }
    let fileLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [Int] = []
    var searchFrom = 0
    var inSchemes = false
    for name in names {
      var found = 1
      var index = searchFrom
      while index < fileLines.count {
        let line = fileLines[index]
        if line.contains("CFBundleURLSchemes") { inSchemes = true }
        if inSchemes && line.contains("<string>\(name)</string>") {
          found = index + 1
          searchFrom = index + 1
          break
        }
        index += 1
      }
      result.append(found)
    }
    return result
  }
}
