import ArgumentParser
import Foundation
import SceneRouterTools

/// `scenerouter check PATH…`: reports routing mistakes with their file and line.
struct CheckCommand: ParsableCommand {
  /// How findings are printed.
  enum Format: String, ExpressibleByArgument {
    case text
    case json
  }

  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check Swift sources for routing mistakes; exit 1 when anything is found.",
    discussion: """
      Finds routers holding their screen or view model strongly, routeToX without passDataToX or \
      navigateToX (and the reverse), segues without routes and routes without segues, deep-link \
      patterns that collide or can never match, and screens no route or entry point reaches. \
      Files that cannot be read are reported on standard error and also make the check fail.
      """
  )

  @Option(name: .long, help: "text (default: file:line: rule: message) or json.")
  var format: Format = .text

  @Argument(help: "Swift files or folders, read recursively.")
  var paths: [String]

  func run() throws {
    let tree = SourceTree(paths: paths, progress: TerminalProgress.onTerminal())
    for problem in tree.problems { standardError("scenerouter: \(problem)") }
    let findings = Checker(files: tree.files).findings
    switch format {
    case .text:
      for finding in findings { print(finding) }
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let report = CheckReport(findings: findings, problems: tree.problems.map(\.description))
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
    if !findings.isEmpty || !tree.problems.isEmpty || tree.files.isEmpty { throw ExitCode.failure }
  }
}

/// What `check --format json` prints.
struct CheckReport: Encodable {
  var findings: [Finding]
  /// Paths that could not be read, as sentences.
  var problems: [String]
}
