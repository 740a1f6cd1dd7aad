import ArgumentParser
import SceneRouterTools

/// `scenerouter scaffold`: writes a scene in a chosen style, with its test.
struct ScaffoldCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scaffold",
    abstract: "Write a scene (Clean Swift, MVVM with a router, or a composable route) and its test.",
    discussion: """
      The generated code uses SceneRouter's API and its test runs on the headless host \
      (SceneRouterHeadless). Existing files are never replaced unless --force is given; \
      then nothing is written at all.
      """
  )

  @Option(name: .long, help: "clean-swift, mvvm or composable.")
  var style: ScaffoldStyle

  @Option(name: .long, help: "The scene's name, e.g. Profile.")
  var name: String

  @Option(name: .long, help: "The folder for the scene's sources.")
  var output: String

  @Option(name: .long, help: "The folder for its test file (default: the sources folder).")
  var tests: String?

  @Option(name: .long, help: "The module the sources build into, imported @testable by the test.")
  var module = "App"

  @Flag(name: .long, help: "Replace files that exist.")
  var force = false

  func run() throws {
    do throws(ScaffoldError) {
      let scaffolder = try Scaffolder(style: style, name: name, module: module)
      for path in try scaffolder.write(sources: output, tests: tests ?? output, force: force) {
        print("wrote \(path)")
      }
    } catch {
      standardError("scenerouter: \(error)")
      throw ExitCode.failure
    }
  }
}

extension ScaffoldStyle: ExpressibleByArgument {}
