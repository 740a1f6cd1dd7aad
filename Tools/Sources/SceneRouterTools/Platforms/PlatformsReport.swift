import SwiftIfConfig

/// What `scenerouter platforms` prints: the findings of the checks it ran, the Swift
/// features the stated version covers, and a summary line per check.
///
/// ```swift
/// let manifest = try PackageManifest.load(folder: ".")
/// let report = PlatformsReport(manifest: manifest, sources: PackageSources(manifest: manifest), table: table)
/// print(report.text, terminator: "")
/// ```
package struct PlatformsReport {
  /// Every finding: `ifconfig`'s, then `availability`'s, then `features`'s, each by file and line.
  package private(set) var findings: [PlatformFinding] = []
  /// The features the stated version covers, with their uses (empty unless `features` ran).
  package private(set) var coveredFeatures: [FeatureCheck.Use] = []
  /// One line per check that ran: what it read and how many findings it has.
  package private(set) var summary: [String] = []

  /// Runs `checks` on a package.
  ///
  /// - Parameters:
  ///   - manifest: The package.
  ///   - sources: Its files.
  ///   - table: The availability data; `availability` is skipped without it.
  ///   - checks: The checks to run; all three unless given.
  package init(
    manifest: PackageManifest, sources: PackageSources, table: AvailabilityTable?,
    checks: Set<PlatformFinding.Check> = Set(PlatformFinding.Check.allCases)
  ) {
    let needsIndex = checks.contains(.ifconfig) || (checks.contains(.availability) && table != nil)
    let index = needsIndex ? ActiveCodeIndex(manifest: manifest, sources: sources) : nil
    func files(_ include: (PackageTarget) -> Bool) -> Int {
      Set(manifest.targets.filter { $0.isCompiledForPlatforms && !$0.isStandIn && include($0) }
        .flatMap { sources.targetFiles[$0.name] ?? [] }).count
    }
    if checks.contains(.ifconfig), let index {
      let found = IfConfigCheck(manifest: manifest, sources: sources, index: index).findings
      findings += Self.ordered(found)
      let read = Self.count(files { _ in true }, "file")
      summary.append("ifconfig: \(Self.count(found.count)) in \(read) on iOS, macOS and Linux")
    }
    if checks.contains(.availability), let index, let table {
      let found = AvailabilityCheck(manifest: manifest, index: index, table: table).findings
      findings += Self.ordered(found)
      let minimums = [TargetPlatform.iOS, .macOS].map { platform in
        let version = manifest.deploymentTargets[platform.packageName] ?? platform.defaultDeploymentTarget
        return "\(platform.displayName) \(version.map { TargetPlatform.spelling(of: $0) } ?? "?")"
      }
      let read = Self.count(files { $0.kind != .test }, "file")
      let listed = Self.count(table.rows.count, "API")
      summary.append(
        "availability: \(Self.count(found.count)) in \(read) of non-test targets"
          + " for \(minimums.joined(separator: " and ")) (\(listed) listed)")
    }
    if checks.contains(.features) {
      let check = FeatureCheck(manifest: manifest, sources: sources)
      findings += Self.ordered(check.findings)
      coveredFeatures = check.covered
      let read = Self.count(sources.treeFiles.count, "file")
      summary.append(
        "features: \(Self.count(check.findings.count)) in \(read) (Package.swift states Swift \(check.statedVersion))")
    }
    summary.append("scenerouter platforms: \(Self.count(findings.count))")
  }

  /// The whole output: a line per finding, the covered features, then the summary.
  package var text: String {
    var lines = findings.map(\.description)
    if !coveredFeatures.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines.append("Swift features within the stated version (not findings):")
      for use in coveredFeatures {
        let shown = use.places.prefix(3).joined(separator: ", ")
        let more = use.places.count > 3 ? ", and \(use.places.count - 3) more" : ""
        let feature = "\(use.feature.name) (\(use.feature.proposal), Swift \(use.feature.version))"
        lines.append("  \(feature): \(Self.count(use.places.count, "use")): \(shown)\(more)")
      }
    }
    if !lines.isEmpty { lines.append("") }
    lines += summary
    return lines.joined(separator: "\n") + "\n"
  }

  /// `findings` by file and line, keeping the order of those on one line (iOS, macOS, Linux).
  private static func ordered(_ findings: [PlatformFinding]) -> [PlatformFinding] {
    findings.enumerated()
      .sorted { ($0.element.file, $0.element.line, $0.offset) < ($1.element.file, $1.element.line, $1.offset) }
      .map(\.element)
  }

  /// `1 finding`, `3 findings`, `no finding`.
  private static func count(_ number: Int, _ noun: String = "finding") -> String {
    switch number {
    case 0: "no \(noun)"
    case 1: "1 \(noun)"
    default: "\(number) \(noun)s"
    }
  }

}
