@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterSwiftUI
import SceneRouterTesting
import Testing

/// An animator for the contract's suites: it holds an animation exactly when the model holds
/// animated transitions (the suites then end it with `completeTransition()`), and otherwise
/// ends it before returning, as SwiftUI does when nothing animates.
@MainActor
final class SuiteAnimator: NavigationAnimator {
  private weak var model: NavigationModel?
  /// Completions of held animations; calling one after its step completed must change nothing.
  private(set) var held: [@MainActor () -> Void] = []

  init(model: NavigationModel) { self.model = model }

  func animate(_ step: NavigationStep, change: () -> Void, completion: @escaping @MainActor () -> Void) {
    change()
    if model?.holdsAnimatedTransitions == true { held.append(completion) } else { completion() }
  }

  /// A model whose animated steps all go through a ``SuiteAnimator``.
  static func model() -> NavigationModel {
    let model = NavigationModel()
    model.animator = SuiteAnimator(model: model)
    return model
  }
}

/// The model with an animator passes the same suites: an animated step's values change inside
/// the animation, and the step completes when it ends.
@MainActor
@Suite("NavigationModel with an animator: host conformance and model check")
struct AnimatedModelConformanceTests {
  @Test("the animated model passes the case", arguments: HostConformance<NavigationModel>.caseNames)
  func conforms(_ name: String) async {
    #expect(await HostConformance { SuiteAnimator.model() }.run(name) == [])
  }

  @Test("100 seeded sequences over the animated model keep every invariant")
  func modelCheck() async {
    let report = await ModelCheck { SuiteAnimator.model() }.run(seeds: 0..<100)
    #expect(report.violations.first == nil)
    #expect(report.sequences == 100)
  }
}
