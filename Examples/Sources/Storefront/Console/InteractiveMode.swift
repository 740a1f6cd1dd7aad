import Foundation
import StorefrontConsole

/// The storefront as a person uses it at a terminal: the screen, a prompt, a command.
@MainActor
struct InteractiveMode {
  /// The session the commands run in.
  let session: ConsoleSession
  /// Colours, or plain text.
  let style: TextStyle
  /// Whether to print each line read after the prompt: when the input is not a
  /// terminal, which echoes typing itself, so that a transcript reads as a session.
  var echoesInput = false

  /// Shows the screen and reads commands until `quit` or the end of the input.
  ///
  /// - Parameter nextLine: Returns the next line, or nil at the end.
  func run(readingFrom nextLine: () -> String?) async {
    await session.settle()
    Output.line(style.bold("Storefront") + " — the Shop and Wishlist app of article 002, in your terminal.")
    Output.line("Choose an action by its number; type help for every command.")
    show()
    while true {
      Output.prompt(style.accent("storefront> "))
      guard let line = nextLine() else {
        Output.line()
        return
      }
      if echoesInput { Output.line(line) }
      if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      let command: ConsoleCommand
      do {
        command = try ConsoleCommand(parsing: line)
      } catch {
        Output.line(style.error(error.description))
        continue
      }
      guard await session.perform(command) else { return }
      switch command {
      case .snapshot: Output.line(session.app.navigator.snapshot.description)
      case .help: HelpText.lines.forEach { Output.line($0) }
      default: show()
      }
      for message in session.takeMessages() { Output.line(style.error(message)) }
    }
  }

  private func show() {
    let renderer = ScreenRenderer(style: style)
    let lines = renderer.render(
      session.app.navigator.snapshot, screen: session.app.topMostScreen, waiting: session.waitingActions)
    lines.forEach { Output.line($0) }
  }
}
