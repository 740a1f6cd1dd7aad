import ArgumentParser

/// `storefront`: the sample app of article 002 in a terminal, on SceneRouter's headless host.
@main
struct StorefrontCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "storefront",
    abstract: "The Shop and Wishlist app of article 002, in your terminal.",
    discussion: """
      With no arguments at a terminal, shows the app and reads commands (type help). \
      With --script FILE, or with commands piped in, runs them and prints the navigation \
      snapshot after each. 'storefront open LINK' opens one deep link from a cold start.
      """,
    subcommands: [RunCommand.self, OpenCommand.self],
    defaultSubcommand: RunCommand.self
  )
}
