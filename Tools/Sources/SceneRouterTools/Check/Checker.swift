import SceneRouterDeepLinks
import SwiftSyntax

/// The checks of `scenerouter check`, run over a graph and the index behind it.
///
/// - Routers keep their screen and view model weakly (articles 000, 002, 003).
/// - Every `routeToX` passes data or navigates, and every `passDataToX`/`navigateToX` is used (article 001).
/// - Segues and routes match, when the sources declare segues (`registerSegue`); a storyboard
///   file's segues are not read, so with none declared in code these checks stay silent.
/// - Deep-link patterns parse, can match, and do not collide, checked by SceneRouter's own matcher, per file.
/// - Every screen is reached from a root or a deep link, when the sources name at least one.
/// - With the app's declarations, the deep links agree with its `apple-app-site-association`
///   file and its `Info.plist` (``DeclarationCheck``).
package struct Checker {
  /// The findings, sorted by file and line.
  package private(set) var findings: [Finding] = []
  /// What could not be checked, as sentences (a declaration too large to compare).
  package private(set) var problems: [String] = []
  private let builder: GraphBuilder
  private var index: SourceIndex { builder.index }

  /// Checks `files`, and compares their deep links with the app's declarations.
  ///
  /// - Parameters:
  ///   - files: Parsed sources, as read by ``SourceTree``.
  ///   - declarations: The app's `apple-app-site-association` file and `Info.plist`; none by default.
  package init(files: [SourceFile], declarations: AppDeclarations = AppDeclarations()) {
    builder = GraphBuilder(files: files)
    checkStrongReferences()
    checkRouteParts()
    checkSegues()
    checkDeepLinks()
    checkReachability()
    let declarationCheck = DeclarationCheck(index: index, declarations: declarations)
    findings += declarationCheck.findings
    problems = declarationCheck.problems
    findings.sort { ($0.file, $0.line, $0.rule.rawValue, $0.message) < ($1.file, $1.line, $1.rule.rawValue, $1.message) }
  }

  private func path(_ file: Int) -> String { index.files[file].displayPath }

  private mutating func add(_ file: Int, _ line: Int, _ rule: Finding.Rule, _ message: String) {
    findings.append(Finding(file: path(file), line: line, rule: rule, message: message))
  }

  private mutating func checkStrongReferences() {
    for property in index.properties where GraphBuilder.isRouter(property.owner) && property.isStored && !property.isStatic && !property.isWeak {
      guard index.types[property.owner]?.kind == .classType else { continue }
      let names = property.typeText.map(SyntaxText.compositionNames(text:)) ?? []
      let byType = names.first { SceneName.isScreenType($0) || $0.hasSuffix("ViewModel") || $0 == "UIViewController" }
      let byName = ["viewController", "viewModel"].contains(property.name) ? names.first ?? property.name : nil
      guard let held = byType ?? byName else { continue }
      add(
        property.file, property.line, .strongReference,
        "\(property.owner).\(property.name) holds its \(held.hasSuffix("ViewModel") || property.name == "viewModel" ? "view model" : "screen") \(held) strongly; the screen keeps the router, so neither is freed: make it weak")
    }
  }

  private mutating func checkRouteParts() {
    let routers = index.types.values.filter { $0.kind == .classType && GraphBuilder.isRouter($0.name) }.map(\.name)
    for router in routers {
      let functions = index.functions(of: router).filter { $0.body != nil }
      let references = functions.map { function in
        (function, Set(function.body.map(Self.referencedNames) ?? []))
      }
      let parts = functions.filter { $0.name.hasPrefix("passDataTo") || $0.name.hasPrefix("navigateTo") }
      let partNames = Set(parts.map(\.name))
      for (function, names) in references where function.name.hasPrefix("routeTo") {
        let scene = String(function.name.dropFirst("routeTo".count))
        let usesPart = !names.isDisjoint(with: partNames)
          || partNames.contains("passDataTo" + scene) || partNames.contains("navigateTo" + scene)
        if !usesPart {
          add(
            function.file, function.line, .routeWithoutParts,
            "\(router).\(function.name) has no passDataTo\(scene) or navigateTo\(scene), and calls no passDataTo…/navigateTo…")
        }
      }
      for part in parts {
        let usedByRoute = references.contains { function, names in
          function.name != part.name && names.contains(part.name)
        }
        // Old-style routers have only navigateToX methods: those are the routes themselves.
        let isOldStyleRoute = part.name.hasPrefix("navigateTo") && !functions.contains { $0.name.hasPrefix("routeTo") }
        if !usedByRoute && !isOldStyleRoute {
          let scene = part.name.hasPrefix("passDataTo") ? String(part.name.dropFirst("passDataTo".count)) : String(part.name.dropFirst("navigateTo".count))
          add(part.file, part.line, .partWithoutRoute, "\(router).\(part.name) is called by no route (routeTo\(scene) is missing)")
        }
      }
    }
  }

  private mutating func checkSegues() {
    let declarations = index.segueDeclarations
    guard !declarations.isEmpty else { return }
    let declared = Set(declarations.map(\.identifier))
    let routeFunctions = index.functions.filter { function in
      function.body != nil && function.name.hasPrefix("routeTo") && function.owner.map(GraphBuilder.isRouter) == true
    }
    let handled = Set(index.segueUses.filter { $0.kind == .registered }.map(\.identifier))
      .union(routeFunctions.map { String($0.name.dropFirst("routeTo".count)) })
    for declaration in declarations where !handled.contains(declaration.identifier) {
      let from = declaration.from.map { " from \($0)" } ?? ""
      add(
        declaration.file, declaration.line, .segueWithoutRoute,
        "segue '\(declaration.identifier)'\(from) has no route: no routeTo\(declaration.identifier) and no segue table entry")
    }
    for function in routeFunctions where function.labels.contains("segue") {
      let identifier = String(function.name.dropFirst("routeTo".count))
      if !declared.contains(identifier) {
        add(function.file, function.line, .routeWithoutSegue, "\(function.name)(segue:) has no segue '\(identifier)' declared")
      }
    }
    for use in index.segueUses where use.kind != .compared && !declared.contains(use.identifier) {
      let what = use.kind == .performed ? "performs" : "maps"
      add(use.file, use.line, .routeWithoutSegue, "\(what) segue '\(use.identifier)', which no storyboard registration declares")
    }
  }

  private mutating func checkDeepLinks() {
    let byFile = Dictionary(grouping: index.deepLinks, by: \.file)
    for file in byFile.keys.sorted() {
      let links = byFile[file] ?? []
      let schemes = Set(links.compactMap { link -> String? in
        guard let range = link.pattern.range(of: "://") else { return nil }
        let scheme = link.pattern[..<range.lowerBound].lowercased()
        return ["http", "https"].contains(scheme) ? nil : scheme
      })
      let hosts = Set(links.compactMap { link -> String? in
        guard link.pattern.lowercased().hasPrefix("http"), let range = link.pattern.range(of: "://") else { return nil }
        return link.pattern[range.upperBound...].split(separator: "/").first.map(String.init)
      })
      let configuration = DeepLinkMatcherConfiguration(customSchemes: schemes.sorted(), universalLinkHosts: hosts.sorted())
      var accepted: [DeepLinkEntry<Int>] = []
      var lines: [String: Int] = [:]
      for link in links {
        let entry = DeepLinkEntry<Int>(link.pattern, parse: { _ in 0 }, print: { _ in nil })
        do throws(DeepLinkPatternError) {
          _ = try DeepLinkTable(configuration: configuration, accepted + [entry])
          accepted.append(entry)
          lines[link.pattern] = link.line
        } catch {
          switch error {
          case .conflict(_, let existing):
            let at = lines[existing].map { " (line \($0))" } ?? ""
            add(file, link.line, .deepLinkCollision, "deep link '\(link.pattern)' matches the same links as '\(existing)'\(at)")
          case .unknownParameterType:
            // The app may register its own parameter types; the check cannot see them.
            break
          default:
            add(file, link.line, .deepLinkNeverMatches, "deep link \(error.description)")
          }
        }
      }
    }
  }

  private mutating func checkReachability() {
    let graph = builder.graph
    let starts = graph.entries.compactMap(\.to)
    guard !starts.isEmpty else { return }
    var reached = Set(starts)
    var queue = starts
    while let next = queue.popLast() {
      for edge in graph.edges where edge.from == next && edge.transition != "back" && !reached.contains(edge.to) {
        reached.insert(edge.to)
        queue.append(edge.to)
      }
    }
    for node in graph.nodes where !reached.contains(node.id) {
      guard let file = node.file, let line = node.line else { continue }
      findings.append(
        Finding(file: file, line: line, rule: .unreachableScreen, message: "screen \(node.id) is reached by no route and no entry point"))
    }
  }

  /// The names a body refers to: calls and functions passed by name.
  static func referencedNames(_ body: Syntax) -> [String] {
    let collector = ReferenceCollector(viewMode: .sourceAccurate)
    collector.walk(body)
    return collector.names
  }
}

/// Collects every name a body refers to.
private final class ReferenceCollector: SyntaxVisitor {
  var names: [String] = []

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.baseName.text)
    return .visitChildren
  }
}
