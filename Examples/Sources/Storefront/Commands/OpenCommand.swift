import ArgumentParser
import Foundation
import StorefrontConsole

/// `storefront open LINK`: one deep link from a cold start, then the snapshot.
struct OpenCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open one deep link from a cold start and print the navigation snapshot.",
    discussion: "The link is storefront://… or https://shop.example.com/…; type 'storefront' and then help for the list."
  )

  @Argument(help: ArgumentHelp("The link, such as storefront://wishlist/product/42.", valueName: "LINK"))
  var link: String

  @Flag(name: .long, help: "Write the navigation events to standard error, one line per event.")
  var log = false

  func run() async throws {
    ignoreBrokenPipes()
    let failed = await Self.open(link, log: log)
    if failed { throw ExitCode.failure }
  }

  /// Opens the link and prints the snapshot; messages go to standard error.
  ///
  /// - Returns: Whether the link was refused.
  @MainActor
  private static func open(_ link: String, log: Bool) async -> Bool {
    let session = ConsoleSession()
    if log { EventLogOption.attach(to: session.app.navigator) }
    await session.settle()
    await session.perform(.open(link))
    let messages = session.takeMessages()
    for message in messages { Output.errorLine(message) }
    Output.line(session.app.navigator.snapshot.description)
    return !messages.isEmpty
  }
}
