import SceneRouter
import SceneRouterSwiftUI
import Testing

/// A screen for the model's tests, named as it appears in snapshots.
@MainActor
final class NamedScreen: Screen {
  let screenName: String
  var screenTitle: String
  var refusesInteractiveDismissal: Bool

  init(_ name: String, title: String = "", refusesInteractiveDismissal: Bool = false) {
    screenName = name
    screenTitle = title
    self.refusesInteractiveDismissal = refusesInteractiveDismissal
  }
}

/// A navigator over a navigation model, with every unhandled refusal recorded as a test issue.
@MainActor
struct ModelFixture {
  let model = NavigationModel()
  let navigator: Navigator

  init() {
    navigator = Navigator(host: model)
    navigator.unhandledErrorHandler = { Issue.record("unhandled refusal: \($0)") }
  }

  /// The identity of the root's stack, or of the selected tab's stack.
  func stackID(tab: Int? = nil) -> ScreenID? {
    switch model.root {
    case .stack(let id): return id
    case .tabs(let id):
      guard case .stack(let stack) = model.tabs(of: id)[tab ?? model.selectedTab(of: id)] else { return nil }
      return stack
    default: return nil
    }
  }

  /// Asserts that the navigator and the model show `tree`, whole.
  func expectSnapshot(_ tree: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(navigator.snapshot.description == tree, sourceLocation: sourceLocation)
    #expect(model.snapshot == navigator.snapshot, sourceLocation: sourceLocation)
  }
}
