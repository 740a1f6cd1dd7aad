/// The universal links an `apple-app-site-association` file gives its apps: for each entry of
/// `applinks.details`, the app IDs it names and its rules, in order.
///
/// Both forms are read: `components` (iOS 13 and later: `/`, `?`, `#`, `exclude`,
/// `caseSensitive`, with `defaults` for the file and for the entry, and
/// `substitutionVariables`) and the legacy `paths` (`NOT ` excludes), which iOS reads only
/// when an entry has no `components`. Keys the check does not use (`comment`,
/// `percentEncoded`, `webcredentials`, `appclips`, …) are ignored.
///
/// ```swift
/// let association = try SiteAssociation(file: "Web/.well-known/apple-app-site-association")
/// for rule in association.rules(for: "ABCDE12345.com.example.shop") { print(rule.description) }
/// ```
public struct SiteAssociation: Sendable {
  /// One entry of `applinks.details`.
  public struct Entry: Sendable {
    /// The app IDs it names (`appIDs`, and the legacy `appID`).
    public var appIDs: [String]
    /// The line the entry starts on.
    public var line: Int
    /// Its rules, in order.
    public var rules: [LinkRule]
  }

  /// The most bytes iOS reads of the file: 128 KB (Apple's "App Search Programming Guide").
  public static let maximumSize = 128 * 1024

  /// The file, as the user named it.
  public let file: String
  /// The entries of `applinks.details`, in order.
  public private(set) var entries: [Entry] = []
  /// The line of `applinks.details`, or 1 when the file has none.
  public private(set) var detailsLine = 1

  /// Reads a file.
  ///
  /// - Parameters:
  ///   - file: The path, as the user named it (messages name it so).
  /// - Throws: ``DeclarationError`` when the file cannot be read, is larger than
  ///   ``maximumSize``, is not JSON, or is not shaped as an `apple-app-site-association` file.
  public init(file: String) throws(DeclarationError) {
    try self.init(contents: Array(try DeclarationError.contents(of: file)), file: file)
  }

  /// Reads a file's contents.
  ///
  /// - Parameters:
  ///   - contents: The file's bytes.
  ///   - file: The path, as the user named it (messages name it so).
  /// - Throws: ``DeclarationError`` when the contents are larger than ``maximumSize``, are not
  ///   JSON, or are not shaped as an `apple-app-site-association` file.
  /// - Complexity: O(*n*) in the size of the contents, besides the substitution variables'
  ///   values, which each use of a variable copies.
  public init(contents: [UInt8], file: String) throws(DeclarationError) {
    self.file = file
    guard contents.count <= Self.maximumSize else {
      throw DeclarationError(file: file, .tooLarge(bytes: contents.count, limit: Self.maximumSize))
    }
    let root: JSONValue
    do throws(JSONSyntaxError) {
      root = try JSONReader.read(contents)
    } catch {
      throw DeclarationError(file: file, .notJSON(error))
    }
    var reader = Reader(file: file)
    try reader.readRoot(root)
    entries = reader.entries
    detailsLine = reader.detailsLine
  }

  /// Whether an entry names `appID`.
  ///
  /// - Parameters:
  ///   - appID: `TEAMID.bundle.identifier`.
  public func names(_ appID: String) -> Bool {
    entries.contains { $0.appIDs.contains(appID) }
  }

  /// Every app ID the entries name, in order, each once.
  public var appIDs: [String] {
    var seen: Set<String> = []
    return entries.flatMap(\.appIDs).filter { seen.insert($0).inserted }
  }

  /// The rules that apply to an app, in the order iOS tries them: those of the entries naming
  /// `appID`, or of every entry when `appID` is nil or no entry names it.
  ///
  /// - Parameters:
  ///   - appID: `TEAMID.bundle.identifier`, or nil for every entry.
  public func rules(for appID: String?) -> [LinkRule] {
    let named = entries.filter { entry in appID.map { entry.appIDs.contains($0) } ?? true }
    return (named.isEmpty ? entries : named).flatMap(\.rules)
  }
}

