import ArgumentParser
import Foundation

/// `storefront run`, the default: interactive at a terminal, scripted otherwise.
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Use the app: interactively at a terminal, or run a script of commands."
  )

  @Option(
    name: .long, help: ArgumentHelp("Run the commands in FILE ('-' for standard input).", valueName: "FILE"))
  var script: String?

  @Flag(name: .long, help: "Show the screens and a prompt even when standard input is not a terminal.")
  var interactive = false

  @Option(name: .long, help: "Colour the screens: auto (a terminal without NO_COLOR), always or never.")
  var color: ColorChoice = .auto

  @Flag(name: .long, help: "Write the navigation events to standard error, one line per event.")
  var log = false

  func validate() throws {
    if script != nil, interactive {
      throw ValidationError("--script and --interactive cannot be used together.")
    }
  }

  func run() async throws {
    ignoreBrokenPipes()
    if let script, script != "-" {
      guard let data = FileManager.default.contents(atPath: script) else {
        Output.errorLine("storefront: cannot read the script '\(script)'.")
        throw ExitCode.failure
      }
      let lines = String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false) {
        $0 == "\n" || $0 == "\r\n"
      }
      await Self.runScript(lines.map(String.init), log: log)
    } else if script == nil, interactive || isatty(STDIN_FILENO) == 1 {
      await Self.runInteractive(style: TextStyle(isEnabled: color.isEnabled), log: log)
    } else {
      await Self.runScript(nil, log: log)
    }
  }

  /// Runs a script's lines, or standard input's when `lines` is nil.
  @MainActor
  private static func runScript(_ lines: [String]?, log: Bool) async {
    var iterator = lines?.makeIterator()
    let session = ConsoleSession()
    if log { EventLogOption.attach(to: session.app.navigator) }
    await ScriptMode(session: session).run {
      lines == nil ? readLine() : iterator?.next()
    }
  }

  @MainActor
  private static func runInteractive(style: TextStyle, log: Bool) async {
    let session = ConsoleSession()
    if log { EventLogOption.attach(to: session.app.navigator) }
    let mode = InteractiveMode(session: session, style: style, echoesInput: isatty(STDIN_FILENO) != 1)
    await mode.run { readLine() }
  }
}

/// Writing to a closed pipe (`storefront | head`) ends the output, not the process.
func ignoreBrokenPipes() {
  signal(SIGPIPE, SIG_IGN)
}
