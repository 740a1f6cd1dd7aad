import SwiftIfConfig
import SwiftSyntax

/// `scenerouter platforms --only availability`: in the code each Apple platform compiles of
/// every non-test target (stand-ins excluded), finds uses of the APIs the availability data
/// lists that are newer than the package's deployment target there, or that the platform
/// lacks, and are not guarded (``AvailabilityGuard``).
///
/// Uses are matched by syntax, without a type checker: a type by its name (unless the
/// package declares a type of that name itself), a member or function by its name and (when
/// listed with labels) the labels of the call, an attribute by its name. A use only counts in
/// a file that imports the API's framework (the one its page documents it in; Swift's are
/// always visible) where the platform has it, so a method of the package's own that shares a
/// UIKit name is not taken for UIKit's, and a file importing UIKit on macOS gets one `ifconfig`
/// finding for the import, not one here per UIKit call. A qualified call on another type
/// (`Other.immediate(…)`) is not taken for `Task.immediate(…)`. Where a name could mean several
/// listed symbols (`x.body`: `View.body` or `UIViewControllerRepresentable.body`), the use
/// counts only when every one of them is too new or missing on the platform.
package struct AvailabilityCheck {
  /// The findings, by target, platform and file (``PlatformsReport`` orders them by file and line).
  package private(set) var findings: [PlatformFinding] = []

  /// Runs the check.
  ///
  /// - Parameters:
  ///   - manifest: The package, for its deployment targets.
  ///   - index: The active code of its files on each platform.
  ///   - table: The APIs and their versions.
  package init(manifest: PackageManifest, index: ActiveCodeIndex, table: AvailabilityTable) {
    var found: [PlatformFinding] = []
    for entry in index.entries
    where entry.platform.isApple && entry.target.kind != .test && !entry.target.isStandIn {
      found += Self.findings(in: entry, manifest: manifest, index: index, table: table)
    }
    var seen: Set<PlatformFinding> = []
    findings = found.filter { seen.insert($0).inserted }
  }

  private static func findings(
    in entry: ActiveCodeIndex.Entry, manifest: PackageManifest, index: ActiveCodeIndex, table: AvailabilityTable
  ) -> [PlatformFinding] {
    let platform = entry.platform
    let declared = manifest.deploymentTargets[platform.packageName]
    guard let minimum = declared ?? platform.defaultDeploymentTarget else { return [] }
    // An import the platform cannot satisfy is `ifconfig`'s finding; its APIs are not looked for.
    let imported = entry.code.imports.map(\.module).filter(entry.configuration.importableModules.contains)
    let visible = Set(
      index.visibleModules(importing: imported, on: platform, systemReExports: true).map { $0.lowercased() }
    ).union(["swift"])
    // The rows a name in this file can mean: those of the frameworks it imports.
    let candidates = table.rows.filter { row in row.framework.map(visible.contains) ?? true }
    let wanted = Set(
      candidates.filter { row in
        switch row.introduction(on: platform) {
        case .version(let version): return version > minimum
        case .unavailable: return true
        case nil: return false
        }
      }.map(\.spelling))
    guard !wanted.isEmpty else { return [] }
    var uses: [(row: AvailabilityTable.Row, node: Syntax)] = []
    for row in candidates where wanted.contains(row.spelling) {
      // A type of the package's own by that name is what the name means in its sources.
      if case .type(let path) = row.symbol, path.count == 1, index.ownTypeNames.contains(row.symbol.name) { continue }
      uses += matches(of: row.symbol, in: entry.code).map { (row, $0) }
    }
    uses += members(in: entry.code, candidates: candidates, wanted: wanted)
    uses += calls(in: entry.code, candidates: candidates, wanted: wanted)
    uses.sort { $0.node.position < $1.node.position }
    var findings: [PlatformFinding] = []
    for use in uses {
      guard let introduction = use.row.introduction(on: platform) else { continue }
      let message: String
      switch introduction {
      case .version(let version):
        if AvailabilityGuard.isGuarded(use.node, on: platform, needing: version) { continue }
        let name = platform.displayName
        let floor =
          declared.map { "the package declares \(name) \(TargetPlatform.spelling(of: $0))" }
          ?? "the package declares no \(name) version, so SwiftPM's default \(name) \(TargetPlatform.spelling(of: minimum)) applies"
        message = "on \(name), \(use.row.spelling) needs \(name) \(version); \(floor) (\(use.row.page))"
      case .unavailable:
        if AvailabilityGuard.isGuarded(use.node, on: platform, needing: nil) { continue }
        let name = platform.displayName
        message = "on \(name), \(use.row.spelling) does not exist on \(name) (\(use.row.page))"
      }
      findings.append(
        PlatformFinding(
          file: entry.file.displayPath, line: entry.file.line(of: use.node), check: .availability, message: message))
    }
    return findings
  }

  /// Uses of a type or an attribute.
  private static func matches(of symbol: AvailabilitySymbol, in code: ActiveCode) -> [Syntax] {
    switch symbol {
    case .type(let path):
      guard let name = path.last else { return [] }
      let outer = path.dropLast().last
      var nodes: [Syntax] = []
      if outer == nil {
        nodes += code.identifierTypes.filter { PlatformSyntax.identifier($0.name) == name }.map(Syntax.init)
        nodes += code.references.filter { PlatformSyntax.identifier($0.baseName) == name }.map(Syntax.init)
      }
      nodes += code.memberTypes.filter { member in
        guard PlatformSyntax.identifier(member.name) == name else { return false }
        let base = member.baseType.as(IdentifierTypeSyntax.self).map { PlatformSyntax.identifier($0.name) }
        return outer.map { base == $0 } ?? false
      }.map(Syntax.init)
      nodes += code.memberAccesses.filter { member in
        guard PlatformSyntax.identifier(member.declName.baseName) == name, let outer else { return false }
        return baseTypeName(member.base) == outer
      }.map(Syntax.init)
      return nodes
    case .attribute(let name):
      return code.attributes.filter { PlatformSyntax.name($0) == name }.map(Syntax.init)
    case .member, .function:
      return []
    }
  }

  /// Uses of members and free functions or variables listed without labels: a member access
  /// (a free name) whose name is listed counts when every listed symbol of that name it can
  /// reach is one the platform needs a newer version for or lacks; `x.body` is not taken for
  /// `UIViewControllerRepresentable.body` while `View.body` is there too.
  private static func members(in code: ActiveCode, candidates: [AvailabilityTable.Row], wanted: Set<String>)
    -> [(row: AvailabilityTable.Row, node: Syntax)]
  {
    var byName: [String: [AvailabilityTable.Row]] = [:]
    for row in candidates {
      if case .member = row.symbol { byName[row.symbol.name, default: []].append(row) }
    }
    guard byName.values.joined().contains(where: { wanted.contains($0.spelling) }) else { return [] }
    var uses: [(row: AvailabilityTable.Row, node: Syntax)] = []
    func use(_ rows: [AvailabilityTable.Row], _ node: some SyntaxProtocol) {
      guard let first = rows.first, rows.allSatisfy({ wanted.contains($0.spelling) }) else { return }
      uses.append((first, Syntax(node)))
    }
    for member in code.memberAccesses {
      let rows = (byName[PlatformSyntax.identifier(member.declName.baseName)] ?? []).filter { row in
        guard case .member(let type, _) = row.symbol, !type.isEmpty else { return false }
        return fits(member.base, owner: type.last)
      }
      use(rows, member)
    }
    for reference in code.references {
      let rows = (byName[PlatformSyntax.identifier(reference.baseName)] ?? []).filter { row in
        guard case .member(let type, _) = row.symbol else { return false }
        return type.isEmpty
      }
      use(rows, reference)
    }
    return uses
  }

  /// Calls of listed functions: each call is matched to the listed overloads of its name that
  /// its labels fit with the fewest parameters left out, and counts when every one of them is
  /// one the platform needs a newer version for or lacks (an initializer of a type that is
  /// itself too new is left to the type's finding).
  private static func calls(in code: ActiveCode, candidates: [AvailabilityTable.Row], wanted: Set<String>)
    -> [(row: AvailabilityTable.Row, node: Syntax)]
  {
    let functions = candidates.filter { row in
      if case .function = row.symbol { return true }
      return false
    }
    guard functions.contains(where: { wanted.contains($0.spelling) }) else { return [] }
    let wantedTypes = Set(
      candidates.compactMap { row -> String? in
        guard case .type(let path) = row.symbol, path.count == 1, wanted.contains(row.spelling) else { return nil }
        return path.last
      })
    var uses: [(row: AvailabilityTable.Row, node: Syntax)] = []
    for call in code.calls {
      let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
      let name: String
      let base: ExprSyntax?
      let isMember: Bool
      if let member = callee.as(MemberAccessExprSyntax.self) {
        name = PlatformSyntax.identifier(member.declName.baseName)
        base = member.base
        isMember = true
      } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
        name = PlatformSyntax.identifier(reference.baseName)
        base = nil
        isMember = false
      } else {
        continue
      }
      let labels = PlatformSyntax.labels(of: call)
      var best: [AvailabilityTable.Row] = []
      var fewest = Int.max
      for row in functions {
        guard case .function(let type, let function, let parameters) = row.symbol else { continue }
        let owner = type.last
        let fitsName: Bool
        if function == "init" {
          // `Type(…)` or `Type.init(…)`.
          fitsName = (!isMember && name == owner) || (isMember && name == "init" && baseTypeName(base) == owner)
        } else {
          fitsName = name == function && (isMember ? fits(base, owner: owner) : true)
        }
        guard fitsName, let leftOut = leftOut(labels, of: parameters), leftOut <= fewest else { continue }
        if leftOut < fewest {
          fewest = leftOut
          best = []
        }
        best.append(row)
      }
      guard let first = best.first, best.allSatisfy({ wanted.contains($0.spelling) }) else { continue }
      // `Text("…")` where `Text` itself is too new: the type's finding says it once.
      if case .function(let type, "init", _) = first.symbol, let owner = type.last, wantedTypes.contains(owner) {
        continue
      }
      uses.append((first, Syntax(call)))
    }
    return uses
  }

  /// How many of `parameters` a call passing `labels` leaves out, or nil when the labels do
  /// not fit: each label must match a later parameter in order (`_` only `_`), and the
  /// unlabelled trailing closure (nil) takes the next parameter whatever its label.
  private static func leftOut(_ labels: [String?], of parameters: [String]) -> Int? {
    var next = 0
    for label in labels {
      if let label {
        guard let found = parameters[next...].firstIndex(of: label) else { return nil }
        next = found + 1
      } else {
        guard next < parameters.count else { return nil }
        next += 1
      }
    }
    return parameters.count - labels.count
  }

  /// Whether a member access on `base` can reach a member of `owner`: any instance or
  /// implicit base can, a type name only when it is `owner`.
  private static func fits(_ base: ExprSyntax?, owner: String?) -> Bool {
    guard let name = baseTypeName(base), let owner else { return true }
    return name == owner
  }

  /// The type a member access is qualified with (`Task` in `Task.immediate` or
  /// `Task<Void, Never>.immediate`); nil when the base is not a capitalized name.
  private static func baseTypeName(_ base: ExprSyntax?) -> String? {
    guard var base else { return nil }
    if let specialized = base.as(GenericSpecializationExprSyntax.self) { base = specialized.expression }
    if let member = base.as(MemberAccessExprSyntax.self) {
      let name = PlatformSyntax.identifier(member.declName.baseName)
      return name.first?.isUppercase == true ? name : nil
    }
    guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
    let name = PlatformSyntax.identifier(reference.baseName)
    return name.first?.isUppercase == true ? name : nil
  }
}
