import SceneRouterDeclarations
import SwiftSyntax

/// The checks of `scenerouter check --aasa --info-plist`: the app's route table, as the
/// sources write it, against what the app declares to iOS.
///
/// - `aasa-claim-unread`: a rule of the `apple-app-site-association` file claims links no
///   deep-link pattern reads.
/// - `aasa-route-unclaimed`: a pattern that reads universal links (naming an `http(s)` host,
///   or path-only when the sources pass `universalLinkHosts:`) has no link the file claims.
/// - `aasa-app-id`: with an app ID, no entry of the file names it.
/// - `url-scheme-unregistered`: a custom scheme of a pattern or of `customSchemes:` /
///   `exclusiveSchemes:` is not among the `Info.plist`'s `CFBundleURLSchemes`.
/// - `url-scheme-unused`: a registered scheme no pattern or configuration uses (silent when
///   the sources name a scheme the check cannot read, such as one computed at run time).
///
/// The comparison of links is ``UniversalLinkComparison``'s.
struct DeclarationCheck {
  /// The findings, unsorted.
  private(set) var findings: [Finding] = []
  /// What could not be compared, as sentences.
  private(set) var problems: [String] = []

  private let index: SourceIndex

  /// A deep-link pattern of the sources, once per text.
  private struct Pattern {
    var text: String
    var file: String
    var line: Int
    var isInternalOnly: Bool
  }

  /// A custom scheme the sources use, where first.
  private struct SchemeUse {
    var scheme: String
    var file: String
    var line: Int
  }

  /// Checks the route table of `index` against `declarations`.
  ///
  /// - Parameters:
  ///   - index: The sources' index.
  ///   - declarations: The declarations to compare.
  init(index: SourceIndex, declarations: AppDeclarations) {
    self.index = index
    if let association = declarations.siteAssociation {
      compare(association, declarations)
    }
    if let registered = declarations.urlSchemes {
      compare(registered)
    }
  }

  private func path(_ file: Int) -> String { index.files[file].displayPath }

  /// The sources' patterns, each text once, in the index's order.
  private var patterns: [Pattern] {
    var seen: Set<String> = []
    return index.deepLinks.compactMap { link in
      guard seen.insert(link.pattern).inserted else { return nil }
      let exposure = link.site.as(FunctionCallExprSyntax.self)?.arguments.first { $0.label?.text == "exposure" }
      let isInternalOnly = exposure?.expression.trimmedDescription.hasSuffix("internalOnly") ?? false
      return Pattern(text: link.pattern, file: path(link.file), line: link.line, isInternalOnly: isInternalOnly)
    }
  }

  private func arguments(_ label: String) -> [SourceIndex.ConfigurationArgument] {
    index.configurationArguments.filter { $0.label == label }
  }

  private mutating func compare(_ association: SiteAssociation, _ declarations: AppDeclarations) {
    let file = association.file
    let appID = declarations.appID
    if let appID, !association.names(appID) {
      let named = association.appIDs.map { "'\($0)'" }.joined(separator: ", ")
      findings.append(
        Finding(
          file: file, line: association.detailsLine, rule: .aasaAppID,
          message: "no applinks.details entry names the app '\(appID)' (\(named.isEmpty ? "it names no app" : "it names \(named)")); "
            + "the rules of every entry were compared"))
    }
    let caseSensitive = !arguments("caseSensitivePaths").contains { $0.expression.trimmedDescription == "false" }
    let universalHosts = arguments("universalLinkHosts").contains { $0.expression.trimmedDescription != "[]" }
    var readers: [RouteLinks] = []
    var expected: [(links: RouteLinks, pattern: Pattern)] = []
    for pattern in patterns where !pattern.isInternalOnly {
      guard let links = RouteLinks(pattern: pattern.text, caseSensitivePaths: caseSensitive), !links.isCustomScheme else { continue }
      readers.append(links)
      if links.scheme != nil || universalHosts { expected.append((links, pattern)) }
    }
    let rules = association.rules(for: appID)
    let comparison = UniversalLinkComparison(
      rules: rules, readers: readers, expected: expected.map(\.links), budget: declarations.comparisonBudget)
    for index in comparison.unreadRules {
      findings.append(
        Finding(
          file: file, line: rules[index].line, rule: .aasaClaimUnread,
          message: "claims \(rules[index].description), but no deep-link pattern reads a link it matches: iOS opens the app for links it cannot show"))
    }
    for unclaimed in comparison.unclaimedRoutes {
      let pattern = expected[unclaimed.route].pattern
      let exclusion = unclaimed.excludedBy.map { " (the exclusion \(rules[$0].description) on line \(rules[$0].line) matches them)" } ?? ""
      findings.append(
        Finding(
          file: pattern.file, line: pattern.line, rule: .aasaRouteUnclaimed,
          message: "deep link '\(pattern.text)' reads universal links, but \(file) claims none of them\(exclusion): iOS opens them in Safari"))
    }
    let undecided = comparison.undecidedRules.map { "the rule \(rules[$0].description) on line \(rules[$0].line)" }
      + comparison.undecidedRoutes.map { "deep link '\(expected[$0].pattern.text)'" }
    if !undecided.isEmpty {
      problems.append("\(file): too complex to compare within the budget; not compared: " + undecided.joined(separator: ", "))
    }
  }

