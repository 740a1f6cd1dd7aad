import SceneRouter
import SceneRouterHeadless
import SceneRouterSwiftUI
import Testing

/// Seeded random sequences of requests and of what a person does, run on the headless host
/// and on the navigation model side by side: after every operation both navigators hold the
/// same snapshot, each host shows its navigator's snapshot, and both give the same outcome
/// (completion or refusal text) and the same appearance callbacks.
@MainActor
@Suite("NavigationModel: the same as the headless host under random operations")
struct ModelDifferentialTests {
  /// A small deterministic generator, so a failing seed replays.
  private struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// One window: a navigator over a host, and the person's actions on that host.
  @MainActor
  private final class World {
    let navigator: Navigator
    let transcript = TranscriptScreen.Transcript()
    var outcomes: [String] = []
    let tapBack: @MainActor () throws(NavigationError) -> Void
    let pullDownSheet: @MainActor () throws(NavigationError) -> Void
    let tapTab: @MainActor (Int) throws(NavigationError) -> Void
    let swipeBack: @MainActor (Bool) throws(NavigationError) -> Void
    let hostSnapshot: @MainActor () -> NavigationSnapshot

    init(headless host: HeadlessHost) {
      navigator = Navigator(host: host)
      tapBack = { () throws(NavigationError) in try host.tapBack() }
      pullDownSheet = { () throws(NavigationError) in try host.pullDownSheet() }
      tapTab = { index throws(NavigationError) in try host.tapTab(index) }
      swipeBack = { completes throws(NavigationError) in try host.swipeBack(completes: completes) }
      hostSnapshot = { host.snapshot }
    }

    init(model: NavigationModel) {
      navigator = Navigator(host: model)
      tapBack = { () throws(NavigationError) in try model.tapBack() }
      pullDownSheet = { () throws(NavigationError) in try model.pullDownSheet() }
      tapTab = { index throws(NavigationError) in try model.tapTab(index) }
      swipeBack = { completes throws(NavigationError) in
        try model.beginSwipeBack()
        if completes { try model.finishSwipeBack() } else { try model.cancelSwipeBack() }
      }
      hostSnapshot = { model.snapshot }
    }

    func screen(_ name: String) -> TranscriptScreen { TranscriptScreen(name, transcript: transcript) }

    func record(_ label: String) -> Navigator.Completion {
      { [weak self] result in
        switch result {
        case .success: self?.outcomes.append("\(label) done")
        case .failure(let error): self?.outcomes.append("\(label) refused: \(error)")
        }
      }
    }

    func person(_ label: String, _ action: () throws(NavigationError) -> Void) {
      do throws(NavigationError) {
        try action()
        outcomes.append("\(label) done")
      } catch {
        outcomes.append("\(label) refused: \(error)")
      }
    }

    /// Performs operation `kind` with the random choices `choice` and `name`.
    func perform(_ kind: Int, choice: Int, name: String) {
      let top = navigator.topMostScreen
      switch kind {
      case 0, 1:
        guard let top else { return }
        navigator.open(screen(name), from: top, as: .push, completion: record("push \(name)"))
      case 2:
        guard let top else { return }
        let styles: [PresentationStyle] = [.pageSheet, .formSheet, .fullScreen, .overFullScreen]
        let style = styles[choice % styles.count]
        navigator.open(
          screen(name), from: top, as: .modal(style, inNavigation: choice % 2 == 0), completion: record("present \(name)"))
      case 3:
        guard let top else { return }
        navigator.close(top, completion: record("close \(top.screenName)"))
      case 4:
        guard let top else { return }
        navigator.dismiss(top, completion: record("dismiss \(top.screenName)"))
      case 5:
        navigator.perform(.selectTab(choice % 3), completion: record("select tab \(choice % 3)"))
      case 6:
        navigator.perform(.popToRoot, completion: record("pop to root"))
      case 7: person("tap back", tapBack)
      case 8: person("pull down", pullDownSheet)
      case 9: person("tap tab \(choice % 3)") { () throws(NavigationError) in try tapTab(choice % 3) }
      default:
        person("swipe back \(choice % 2 == 0)") { () throws(NavigationError) in try swipeBack(choice % 2 == 0) }
      }
    }
  }

  @Test("both hosts agree after every operation", arguments: 0..<40)
  func agree(seed: Int) {
    var generator = Generator(state: UInt64(seed) &* 2_654_435_761 &+ 1)
    let worlds = [World(headless: HeadlessHost()), World(model: NavigationModel())]
    for world in worlds {
      world.navigator.setRoot(
        .tabs(
          [.stack([world.screen("A")]), .stack([world.screen("B")]), .stack([world.screen("C")])], selected: 0))
    }
    for step in 0..<60 {
      let kind = generator.next(11)
      let choice = generator.next(12)
      let name = "S\(step)"
      for world in worlds { world.perform(kind, choice: choice, name: name) }
      let moment = "seed \(seed), step \(step) (operation \(kind), choice \(choice))"
      #expect(worlds[0].navigator.snapshot == worlds[1].navigator.snapshot, "\(moment): navigators differ")
      #expect(worlds[0].outcomes == worlds[1].outcomes, "\(moment): outcomes differ")
      #expect(worlds[0].transcript.lines == worlds[1].transcript.lines, "\(moment): callbacks differ")
      for world in worlds {
        #expect(world.hostSnapshot() == world.navigator.snapshot, "\(moment): a host differs from its navigator")
      }
      if worlds[0].navigator.snapshot != worlds[1].navigator.snapshot { return }
    }
    #expect(worlds[0].outcomes.contains { $0.hasSuffix(" done") }, "seed \(seed): nothing succeeded")
    #expect(worlds[0].outcomes.contains { $0.contains(" refused: ") }, "seed \(seed): nothing was refused")
  }
}
