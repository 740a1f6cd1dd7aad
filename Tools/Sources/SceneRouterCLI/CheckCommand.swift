import ArgumentParser
import Foundation
import SceneRouterDeclarations
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
      With --aasa, compares the deep links with the app's apple-app-site-association file (links \
      it claims that no pattern reads, universal-link patterns it claims no link of); with \
      --info-plist, with the URL schemes the app registers. Files that cannot be read are \
      reported on standard error and also make the check fail.
      """
  )

  @Option(name: .long, help: "text (default: file:line: rule: message) or json.")
  var format: Format = .text

  @Option(name: .long, help: ArgumentHelp("The app's apple-app-site-association file (JSON).", valueName: "file"))
  var aasa: String?

  @Option(name: .long, help: ArgumentHelp("The app's Info.plist, for its URL schemes (CFBundleURLTypes).", valueName: "file"))
  var infoPlist: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The app's ID, TEAMID.bundle.identifier: the --aasa entries naming it apply, and one must.", valueName: "id"))
  var appID: String?

  @Argument(help: "Swift files or folders, read recursively.")
  var paths: [String]

  func validate() throws {
    if appID != nil && aasa == nil { throw ValidationError("--app-id needs --aasa.") }
  }

  func run() throws {
    let tree = SourceTree(paths: paths, progress: TerminalProgress.onTerminal())
    var problems = tree.problems.map(\.description)
    var declarations = AppDeclarations(appID: appID)
    if let aasa {
      do throws(DeclarationError) {
        declarations.siteAssociation = try SiteAssociation(file: aasa)
      } catch {
        problems.append(error.description)
      }
    }
    if let infoPlist {
      do throws(DeclarationError) {
        declarations.urlSchemes = try RegisteredURLSchemes(file: infoPlist)
      } catch {
        problems.append(error.description)
      }
    }
    let checker = Checker(files: tree.files, declarations: declarations)
    problems += checker.problems
    for problem in problems { standardError("scenerouter: \(problem)") }
    let findings = checker.findings
    switch format {
    case .text:
      for finding in findings { print(finding) }
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let report = CheckReport(findings: findings, problems: problems)
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
    if !findings.isEmpty || !problems.isEmpty || tree.files.isEmpty { throw ExitCode.failure }
  }
}

/// What `check --format json` prints.
struct CheckReport: Encodable {
  var findings: [Finding]
  /// Paths that could not be read, and declarations that could not be read or compared, as sentences.
  var problems: [String]
}
