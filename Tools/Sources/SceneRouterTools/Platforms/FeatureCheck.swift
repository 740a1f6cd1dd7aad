import SwiftIfConfig
import SwiftSyntax

/// `scenerouter platforms --only features`: finds the Swift language features
/// (``LanguageFeature``) every Swift file of a target or under `Sources/`, `Tests/` and
/// `Examples/` uses, and reports those newer than the version `Package.swift`'s first line
/// states.
///
/// Code is read in every `#if` clause that iOS, macOS or Linux compiles with a compiler of
/// the stated version, so a feature kept inside `#if compiler(>=6.3)` is not reported for a
/// 6.2 package. Names of the standard library's (`InlineArray`, `Span`, `Observations`) do
/// not count where the package declares a type of that name.
package struct FeatureCheck {
  /// A feature and every place it is used.
  package struct Use: Hashable, Sendable {
    /// The feature.
    package var feature: LanguageFeature
    /// `path:line` of each use, in path and line order.
    package var places: [String]
  }

  /// The features newer than the stated version, each use a finding.
  package private(set) var findings: [PlatformFinding] = []
  /// The features the stated version covers, with their uses: what the version rests on.
  package private(set) var covered: [Use] = []
  /// The version `Package.swift` states.
  package let statedVersion: VersionTuple

  /// Runs the check.
  ///
  /// - Parameters:
  ///   - manifest: The package, for its stated version and modules.
  ///   - sources: Its files.
  package init(manifest: PackageManifest, sources: PackageSources) {
    statedVersion = manifest.toolsVersion
    var modules: Set<String> = []
    var ownTypes: Set<String> = []
    for target in manifest.targets {
      modules.insert(target.moduleName)
      for dependency in target.dependencies { modules.insert(PackageTarget(name: dependency.name, kind: .regular).moduleName) }
    }
    for path in sources.treeFiles {
      if let file = sources.files[path] { ownTypes.formUnion(PlatformSyntax.declaredTypeNames(in: file.tree)) }
    }
    var places: [LanguageFeature: [String]] = [:]
    for path in sources.treeFiles {
      guard let file = sources.files[path] else { continue }
      var seen: Set<Pair> = []
      for platform in TargetPlatform.allCases {
        let configuration = PlatformConfiguration(
          platform: platform, packageModules: modules, swiftVersion: manifest.toolsVersion)
        let scanner = Scanner(configuredRegions: file.tree.configuredRegions(in: configuration), ownTypes: ownTypes)
        scanner.walk(file.tree)
        for (feature, node) in scanner.found {
          let line = file.line(of: node)
          guard seen.insert(Pair(feature: feature, line: line)).inserted else { continue }
          if feature.version > statedVersion {
            findings.append(
              PlatformFinding(
                file: path, line: line, check: .features,
                message:
                  "\(feature.name) (\(feature.proposal)) needs Swift \(feature.version); Package.swift states \(statedVersion)"
              ))
          } else {
            places[feature, default: []].append("\(path):\(line)")
          }
        }
      }
    }
    covered = places.keys.sorted().map { Use(feature: $0, places: places[$0] ?? []) }
  }

  private struct Pair: Hashable {
    var feature: LanguageFeature
    var line: Int
  }

  private final class Scanner: ActiveSyntaxVisitor {
    let ownTypes: Set<String>
    var found: [(LanguageFeature, Syntax)] = []

    init(configuredRegions: ConfiguredRegions, ownTypes: Set<String>) {
      self.ownTypes = ownTypes
      super.init(viewMode: .sourceAccurate, configuredRegions: configuredRegions)
    }

    func add(_ feature: LanguageFeature, _ node: some SyntaxProtocol) {
      found.append((feature, Syntax(node)))
    }

    /// The standard library's type names, unless the package declares its own.
    func libraryType(_ name: String) -> LanguageFeature? {
      guard !ownTypes.contains(name) else { return nil }
      switch name {
      case "InlineArray": return .inlineArray
      case "Span", "RawSpan": return .span
      case "MutableSpan", "MutableRawSpan": return .mutableSpan
      case "OutputSpan", "OutputRawSpan": return .outputSpan
      case "Observations": return .observations
      default: return nil
      }
    }

    /// `Task` in `Task.immediate` and `Task<Void, Never>.immediate`.
    func isTask(_ base: ExprSyntax?) -> Bool {
      guard var base else { return false }
      if let specialized = base.as(GenericSpecializationExprSyntax.self) { base = specialized.expression }
      return base.as(DeclReferenceExprSyntax.self).map { PlatformSyntax.identifier($0.baseName) == "Task" } ?? false
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.bindingSpecifier.tokenKind == .keyword(.let), node.modifiers.contains(where: { $0.name.text == "weak" }) {
        add(.weakLet, node)
      }
      return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      let isolatedModifier = node.modifiers.contains { $0.name.text == "isolated" }
      let globalActor = node.attributes.contains { element in
        guard case .attribute(let attribute) = element else { return false }
        return PlatformSyntax.name(attribute).hasSuffix("Actor")
      }
      if isolatedModifier || globalActor { add(.isolatedDeinit, node) }
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = PlatformSyntax.identifier(node.declName.baseName)
      switch name {
      case "immediate", "immediateDetached": if isTask(node.base) { add(.immediateTasks, node) }
      case "addImmediateTask", "addImmediateTaskUnlessCancelled": add(.immediateTasks, node)
      case "name": if isTask(node.base) { add(.taskNames, node) }
      case "escalatePriority": if isTask(node.base) { add(.priorityEscalation, node) }
      default: break
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        return .visitChildren
      }
      let name = PlatformSyntax.identifier(node.baseName)
      if name == "withTaskPriorityEscalationHandler" {
        add(.priorityEscalation, node)
      } else if let feature = libraryType(name) {
        add(feature, node)
      }
      return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      if let feature = libraryType(PlatformSyntax.identifier(node.name)) { add(feature, node) }
      return .visitChildren
    }

    override func visit(_ node: InlineArrayTypeSyntax) -> SyntaxVisitorContinueKind {
      add(.inlineArraySugar, node)
      return .visitChildren
    }

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
      if node.specifier?.tokenKind == .keyword(.let) { add(.integerGenerics, node) }
      return .visitChildren
    }

    override func visit(_ node: SuppressedTypeSyntax) -> SyntaxVisitorContinueKind {
      if node.type.trimmedDescription == "Escapable" { add(.nonescapable, node) }
      return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      switch PlatformSyntax.name(node) {
      case "concurrent": add(.concurrent, node)
      case "abi": add(.abiAttribute, node)
      case "c": add(.cAttribute, node)
      case "specialized": add(.specialized, node)
      case "section", "used": add(.section, node)
      case "safe": add(.unsafeExpression, node)
      case "inline":
        if node.arguments?.trimmedDescription == "always" { add(.inlineAlways, node) }
      default: break
      }
      return .visitChildren
    }

    override func visit(_ node: UnsafeExprSyntax) -> SyntaxVisitorContinueKind {
      add(.unsafeExpression, node)
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.arguments.contains(where: { $0.label?.text == "name" }) else { return .visitChildren }
      let callee = node.calledExpression
      if isTask(callee) {
        add(.taskNames, node)
      } else if let member = callee.as(MemberAccessExprSyntax.self) {
        switch PlatformSyntax.identifier(member.declName.baseName) {
        case "detached", "immediate", "immediateDetached": if isTask(member.base) { add(.taskNames, node) }
        case "addTask", "addTaskUnlessCancelled", "addDiscardingTask", "addImmediateTask",
          "addImmediateTaskUnlessCancelled":
          add(.taskNames, node)
        default: break
        }
      }
      return .visitChildren
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
      if node.expressions.contains(where: { $0.label?.text == "default" }) { add(.interpolationDefault, node) }
      return .visitChildren
    }

    override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
      if let attributed = node.type.as(AttributedTypeSyntax.self),
        attributed.attributes.contains(where: { element in
          guard case .attribute(let attribute) = element else { return false }
          return PlatformSyntax.name(attribute).hasSuffix("Actor")
        })
      {
        add(.isolatedConformance, node)
      }
      return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      let text = token.text
      if text == "nonsending", let open = token.previousToken(viewMode: .sourceAccurate), open.text == "(",
        open.previousToken(viewMode: .sourceAccurate)?.text == "nonisolated"
      {
        add(.nonisolatedNonsending, token)
      } else if token.tokenKind.isIdentifier, text.count > 2, text.hasPrefix("`"), text.hasSuffix("`"),
        Self.isRaw(text.dropFirst().dropLast())
      {
        add(.rawIdentifier, token)
      } else if text == ":", token.trailingTrivia.isEmpty, let next = token.nextToken(viewMode: .sourceAccurate),
        next.text == ":", next.leadingTrivia.isEmpty, next.position == token.endPosition,
        token.previousToken(viewMode: .sourceAccurate).map({ $0.trailingTrivia.isEmpty && $0.tokenKind.isIdentifier }) == true
      {
        add(.moduleSelector, token)
      }
      return .visitChildren
    }

    /// Whether a backquoted name is one no plain identifier can spell (`reads as a sentence`,
    /// `42`), unlike a backquoted keyword (`default`).
    static func isRaw(_ name: Substring) -> Bool {
      guard let first = name.first else { return false }
      if first.isNumber { return true }
      return !name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
  }
}

extension TokenKind {
  /// Whether the token is an identifier (not a keyword or punctuation).
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
