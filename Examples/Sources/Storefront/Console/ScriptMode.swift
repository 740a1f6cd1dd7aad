import Foundation
import StorefrontConsole

/// Runs commands from a script, printing each command and the snapshot after it (after
/// `screen`, the screen instead): for demos, tests and bug reports.
@MainActor
struct ScriptMode {
  /// The session the commands run in.
  let session: ConsoleSession

  /// Runs every line until the input ends or a line says `quit`. Blank lines and lines
  /// starting with `#` are skipped.
  ///
  /// - Parameter nextLine: Returns the next line, or nil at the end.
  func run(readingFrom nextLine: () -> String?) async {
    await session.settle()
    var isFirst = true
    while let raw = nextLine() {
      let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if !isFirst { Output.line() }
      isFirst = false
      Output.line("> " + line)
      let command: ConsoleCommand
      do {
        command = try ConsoleCommand(parsing: line)
      } catch {
        Output.line(error.description)
        Output.line(session.app.navigator.snapshot.description)
        continue
      }
      let goesOn = await session.perform(command)
      for message in session.takeMessages() { Output.line(message) }
      guard goesOn else { return }
      switch command {
      case .screen:
        let renderer = ScreenRenderer(style: TextStyle(isEnabled: false))
        let lines = renderer.render(
          session.app.navigator.snapshot, screen: session.app.topMostScreen, waiting: session.waitingActions,
          showsHint: false)
        lines.forEach { Output.line($0) }
        continue
      case .help:
        HelpText.lines.forEach { Output.line($0) }
      default:
        break
      }
      Output.line(session.app.navigator.snapshot.description)
    }
  }
}