  private mutating func compare(_ registered: RegisteredURLSchemes) {
    let (uses, isComplete) = schemeUses()
    let names = Set(registered.schemes.map { $0.name.lowercased() })
    var reported: Set<String> = []
    for use in uses where !names.contains(use.scheme) && reported.insert(use.scheme).inserted {
      findings.append(
        Finding(
          file: use.file, line: use.line, rule: .urlSchemeUnregistered,
          message: "the deep links use the custom scheme '\(use.scheme)', which \(registered.file) does not register (CFBundleURLTypes, CFBundleURLSchemes): iOS never opens the app for its links"))
    }
    guard isComplete else { return }
    let used = Set(uses.map(\.scheme))
    for scheme in registered.schemes where !used.contains(scheme.name.lowercased()) {
      findings.append(
        Finding(
          file: registered.file, line: scheme.line, rule: .urlSchemeUnused,
          message: "registers the URL scheme '\(scheme.name)', which no deep-link pattern and no customSchemes or exclusiveSchemes uses: its links open the app to no route"))
    }
  }

  /// The custom schemes the sources use, lowercased, in the index's order; and whether every
  /// `customSchemes:` and `exclusiveSchemes:` argument could be read.
  private func schemeUses() -> (uses: [SchemeUse], isComplete: Bool) {
    var uses: [SchemeUse] = []
    for pattern in patterns {
      guard !pattern.text.hasPrefix("/"), let separator = pattern.text.range(of: "://") else { continue }
      let scheme = pattern.text[..<separator.lowerBound].lowercased()
      if scheme != "http" && scheme != "https" { uses.append(SchemeUse(scheme: scheme, file: pattern.file, line: pattern.line)) }
    }
    var isComplete = true
    for argument in arguments("customSchemes") + arguments("exclusiveSchemes") {
      guard let values = strings(argument.expression, depth: 0) else {
        isComplete = false
        continue
      }
      uses += values.map { SchemeUse(scheme: $0.lowercased(), file: path(argument.file), line: argument.line) }
    }
    return (uses, isComplete)
  }

  /// The strings an expression stands for: an array of string literals, or of constants
  /// (`static let scheme = "shop"`) found by name; nil when any cannot be read.
  private func strings(_ expression: ExprSyntax, depth: Int) -> [String]? {
    guard depth < 4 else { return nil }
    if let literal = SyntaxText.stringLiteral(expression) { return [literal] }
    if let array = expression.as(ArrayExprSyntax.self) {
      var values: [String] = []
      for element in array.elements {
        guard let found = strings(element.expression, depth: depth + 1) else { return nil }
        values += found
      }
      return values
    }
    let name: String
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    let candidates = index.properties.filter { $0.name == name && $0.initializer != nil }
    let resolved = candidates.compactMap { property in property.initializer.flatMap { strings($0, depth: depth + 1) } }
    guard resolved.count == candidates.count, let first = resolved.first, resolved.allSatisfy({ $0 == first }) else { return nil }
    return first
  }
}
