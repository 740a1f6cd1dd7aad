import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import StorefrontKit

/// The storefront app and what a person does to it, one command at a time: the entry
/// point of `storefront --script` and of the interactive console, and of the storefront's
/// fuzz target (`Fuzz/Sources/StorefrontFuzz`).
///
/// Actions and links run in their own task, started through the app's `AppTasks`:
/// "Add to wishlist" while signed out waits for a Login that later commands fill in. A
/// command is finished when everything it started has finished or waits for a person,
/// and the navigator is idle; ``settle()`` awaits exactly that. The session then reports
/// what went wrong as one-line messages.
///
/// ```swift
/// let session = ConsoleSession()
/// await session.perform(try ConsoleCommand(parsing: "open storefront://product/42"))
/// print(session.takeMessages(), session.app.navigator.snapshot)
/// ```
@MainActor
public final class ConsoleSession {
  /// The app on its headless host; a new one after ``ConsoleCommand/relaunch``.
  public private(set) var app: StorefrontApp
  /// Messages gathered since the last ``takeMessages()``: refusals and bad input. The
  /// callbacks that report refusals hold the log, not the session, so that no callback
  /// needs a weak reference to the session.
  private let log = MessageLog()

  /// Starts the app with Shop selected; the host keeps no history, so that memory stays
  /// flat however many commands run.
  ///
  /// - Parameter app: The app the commands act on.
  public init(app: StorefrontApp = StorefrontApp(configuration: .init(recordsHistory: false))) {
    self.app = app
    app.navigator.unhandledErrorHandler = { [log] error in log.note(error.description) }
  }

  /// The titles of actions that are waiting, such as "Add to wishlist" waiting for Login.
  public var waitingActions: [String] { app.tasks.titles }

  /// Records a message for the person.
  ///
  /// - Parameter message: One line.
  public func note(_ message: String) { log.note(message) }

  /// The messages gathered since the last call, oldest first.
  public func takeMessages() -> [String] {
    log.take()
  }

  /// Returns when everything the commands started has finished or waits for something a
  /// later command brings (a person's result), and the navigator is idle.
  public func settle() async {
    await app.tasks.settled()
    let host = app.host.snapshot
    let navigator = app.navigator.snapshot
    if host != navigator {
      note("Warning: the host shows a different navigation than the navigator recorded; please report this.")
    }
  }

  /// Performs a command, then awaits its work; see ``settle()``.
  ///
  /// - Parameter command: The command.
  /// - Returns: False when the command was ``ConsoleCommand/quit``.
  @discardableResult
  public func perform(_ command: ConsoleCommand) async -> Bool {
    switch command {
    case .action(let number): start(action: number)
    case .back: userAction { host throws(NavigationError) in try host.tapBack() }
    case .swipe(let completes): userAction { host throws(NavigationError) in try host.swipeBack(completes: completes) }
    case .close: close()
    case .pull: userAction { host throws(NavigationError) in try host.pullDownSheet() }
    case .dismiss:
      guard let top = app.navigator.topMostScreen else { return noScreen() }
      app.navigator.dismiss(top) { [log] result in log.noteFailure(result) }
    case .tab(let index): tap(tab: index)
    case .open(let text): open(text)
    case .openEntry(let entry): open(entry)
    case .relaunch: await relaunch()
    case .snapshot, .screen, .help: break
    case .quit: return false
    }
    await settle()
    return true
  }

  private func noScreen() -> Bool {
    note("Nothing is on screen.")
    return true
  }

  private func userAction(_ body: (HeadlessHost) throws(NavigationError) -> Void) {
    do throws(NavigationError) {
      try body(app.host)
    } catch {
      note(error.description)
    }
  }

  /// Taps a tab; a presentation on top covers the tab bar, as in UIKit.
  private func tap(tab index: Int) {
    if let presentation = app.navigator.snapshot.presented.last {
      let name = StorefrontTab(rawValue: index).map { "\($0)" } ?? "\(index + 1)"
      let kind = presentation.style.consoleKind
      let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      note("Cannot tap the \(name) tab: \(article) \(kind) covers the tab bar; close it first.")
      return
    }
    userAction { host throws(NavigationError) in try host.tapTab(index) }
  }

  private func start(action number: Int) {
    guard let screen = app.topMostScreen else {
      note("Nothing is on screen.")
      return
    }
    let actions = screen.actions
    guard actions.indices.contains(number - 1) else {
      let name = screen.screenTitle.isEmpty ? screen.screenName : screen.screenTitle
      let choice =
        switch actions.count {
        case 0: "it has no actions"
        case 1: "its only action is 1"
        default: "choose 1 to \(actions.count)"
        }
      note("There is no action \(number) on '\(name)': \(choice).")
      return
    }
    let action = actions[number - 1]
    app.tasks.start(action.title) { await action.perform() }
  }

  /// Pulls the top-most sheet down when its first screen is on top, as a person would;
  /// otherwise closes the top-most screen the way it was opened, as its router would.
  private func close() {
    guard let top = app.navigator.topMostScreen else {
      note("Nothing is on screen.")
      return
    }
    if let presentation = app.navigator.snapshot.presented.last, presentation.style.allowsInteractiveDismissal,
      presentation.node.screenCount == 1
    {
      userAction { host throws(NavigationError) in try host.pullDownSheet() }
    } else {
      app.navigator.close(top) { [log] result in log.noteFailure(result) }
    }
  }

  /// Opens a link in its own task, like an action: a link behind the "signed in" guard
  /// waits for a Login that later commands fill in. The task holds the app's link opener,
  /// not the app, so a session dropped while the link waits frees the app.
  private func open(_ entry: Entry) {
    app.tasks.start("open \(entry)") { [log, opener = app.linkOpener] in
      do throws(StorefrontLinkError) {
        try await opener.open(entry)
      } catch {
        log.note(error.description)
      }
    }
  }

  /// Saves the window's navigation as links, starts a new app (with new services: nobody is
  /// signed in) on a host configured the same, and restores the links in it through its
  /// table, guards and screen factories; each route left out is a message with its reason.
  private func relaunch() async {
    await app.tasks.settled()
    let data = app.window.restorer.save(app.navigator).data
    let next = StorefrontApp(configuration: app.host.configuration)
    next.navigator.unhandledErrorHandler = { [log] error in log.note(error.description) }
    app = next
    do throws(RestorationError) {
      let report = try await next.window.restorer.restore(data, in: next.navigator)
      for dropped in report.dropped { note("Not restored: \(dropped).") }
    } catch {
      note(error.description)
    }
  }

  private func open(_ text: String) {
    guard let url = URL(string: text, encodingInvalidCharacters: false) else {
      note(StorefrontLinkError(link: text, reason: .malformed).description)
      return
    }
    app.tasks.start("open \(text)") { [log, opener = app.linkOpener] in
      do throws(StorefrontLinkError) {
        try await opener.open(url)
      } catch {
        log.note(error.description)
      }
    }
  }
}

extension NavigationSnapshot.Node {
  /// How many screens the node holds.
  package var screenCount: Int {
    switch self {
    case .screen: 1
    case .stack(let screens): screens.count
    case .tabs(let tabs, _), .pages(let tabs, _): tabs.reduce(0) { $0 + $1.screenCount }
    case .sidebarTabs(let groups, _, _): groups.flatMap(\.tabs).reduce(0) { $0 + $1.screenCount }
    case .split(let primary, let supplementary, let secondary, _):
      primary.screenCount + (supplementary?.screenCount ?? 0) + secondary.screenCount
    }
  }
}
