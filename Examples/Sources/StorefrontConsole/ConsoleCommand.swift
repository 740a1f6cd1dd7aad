import Foundation
import SceneRouter
import SceneRouterDeepLinks
import StorefrontKit

/// One command typed at the prompt or read from a script: what `storefront --script`
/// reads, one a line.
public enum ConsoleCommand: Hashable, Sendable {
  /// Choose the top-most screen's action with this number, counted from 1.
  case action(Int)
  /// Tap the back button.
  case back
  /// Swipe back from the left edge; `completes: false` lets go half-way.
  case swipe(completes: Bool)
  /// Pull the sheet down, or close the top-most screen the way it was opened.
  case close
  /// Pull the top-most sheet down.
  case pull
  /// Remove the top-most screen by force.
  case dismiss
  /// Tap the tab with this index, counted from 0.
  case tab(Int)
  /// Open a deep link, as typed.
  case open(String)
  /// Open what else comes into an app, as the system would hand it over: a notification tap,
  /// a Quick Action, a Handoff or Spotlight activity, a widget's URL
  /// (`open --notification back-in-stock product=42`).
  case openEntry(Entry)
  /// Quit and start the app again: the window's navigation is saved as links first and
  /// restored after the start, what no longer fits reported.
  case relaunch
  /// Print the navigation snapshot.
  case snapshot
  /// Show the screen on top, as the interactive mode draws it.
  case screen
  /// Print the commands.
  case help
  /// Leave.
  case quit

  /// Why a line is not a command; one sentence.
  public struct ParseError: Error, Hashable, CustomStringConvertible {
    /// The sentence, such as "Unknown command 'fly'; type help for the commands."
    public let description: String
  }

  /// Reads a command from a line: a word, then its argument.
  ///
  /// - Throws: ``ParseError`` saying what was wrong; any text at all is safe to pass.
  ///
  /// - Parameter line: The line as typed, without its line break.
  public init(parsing line: String) throws(ParseError) {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    let parts = trimmed.split(maxSplits: 1, whereSeparator: \.isWhitespace)
    let word = parts.first.map { String($0).lowercased() } ?? ""
    let argument = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""

    func noArgument(_ command: ConsoleCommand) throws(ParseError) -> ConsoleCommand {
      guard argument.isEmpty else { throw ParseError(description: "'\(word)' takes nothing after it.") }
      return command
    }

    if !word.isEmpty, word.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      guard argument.isEmpty else { throw ParseError(description: "Type an action's number alone, such as 2.") }
      guard let number = Int(word) else { throw ParseError(description: "There is no action \(word) here.") }
      self = .action(number)
      return
    }
    switch word {
    case "": throw ParseError(description: "Type a command; help lists them.")
    case "back": self = try noArgument(.back)
    case "swipe":
      switch argument.lowercased() {
      case "": self = .swipe(completes: true)
      case "cancel": self = .swipe(completes: false)
      default: throw ParseError(description: "Type swipe, or swipe cancel to let go half-way.")
      }
    case "close": self = try noArgument(.close)
    case "pull": self = try noArgument(.pull)
    case "dismiss": self = try noArgument(.dismiss)
    case "tab": self = .tab(try Self.tabIndex(argument))
    case "open":
      guard !argument.isEmpty else {
        throw ParseError(description: "open needs a link, such as open storefront://product/42.")
      }
      self = argument.hasPrefix("--") ? .openEntry(try Self.entry(argument)) : .open(argument)
    case "relaunch": self = try noArgument(.relaunch)
    case "snapshot": self = try noArgument(.snapshot)
    case "screen": self = try noArgument(.screen)
    case "help", "?": self = try noArgument(.help)
    case "quit", "exit": self = try noArgument(.quit)
    default:
      // A link typed alone opens, as pasting it into a browser would.
      if argument.isEmpty, trimmed.contains("://") {
        self = .open(trimmed)
        return
      }
      throw ParseError(description: "Unknown command '\(Self.shortened(trimmed))'; type help for the commands.")
    }
  }

  /// Reads `--notification KIND key=value…`, `--shortcut TYPE`, `--activity TYPE key=value…`
  /// or `--widget URL` into an entry.
  private static func entry(_ argument: String) throws(ParseError) -> Entry {
    let words = argument.split(whereSeparator: \.isWhitespace).map(String.init)
    let usage = "Type open --notification KIND key=value, --shortcut TYPE, --activity TYPE key=value or --widget URL."
    guard words.count >= 2 else { throw ParseError(description: usage) }
    var payload: [String: String] = [:]
    for pair in words.dropFirst(2) {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw ParseError(description: "'\(shortened(pair))' is not key=value. \(usage)")
      }
      payload[parts[0]] = parts[1]
    }
    switch words[0].lowercased() {
    case "--notification": return .notification(words[1], payload: payload)
    case "--shortcut": return .shortcut(words[1], payload: payload)
    case "--activity": return .userActivity(words[1], payload: payload)
    case "--widget":
      guard payload.isEmpty, let url = URL(string: words[1], encodingInvalidCharacters: false) else {
        throw ParseError(description: "--widget takes one URL, such as storefront://product/42.")
      }
      return .widget(url)
    default: throw ParseError(description: usage)
    }
  }

  private static func tabIndex(_ argument: String) throws(ParseError) -> Int {
    let tabs = StorefrontTab.allCases
    if let tab = tabs.first(where: { "\($0)" == argument.lowercased() }) { return tab.rawValue }
    if argument.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(argument),
      (1...tabs.count).contains(number)
    {
      return number - 1
    }
    let names = tabs.map { "\($0)" }.joined(separator: ", ")
    throw ParseError(description: "tab takes \(names), or a number from 1 to \(tabs.count).")
  }

  /// Long or odd input, cut for an error message.
  private static func shortened(_ text: String) -> String {
    text.count > 40 ? text.prefix(40) + "…" : text
  }
}
