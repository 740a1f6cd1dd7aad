import ArgumentParser

/// The `scenerouter` command-line tool.
@main
struct SceneRouterCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenerouter",
    abstract: "Tools for SceneRouter route tables.",
    subcommands: [MatchCommand.self, GraphCommand.self, CheckCommand.self, ScaffoldCommand.self]
  )
}
