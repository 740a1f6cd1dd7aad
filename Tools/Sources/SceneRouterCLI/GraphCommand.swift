import ArgumentParser
import SceneRouterTools

/// `scenerouter graph PATH…`: prints the navigation graph of Swift sources.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Print the navigation graph of Swift sources: screens, routes, entry points.",
    discussion: """
      Reads Clean Swift routers, MVVM routers, composable route protocols and SceneRouter's API \
      with swift-syntax. Files that cannot be read are reported on standard error and skipped; \
      the rest of the tree is still read. Exits 1 only when no file could be read.
      """
  )

  @Option(name: .long, help: "mermaid (default), dot or json.")
  var format: GraphFormat = .mermaid

  @Argument(help: "Swift files or folders, read recursively.")
  var paths: [String]

  func run() throws {
    let tree = SourceTree(paths: paths, progress: TerminalProgress.onTerminal())
    for problem in tree.problems { standardError("scenerouter: \(problem)") }
    guard !tree.files.isEmpty else { throw ExitCode.failure }
    print(format.render(GraphBuilder(files: tree.files).graph), terminator: "")
  }
}

extension GraphFormat: ExpressibleByArgument {}
