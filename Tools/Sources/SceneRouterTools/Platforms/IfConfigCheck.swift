import SwiftSyntax

/// `scenerouter platforms --only ifconfig`: evaluates every `#if` of every target (tests
/// included, stand-ins excluded) for iOS, macOS and Linux and reports what would not
/// compile there.
///
/// - An active `import M` where neither the platform nor the target's dependencies on that
///   platform provide `M`.
/// - A file whose active code names a UIKit or SwiftUI type (one the stand-in target
///   `UIKitStandIn` or `SwiftUIStandIn`, or any `<Framework>StandIn`, declares at its top
///   level) without an active import of the framework or its stand-in, directly or through a
///   package module's `@_exported import`. Names the package's other sources declare are left
///   alone; a package without stand-ins has nothing to check here.
/// - A stand-in imported on an Apple platform, and any `import …StandIn` that is not inside
///   an `#if`/`#elseif` clause whose condition mentions `os(Linux)`: a stand-in is imported
///   only on Linux, never as a fallback on an Apple platform.
package struct IfConfigCheck {
  /// Names the stand-ins declare that an Apple framework other than theirs also provides,
  /// and that framework: SwiftUI's `ObservableObject` is Combine's.
  private static let otherHomes: [String: String] = [
    "ObservableObject": "Combine", "Published": "Combine", "ObservableObjectPublisher": "Combine",
  ]

  /// The findings, by target, platform and file (``PlatformsReport`` orders them by file and line).
  package private(set) var findings: [PlatformFinding] = []

  /// Runs the check.
  ///
  /// - Parameters:
  ///   - manifest: The package.
  ///   - sources: Its files.
  ///   - index: Their active code on each platform.
  package init(manifest: PackageManifest, sources: PackageSources, index: ActiveCodeIndex) {
    let frameworks = Self.standInTypes(manifest: manifest, sources: sources, own: index.ownTypeNames)
    var found: [PlatformFinding] = []
    for entry in index.entries where !entry.target.isStandIn {
      found += Self.imports(of: entry)
      found += Self.frameworkTypes(of: entry, frameworks: frameworks, index: index)
    }
    var checkedFiles: Set<String> = []
    for target in manifest.targets where target.isCompiledForPlatforms && !target.isStandIn {
      for path in sources.targetFiles[target.name] ?? [] where checkedFiles.insert(path).inserted {
        if let file = sources.files[path] { found += Self.standInsOutsideLinux(in: file) }
      }
    }
    var seen: Set<PlatformFinding> = []
    findings = found.filter { seen.insert($0).inserted }
  }

  /// The types each stand-in target declares at its top level, by the framework it stands
  /// in for (`UIKitStandIn` for `UIKit`), leaving out names the package's other sources
  /// declare.
  private static func standInTypes(manifest: PackageManifest, sources: PackageSources, own: Set<String>)
    -> [Framework]
  {
    return manifest.targets.filter { $0.isStandIn && $0.isCompiledForPlatforms }.map { target in
      var names: Set<String> = []
      for path in sources.targetFiles[target.name] ?? [] {
        if let file = sources.files[path] {
          names.formUnion(PlatformSyntax.declaredTypeNames(in: file.tree, topLevelOnly: true))
        }
      }
      return Framework(
        name: String(target.name.dropLast("StandIn".count)), standIn: target.moduleName, types: names.subtracting(own))
    }
  }

  /// A framework with a stand-in, and the types the stand-in declares under its names.
  private struct Framework {
    var name: String
    var standIn: String
    var types: Set<String>
  }

  private static func imports(of entry: ActiveCodeIndex.Entry) -> [PlatformFinding] {
    let platform = entry.platform
    var findings: [PlatformFinding] = []
    for active in entry.code.imports {
      let module = active.module
      let provided = entry.configuration.importableModules.contains(module)
      let message: String
      if module.hasSuffix("StandIn") && platform.isApple && provided {
        message = "on \(platform.displayName), imports \(module): \(standInRule)"
      } else if provided {
        continue
      } else if TargetPlatform.allCases.contains(where: { $0.systemModules.contains(module) }) {
        message = "on \(platform.displayName), imports \(module), which \(platform.displayName) does not have"
      } else {
        message =
          "on \(platform.displayName), imports \(module), which Package.swift does not provide to target \(entry.target.name) there"
      }
      findings.append(finding(entry.file, active.node, message))
    }
    return findings
  }

  private static func frameworkTypes(
    of entry: ActiveCodeIndex.Entry, frameworks: [Framework], index: ActiveCodeIndex
  ) -> [PlatformFinding] {
    let platform = entry.platform
    let imported = entry.code.imports.map(\.module)
    let visible = index.visibleModules(importing: imported, on: platform, systemReExports: false)
    var findings: [PlatformFinding] = []
    for framework in frameworks where !framework.types.isEmpty {
      if visible.contains(framework.name) || visible.contains(framework.standIn) { continue }
      let uses: [(name: String, node: Syntax)] =
        entry.code.identifierTypes.map { (PlatformSyntax.identifier($0.name), Syntax($0)) }
        + entry.code.references.map { (PlatformSyntax.identifier($0.baseName), Syntax($0)) }
      let first = uses.filter { use in
        guard framework.types.contains(use.name) else { return false }
        if platform.isApple, let home = otherHomes[use.name], visible.contains(home) { return false }
        return true
      }.min { $0.node.position < $1.node.position }
      guard let first else { continue }
      let module = platform.isApple ? framework.name : framework.standIn
      let absent =
        (platform.systemModules.contains(module) || !platform.isApple) ? "" : ", which \(platform.displayName) does not have"
      findings.append(
        finding(
          entry.file, first.node,
          "on \(platform.displayName), uses \(first.name), a \(framework.name) type, without importing \(module)\(absent)"))
    }
    return findings
  }

  /// Every `import …StandIn` of `file` that no enclosing `#if`/`#elseif` clause limits to Linux.
  private static func standInsOutsideLinux(in file: SourceFile) -> [PlatformFinding] {
    let finder = StandInImportFinder(viewMode: .sourceAccurate)
    finder.walk(file.tree)
    return finder.imports.filter { !isInsideLinuxClause($0) }.compactMap { node in
      node.path.first.map { component in
        let module = PlatformSyntax.identifier(component.name)
        return finding(file, node, "imports \(module) outside an #if os(Linux) clause: \(standInRule)")
      }
    }
  }

  private static let standInRule = "a stand-in is imported only on Linux, never as a fallback on an Apple platform"

  private static func isInsideLinuxClause(_ node: some SyntaxProtocol) -> Bool {
    var parent = node.parent
    while let current = parent {
      if let clause = current.as(IfConfigClauseSyntax.self), let condition = clause.condition,
        mentionsLinux(condition)
      {
        return true
      }
      parent = current.parent
    }
    return false
  }

  /// Whether `condition` holds `os(Linux)` other than negated (`!os(Linux)`).
  private static func mentionsLinux(_ condition: ExprSyntax) -> Bool {
    let finder = LinuxConditionFinder(viewMode: .sourceAccurate)
    finder.walk(condition)
    return finder.found
  }

  private static func finding(_ file: SourceFile, _ node: some SyntaxProtocol, _ message: String) -> PlatformFinding {
    PlatformFinding(file: file.displayPath, line: file.line(of: node), check: .ifconfig, message: message)
  }

  private final class StandInImportFinder: SyntaxVisitor {
    var imports: [ImportDeclSyntax] = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      if let first = node.path.first, PlatformSyntax.identifier(first.name).hasSuffix("StandIn") { imports.append(node) }
      return .skipChildren
    }
  }

  /// Finds `os(Linux)` in a condition, other than right after `!`.
  private final class LinuxConditionFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      node.operator.text == "!" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.calledExpression.trimmedDescription == "os", node.arguments.first?.expression.trimmedDescription == "Linux" {
        found = true
      }
      return .visitChildren
    }
  }
}
