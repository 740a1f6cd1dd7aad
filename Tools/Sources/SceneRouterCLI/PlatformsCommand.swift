import ArgumentParser
import Foundation
import SceneRouterTools

/// `scenerouter platforms [--package PATH] [--only CHECK]`: checks what a Linux build of a
/// package cannot see about its Apple platforms.
struct PlatformsCommand: ParsableCommand {
  /// The checks `--only` selects.
  enum Only: String, ExpressibleByArgument, CaseIterable {
    case ifconfig
    case availability
    case features
  }

  static let configuration = CommandConfiguration(
    commandName: "platforms",
    abstract: "Check a package for what Linux cannot compile: #if configurations, availability, Swift features.",
    discussion: """
      ifconfig evaluates every #if for iOS, macOS and Linux and reports imports the platform or \
      Package.swift does not provide there, UIKit and SwiftUI types used without their import, and \
      stand-ins imported anywhere but on Linux. availability reports Apple APIs the data file lists \
      that are newer than the package's deployment target and not guarded by #available or \
      @available. features reports Swift language features newer than the swift-tools-version on \
      the first line of Package.swift. Prints file:line: [check] message per finding and a summary; \
      exits 1 when anything is found, 2 when the package or the data cannot be read.
      """
  )

  @Option(name: .long, help: "The folder of the SwiftPM package to check.")
  var package: String = "."

  @Option(name: .long, help: "Run only this check: ifconfig, availability or features.")
  var only: Only?

  @Option(
    name: .long,
    help: "The availability data (symbol<TAB>ios<TAB>macos<TAB>page); Tools/Availability/apple-apis.tsv unless given.")
  var apis: String?

  /// The data file beside the tool's own sources: `Tools/Availability/apple-apis.tsv`.
  static var defaultAPIs: String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Availability").appendingPathComponent("apple-apis.tsv").path
  }

  func run() throws {
    let checks = only.map { Set([PlatformFinding.Check(rawValue: $0.rawValue)].compactMap { $0 }) }
      ?? Set(PlatformFinding.Check.allCases)
    let report: PlatformsReport
    let sources: PackageSources
    do {
      let manifest = try PackageManifest.load(folder: package)
      let table = checks.contains(.availability) ? try AvailabilityTable.load(path: apis ?? Self.defaultAPIs) : nil
      sources = PackageSources(manifest: manifest)
      report = PlatformsReport(manifest: manifest, sources: sources, table: table, checks: checks)
    } catch {
      standardError("scenerouter: \(error)")
      throw ExitCode(2)
    }
    for problem in sources.problems { standardError("scenerouter: \(problem)") }
    print(report.text, terminator: "")
    if !report.findings.isEmpty { throw ExitCode.failure }
  }
}
