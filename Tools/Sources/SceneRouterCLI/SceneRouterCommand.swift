import ArgumentParser

/// The `scenerouter` command-line tool.
@main
struct SceneRouterCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenerouter",
    abstract: "Tools for SceneRouter route tables and for the platforms a Linux build cannot check.",
    subcommands: [MatchCommand.self, GraphCommand.self, CheckCommand.self, ScaffoldCommand.self, PlatformsCommand.self]
  )
}
