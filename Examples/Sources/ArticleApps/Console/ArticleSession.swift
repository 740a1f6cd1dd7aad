public import SceneRouter

/// One article app running in a terminal: commands in, lines out.
///
/// Every command is performed to its end before the next one is read (each action awaits
/// exactly what it started), so a script prints the same on every run.
@MainActor
public final class ArticleSession {
  /// The article apps that run in a terminal.
  public enum App: String, CaseIterable, Sendable {
    /// The orders app of articles 000 and 001 (Clean Swift).
    case orders
    /// Home → Detail of article 004 (Clean Swift).
    case homeDetail = "home-detail"
    /// The login of article 003 (MVVM), with its onboarding on a first launch.
    case login
  }

  private let app: any ArticleConsoleApp
  /// Whether `quit` has been read.
  public private(set) var hasQuit = false

  /// Starts an app.
  ///
  /// - Parameters:
  ///   - app: Which article's app.
  ///   - firstLaunch: Whether the app starts as on its first launch: the login app then shows
  ///     its onboarding before the login. The other apps start the same on every launch.
  /// - Throws: When the orders app's storyboard cannot build its first scene.
  public init(_ app: App, firstLaunch: Bool = false) throws {
    switch app {
    case .orders: self.app = try OrdersConsoleApp()
    case .homeDetail: self.app = HomeDetailConsoleApp()
    case .login: self.app = LoginConsoleApp(firstLaunch: firstLaunch)
    }
  }

  /// The navigation tree, as snapshots print it.
  public var snapshot: NavigationSnapshot { app.navigator.snapshot }

  /// The screen on top as a person sees it: its name and title, what it shows, and its
  /// numbered actions.
  public func screenLines() -> [String] {
    guard let top = app.navigator.topMostScreen else { return ["(nothing on screen)"] }
    var lines = [top.screenTitle.isEmpty ? top.screenName : "\(top.screenName) — \(top.screenTitle)"]
    lines += app.content().map { "  " + $0 }
    for (index, action) in app.actions().enumerated() { lines.append("  \(index + 1)  \(action.title)") }
    return lines
  }

  /// The commands, one a line.
  public static let help = [
    "1, 2, …      choose an action of the screen on top",
    "back         tap the back button",
    "pull         pull the sheet down",
    "swipe left   swipe to the next page",
    "swipe right  swipe back to the page before",
    "screen       show the screen on top",
    "snapshot     print the navigation tree",
    "help         list the commands",
    "quit         leave",
  ]

  /// Performs one command and returns what it says, if anything (a message, an error, the
  /// screen, the help); the caller prints the snapshot after it as it sees fit.
  ///
  /// - Parameter line: The command, such as `2` or `back`.
  /// - Returns: Lines to print.
  public func perform(_ line: String) async -> [String] {
    let command = line.trimmingCharacters(in: .whitespaces)
    switch command {
    case "quit":
      hasQuit = true
      return []
    case "help": return Self.help
    case "screen": return screenLines()
    case "snapshot": return []
    case "back": return userAction { () throws(NavigationError) in try app.host.tapBack() }
    case "pull": return userAction { () throws(NavigationError) in try app.host.pullDownSheet() }
    case "swipe left": return swipe(by: 1)
    case "swipe right": return swipe(by: -1)
    default:
      guard let number = Int(command) else { return ["Unknown command '\(command)'; type help."] }
      let actions = app.actions()
      guard actions.indices.contains(number - 1) else {
        return ["There is no action \(number) here; this screen has \(actions.count)."]
      }
      do {
        return try await actions[number - 1].perform().map { [$0] } ?? []
      } catch {
        return ["\(error)"]
      }
    }
  }

  /// A person swipes the page container at the window's root by one page: left for the next
  /// page, right for the one before. At either end the page stays, as a page view controller
  /// bounces back when its data source has no page there.
  private func swipe(by offset: Int) -> [String] {
    guard app.navigator.snapshot.presented.isEmpty, case .pages(let pages, let selected)? = app.navigator.snapshot.root else {
      return ["There are no pages to swipe here."]
    }
    let page = selected + offset
    guard pages.indices.contains(page) else {
      return [offset > 0 ? "This is the last page." : "This is the first page."]
    }
    return userAction { () throws(NavigationError) in try app.host.swipeToPage(page) }
  }

  private func userAction(_ body: () throws(NavigationError) -> Void) -> [String] {
    do {
      try body()
      return []
    } catch {
      return [error.description]
    }
  }
}

import Foundation
