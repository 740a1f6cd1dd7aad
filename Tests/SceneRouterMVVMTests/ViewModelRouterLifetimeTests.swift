import SceneRouter
import SceneRouterMVVM
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// An MVVM router lives inside its screen (screen → router, screen → view model), so it
/// holds its navigator weakly: a window dropped by its app goes whole.
@MainActor
@Suite("MVVM router lifetimes")
struct ViewModelRouterLifetimeTests {
  @MainActor
  final class FormViewModel {}

  @MainActor
  final class FormRouter: ViewModelRouter<FormViewModel> {}

  /// A screen owning its view model and its router, as article 003's view controllers do.
  @MainActor
  final class FormScreen: Screen {
    let viewModel = FormViewModel()
    let router: FormRouter
    init(navigator: Navigator) {
      router = FormRouter(navigator: navigator)
      router.attach(to: viewModel)
    }
  }

  @Test("a window dropped with an MVVM screen on top frees its navigator, host, screens and router")
  func droppedWindow() async throws {
    weak var navigator: Navigator?
    weak var host: HeadlessHost?
    weak var form: FormScreen?
    weak var router: FormRouter?
    do {
      let (strongNavigator, strongHost) = makeNavigator()
      let home = TestScreen("Home")
      strongNavigator.setRoot(.stack([home]))
      let strongForm = FormScreen(navigator: strongNavigator)
      try await strongForm.router.open(strongForm, from: home, as: .push)
      #expect(strongNavigator.snapshot.description == "stack\n├─ Home\n└─ Form")
      (navigator, host, form, router) = (strongNavigator, strongHost, strongForm, strongForm.router)
    }
    #expect(navigator == nil)
    #expect(host == nil)
    #expect(form == nil)
    #expect(router == nil)
  }

  @Test("a route through an MVVM router whose navigator is gone fails with 'navigator released'")
  func routeAfterRelease() async {
    let home = TestScreen("Home")
    let router: FormRouter
    do {
      let (navigator, _) = makeNavigator()
      navigator.setRoot(.stack([home]))
      router = FormRouter(navigator: navigator)
    }
    #expect(router.navigator == nil)
    await #expect(throws: ViewModelRoutingError.navigation(.navigatorReleased)) {
      try await router.open(TestScreen("Detail"), from: home, as: .push)
    }
    await #expect(throws: ViewModelRoutingError.navigation(.navigatorReleased)) {
      _ = try await router.open(TestScreen("Picker"), from: home, as: .modal(.formSheet), expecting: Int.self)
    }
    await #expect(throws: ViewModelRoutingError.navigation(.navigatorReleased)) {
      _ = try await router.open(TestScreen("Picker"), from: home, as: .modal(.formSheet), expecting: Int.self)
    }
  }
}
