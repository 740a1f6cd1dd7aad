@_spi(Hosting) import SceneRouter
import SceneRouterCleanSwift
import SceneRouterTestSupport
@_spi(Hosting) import SceneRouterHeadless
import Testing

/// What a storyboard test saw, in order.
@MainActor
final class SegueJournal {
  var entries: [String] = []
}

/// A source screen that records its segue callbacks and may veto segues.
@MainActor
final class SourceScreen: SeguePreparing {
  let screenName: String
  let journal: SegueJournal
  var vetoes = false

  init(_ name: String, journal: SegueJournal) {
    screenName = name
    self.journal = journal
  }

  func shouldPerformSegue(withIdentifier identifier: String, sender: (any Sendable)?) -> Bool {
    journal.entries.append("shouldPerform \(identifier)")
    return !vetoes
  }

  func prepare(for segue: StoryboardSegue, sender: (any Sendable)?) async throws(CleanSwiftRoutingError) {
    journal.entries.append("prepare \(segue.identifier) -> \(segue.destination.screenName)")
  }
}

/// A destination screen that records when it loads.
@MainActor
final class DestinationScreen: AppearanceObserving {
  let screenName: String
  let journal: SegueJournal

  init(_ name: String, journal: SegueJournal) {
    screenName = name
    self.journal = journal
    journal.entries.append("instantiate \(name)")
  }

  func screen(didReceive event: AppearanceEvent) {
    if event == .didLoad { journal.entries.append("\(screenName) didLoad") }
  }
}

/// How a segue is started.
enum SegueStart: String, Sendable, CaseIterable {
  case performSegue, triggerSegue
}

@MainActor
@Suite("Storyboard on the headless host")
struct StoryboardTests {
  let journal = SegueJournal()
  let host: HeadlessHost
  let navigator: Navigator
  let storyboard: Storyboard
  let home: SourceScreen

  init() {
    host = HeadlessHost()
    navigator = Navigator(host: host)
    storyboard = Storyboard(name: "Main")
    home = SourceScreen("Home", journal: journal)
    storyboard.register(scene: "Detail") { [journal] in DestinationScreen("Detail", journal: journal) }
    storyboard.registerSegue("ShowDetail", from: "Home", to: "Detail", as: .push)
    navigator.setRoot(.stack([home]))
  }

  private func failure(_ body: () async throws(CleanSwiftRoutingError) -> Void) async -> String? {
    do {
      try await body()
      return nil
    } catch {
      return error.description
    }
  }

  @Test("every instantiation makes a new screen (rule 46)")
  func newInstanceEachTime() throws {
    let first = try storyboard.instantiateScreen(withIdentifier: "Detail")
    let second = try storyboard.instantiateScreen(withIdentifier: "Detail")
    #expect(first !== second)
    #expect(storyboard.sceneIdentifiers == ["Detail"])
  }

  @Test("an unknown scene identifier is an error, not an exception (rule 46)")
  func unknownScene() async {
    let error = await failure { () throws(CleanSwiftRoutingError) in _ = try storyboard.instantiateScreen(withIdentifier: "Detial") }
    #expect(error == "Storyboard 'Main' doesn't contain a screen with identifier 'Detial'.")
  }

  @Test("a scene identifier registered twice is reported when it is used")
  func duplicateScene() async {
    storyboard.register(scene: "Detail") { [journal] in DestinationScreen("Other", journal: journal) }
    let error = await failure { () throws(CleanSwiftRoutingError) in _ = try storyboard.instantiateScreen(withIdentifier: "Detail") }
    #expect(error == "Storyboard 'Main' registers 'Detail' more than once.")
  }

  @Test("a segue runs should-perform, instantiation, prepare, then its transition (rule 41)")
  func lifecycle() async throws {
    let outcome = try await storyboard.triggerSegue(withIdentifier: "ShowDetail", from: home, on: navigator)
    #expect(outcome == .performed)
    #expect(journal.entries == [
      "shouldPerform ShowDetail", "instantiate Detail", "prepare ShowDetail -> Detail", "Detail didLoad",
    ])
    #expect(navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Detail
      """)
    #expect(host.snapshot == navigator.snapshot)
    #expect(host.performedSteps.map(\.description).last == "push Detail#3 onto #1 (standard)")
  }

  @Test(
    "should-perform is always asked for triggered segues, and for programmatic ones only when configured",
    arguments: [
      (SegueStart.triggerSegue, false, Storyboard.Outcome.ignored),
      (SegueStart.triggerSegue, true, .ignored),
      (SegueStart.performSegue, false, .performed),
      (SegueStart.performSegue, true, .ignored),
    ])
  func shouldPerform(start: SegueStart, consults: Bool, expected: Storyboard.Outcome) async throws {
    storyboard.configuration.consultsShouldPerformForProgrammaticSegues = consults
    home.vetoes = true
    let outcome =
      switch start {
      case .performSegue: try await storyboard.performSegue(withIdentifier: "ShowDetail", from: home, on: navigator)
      case .triggerSegue: try await storyboard.triggerSegue(withIdentifier: "ShowDetail", from: home, on: navigator)
      }
    #expect(outcome == expected)
    let shown = expected == .performed
    #expect(navigator.snapshot.description == (shown ? "stack\n├─ Home\n└─ Detail" : "stack\n└─ Home"))
    #expect(journal.entries.contains("instantiate Detail") == shown)
  }

  @Test("an unknown segue identifier is an error (rule 42)")
  func unknownSegue() async {
    let error = await failure { () async throws(CleanSwiftRoutingError) in
      try await storyboard.performSegue(withIdentifier: "ShowDetial", from: home, on: navigator)
    }
    #expect(error == "'Home' has no segue with identifier 'ShowDetial'.")
    #expect(journal.entries.isEmpty)
  }

  @Test("a custom segue without a perform handler is an error, and nothing is instantiated (rule 43)")
  func customSegueWithoutPerform() async {
    storyboard.registerCustomSegue("Fade", from: "Home", to: "Detail", performHandler: nil)
    let error = await failure { () async throws(CleanSwiftRoutingError) in
      try await storyboard.performSegue(withIdentifier: "Fade", from: home, on: navigator)
    }
    #expect(error == "Could not perform segue with identifier 'Fade': a custom segue needs a perform handler.")
    #expect(navigator.snapshot.description == "stack\n└─ Home")
  }

  @Test("a custom segue shows its destination with its perform handler")
  func customSegue() async throws {
    storyboard.registerCustomSegue("Fade", from: "Home", to: "Detail") { segue, navigator throws(NavigationError) in
      try await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, NavigationError>, Never>) in
        navigator.route(to: segue.destination, from: segue.source, as: .fade) { continuation.resume(returning: $0) }
      }.get()
    }
    try await storyboard.performSegue(withIdentifier: "Fade", from: home, on: navigator)
    #expect(navigator.snapshot.description == """
      stack
      └─ Home
      presented overFullScreen:
      └─ Detail
      """)
    #expect(host.snapshot == navigator.snapshot)
  }

  @Test("a segue from a screen that is not on screen is refused before anything is instantiated")
  func sourceNotOnScreen() async {
    let stray = SourceScreen("Home", journal: journal)
    let error = await failure { () async throws(CleanSwiftRoutingError) in
      try await storyboard.performSegue(withIdentifier: "ShowDetail", from: stray, on: navigator)
    }
    #expect(error == "'Home' is not on screen, so nothing can be routed from it.")
    #expect(journal.entries.isEmpty)
  }
}
