import ArgumentParser
import ArticleApps
import Foundation

/// `articles`: the apps of articles 000/001 (orders), 003 (login) and 004 (home-detail) on
/// the headless host, in a terminal.
@main
struct ArticlesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "articles",
    abstract: "Run an article's sample app in your terminal.",
    discussion: "Apps: orders (articles 000 and 001), home-detail (004), login (003; with --first-launch, its onboarding first).")

  @Argument(help: "The app: orders, home-detail or login.")
  var app: String

  @Option(help: "Run commands from FILE ('-' for standard input), printing the snapshot after each.")
  var script: String?

  @Flag(help: "Show the screens and a prompt even when standard input is not a terminal.")
  var interactive = false

  @Flag(help: "Start as on the app's first launch: the login app shows its onboarding's pages first.")
  var firstLaunch = false

  @MainActor
  func run() async throws {
    guard let which = ArticleSession.App(rawValue: app) else {
      throw ValidationError("Unknown app '\(app)'. Choose orders, home-detail or login.")
    }
    if firstLaunch, which != .login {
      throw ValidationError("Only the login app has a first launch of its own; '\(app)' starts the same on every launch.")
    }
    let session = try ArticleSession(which, firstLaunch: firstLaunch)
    let interactive = script == nil && (self.interactive || isatty(0) == 1)
    let lines: [String]
    if let script, script != "-" {
      lines = try String(contentsOfFile: script, encoding: .utf8).components(separatedBy: "\n")
    } else {
      lines = []
    }
    var reader = LineReader(lines: script == nil || script == "-" ? nil : lines)
    let hint = "Type a number, or: back · pull · swipe left|right · screen · snapshot · help · quit"
    if interactive {
      print(session.screenLines().joined(separator: "\n"))
      print(hint)
    }
    var first = true
    while !session.hasQuit {
      if interactive { print("articles> ", terminator: "") }
      guard let raw = reader.next() else { break }
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if interactive {
        for output in await session.perform(line) { print(output) }
        if !session.hasQuit {
          print(session.screenLines().joined(separator: "\n"))
          print(hint)
        }
        continue
      }
      if !first { print("") }
      first = false
      print("> " + line)
      let output = await session.perform(line)
      for message in output { print(message) }
      if session.hasQuit { break }
      if line != "screen", line != "help" { print(session.snapshot.description) }
    }
  }
}

/// Lines from a script's text, or from standard input.
struct LineReader {
  var lines: [String]?
  var index = 0

  mutating func next() -> String? {
    guard let lines else { return readLine() }
    guard index < lines.count else { return nil }
    defer { index += 1 }
    return lines[index]
  }
}
