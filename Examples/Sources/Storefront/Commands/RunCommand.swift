import ArgumentParser
import Foundation
import StorefrontConsole
import StorefrontKit

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

  @Option(name: .long, help: "The window's width: regular (an iPad's, the default) or compact (an iPhone's).")
  var width: WidthChoice = .regular

  @Flag(name: .long, help: "Show the tabs in a sidebar-adaptable tab bar, as the iOS apps do: a sidebar in a regular width.")
  var sidebar = false

  func validate() throws {
    if script != nil, interactive {
      throw ValidationError("--script and --interactive cannot be used together.")
    }
  }

  func run() async throws {
    ignoreBrokenPipes()
    if let script, script != "-" {
      guard await Self.runScript(path: script, log: log, width: width, sidebar: sidebar) else {
        Output.errorLine("storefront: cannot read the script '\(script)'.")
        throw ExitCode.failure
      }
    } else if script == nil, interactive || isatty(STDIN_FILENO) == 1 {
      await Self.runInteractive(style: TextStyle(isEnabled: color.isEnabled), log: log, width: width, sidebar: sidebar)
    } else {
      _ = await Self.runScript(path: nil, log: log, width: width, sidebar: sidebar)
    }
  }

  /// Runs the script at `path`, or standard input's lines when `path` is nil. The script
  /// is read a line at a time, so that memory stays flat however long it is.
  ///
  /// - Parameters:
  ///   - path: The script file, or nil for standard input.
  ///   - log: Whether to write the navigation events to standard error.
  ///   - width: The window's width.
  ///   - sidebar: Whether the tabs are in a sidebar-adaptable tab bar.
  /// - Returns: False when the file cannot be opened.
  @MainActor
  private static func runScript(path: String?, log: Bool, width: WidthChoice, sidebar: Bool) async -> Bool {
    let session = Self.session(width: width, sidebar: sidebar)
    if log { EventLogOption.attach(to: session.app.navigator) }
    guard let path else {
      await ScriptMode(session: session).run { readLine() }
      return true
    }
    guard let file = fopen(path, "r") else { return false }
    defer { fclose(file) }
    await ScriptMode(session: session).run { Self.nextLine(of: file) }
    return true
  }

  /// The next line of `file` without its `\n` or `\r\n`, or nil at its end.
  private static func nextLine(of file: UnsafeMutablePointer<FILE>) -> String? {
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    let count = getline(&buffer, &capacity, file)
    guard count >= 0, let buffer else { return nil }
    var bytes = UnsafeRawBufferPointer(start: buffer, count: count)
    if bytes.last == UInt8(ascii: "\n") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
    if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
    return String(decoding: bytes, as: UTF8.self)
  }

  @MainActor
  private static func runInteractive(style: TextStyle, log: Bool, width: WidthChoice, sidebar: Bool) async {
    let session = Self.session(width: width, sidebar: sidebar)
    if log { EventLogOption.attach(to: session.app.navigator) }
    let mode = InteractiveMode(session: session, style: style, echoesInput: isatty(STDIN_FILENO) != 1)
    await mode.run { readLine() }
  }
}

extension RunCommand {
  /// A console session over a storefront in a window of this width, its tabs in a tab bar or
  /// in a sidebar-adaptable one.
  @MainActor
  static func session(width: WidthChoice, sidebar: Bool = false) -> ConsoleSession {
    ConsoleSession(
      app: StorefrontApp(
        configuration: .init(recordsHistory: false, width: width.sizeClass),
        tabBarStyle: sidebar ? .sidebarAdaptable : .tabBar))
  }
}

/// Writing to a closed pipe (`storefront | head`) ends the output, not the process.
func ignoreBrokenPipes() {
  signal(SIGPIPE, SIG_IGN)
}