extension SiteAssociation {
  /// Checks the shape of the JSON and compiles the rules.
  fileprivate struct Reader {
    let file: String
    var entries: [Entry] = []
    var detailsLine = 1
    var variables: [String: [String]] = [:]

    init(file: String) {
      self.file = file
    }

    func mistake(_ value: JSONValue, _ message: String) -> DeclarationError {
      DeclarationError(file: file, .notSiteAssociation(line: value.line, message: message))
    }

    func object(_ value: JSONValue, _ path: String) throws(DeclarationError) -> [JSONValue.Member] {
      guard case .object(let members) = value.kind else { throw mistake(value, "\(path) must be an object, not \(value.kindName)") }
      return members
    }

    func array(_ value: JSONValue, _ path: String) throws(DeclarationError) -> [JSONValue] {
      guard case .array(let elements) = value.kind else { throw mistake(value, "\(path) must be an array, not \(value.kindName)") }
      return elements
    }

    func string(_ value: JSONValue, _ path: String) throws(DeclarationError) -> String {
      guard case .string(let text) = value.kind else { throw mistake(value, "\(path) must be a string, not \(value.kindName)") }
      return text
    }

    func bool(_ value: JSONValue?, _ path: String) throws(DeclarationError) -> Bool? {
      guard let value else { return nil }
      guard case .bool(let flag) = value.kind else { throw mistake(value, "\(path) must be true or false, not \(value.kindName)") }
      return flag
    }

    func strings(_ value: JSONValue, _ path: String) throws(DeclarationError) -> [String] {
      var strings: [String] = []
      for (index, element) in try array(value, path).enumerated() { strings.append(try string(element, "\(path)[\(index)]")) }
      return strings
    }

    /// The `caseSensitive` of a `defaults` object, when it has one.
    func caseSensitivity(ofDefaults value: JSONValue?, _ path: String) throws(DeclarationError) -> Bool? {
      guard let value else { return nil }
      _ = try object(value, path)
      return try bool(value["caseSensitive"], path + ".caseSensitive")
    }

    func pattern(_ value: JSONValue, _ path: String, ignoringCase: Bool) throws(DeclarationError) -> AssociationPattern {
      let text = try string(value, path)
      do throws(AssociationPattern.PatternMistake) {
        return try AssociationPattern(text, ignoringCase: ignoringCase, variables: variables)
      } catch {
        throw mistake(value, "\(path): \(error.description)")
      }
    }

    mutating func readRoot(_ root: JSONValue) throws(DeclarationError) {
      _ = try object(root, "the file")
      guard let applinks = root["applinks"] else { return }
      _ = try object(applinks, "applinks")
      if let declared = applinks["substitutionVariables"] {
        for member in try object(declared, "applinks.substitutionVariables") {
          variables[member.key] = try strings(member.value, "applinks.substitutionVariables.\(member.key)")
        }
      }
      let fileCaseSensitive = try caseSensitivity(ofDefaults: applinks["defaults"], "applinks.defaults") ?? true
      guard let details = applinks["details"] else { return }
      detailsLine = details.line
      for (index, detail) in try array(details, "applinks.details").enumerated() {
        let path = "applinks.details[\(index)]"
        _ = try object(detail, path)
        var appIDs = try detail["appIDs"].map { value throws(DeclarationError) in try strings(value, path + ".appIDs") } ?? []
        if let single = detail["appID"] { appIDs.append(try string(single, path + ".appID")) }
        let caseSensitive = try caseSensitivity(ofDefaults: detail["defaults"], path + ".defaults") ?? fileCaseSensitive
        var rules: [LinkRule] = []
        if let components = detail["components"] {
          for (position, component) in try array(components, path + ".components").enumerated() {
            rules.append(try rule(component: component, "\(path).components[\(position)]", caseSensitive: caseSensitive))
          }
        } else if let paths = detail["paths"] {
          for (position, value) in try array(paths, path + ".paths").enumerated() {
            rules.append(try rule(legacyPath: value, "\(path).paths[\(position)]"))
          }
        }
        entries.append(Entry(appIDs: appIDs, line: detail.line, rules: rules))
      }
    }

    func rule(component: JSONValue, _ path: String, caseSensitive: Bool) throws(DeclarationError) -> LinkRule {
      _ = try object(component, path)
      let ignoringCase = !(try bool(component["caseSensitive"], path + ".caseSensitive") ?? caseSensitive)
      let isExcluded = try bool(component["exclude"], path + ".exclude") ?? false
      _ = try bool(component["percentEncoded"], path + ".percentEncoded")
      let linkPath = try component["/"].map { value throws(DeclarationError) in
        try pattern(value, path + "['/']", ignoringCase: ignoringCase)
      }
      let fragment = try component["#"].map { value throws(DeclarationError) in
        try pattern(value, path + "['#']", ignoringCase: ignoringCase)
      }
      var query = LinkRule.Query.any
      if let value = component["?"] {
        if case .object(let members) = value.kind {
          var items: [(name: String, pattern: AssociationPattern)] = []
          for member in members {
            items.append((member.key, try pattern(member.value, path + "['?'].\(member.key)", ignoringCase: ignoringCase)))
          }
          query = .items(items)
        } else if case .string = value.kind {
          query = .text(try pattern(value, path + "['?']", ignoringCase: ignoringCase))
        } else {
          throw mistake(value, "\(path)['?'] must be a string or an object, not \(value.kindName)")
        }
      }
      // A component's line is its path's when it has one: the line to fix.
      return LinkRule(
        path: linkPath, query: query, fragment: fragment, isExcluded: isExcluded, line: component["/"]?.line ?? component.line)
    }

    func rule(legacyPath value: JSONValue, _ path: String) throws(DeclarationError) -> LinkRule {
      var text = try string(value, path)
      let isExcluded = text.hasPrefix("NOT ")
      if isExcluded { text.removeFirst(4) }
      do throws(AssociationPattern.PatternMistake) {
        let pattern = try AssociationPattern(text, ignoringCase: false, variables: nil)
        return LinkRule(path: pattern, isExcluded: isExcluded, line: value.line)
      } catch {
        throw mistake(value, "\(path): \(error.description)")
      }
    }
  }
}
