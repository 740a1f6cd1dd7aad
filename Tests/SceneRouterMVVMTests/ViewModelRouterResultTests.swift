import SceneRouter
import SceneRouterMVVM
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

/// An MVVM router opening a screen for its result: shown first, result later.
@MainActor
@Suite("MVVM routes with results", .timeLimit(.minutes(10)))
struct ViewModelRouterResultTests {
  @MainActor
  final class CountryViewModel { var country = "Portugal" }

  @MainActor
  final class CountryRouter: ViewModelRouter<CountryViewModel> {}

  @Test("a country picker opened by the router hands its choice back into the view model")
  func pickerResult() async throws {
    let (navigator, _) = makeNavigator()
    let form = TestScreen("Form")
    navigator.setRoot(.stack([form]))
    let viewModel = CountryViewModel()
    let router = CountryRouter(navigator: navigator)
    router.attach(to: viewModel)

    let picker = TestScreen("CountryPicker")
    let pending = try await router.open(picker, from: form, as: .modal(.formSheet), expecting: String.self)
    #expect(navigator.snapshot.description == "stack\n└─ Form\npresented formSheet:\n└─ CountryPicker")
    navigator.close(picker, returning: "Spain")
    if case .completed(let country) = await pending.result { try router.requireViewModel(for: "pick").country = country }
    #expect(viewModel.country == "Spain")
    #expect(navigator.snapshot.description == "stack\n└─ Form")

    await #expect(throws: ViewModelRoutingError.navigation(.alreadyInHierarchy(screen: "Form"))) {
      _ = try await router.open(form, from: form, as: .push, expecting: String.self)
    }
  }
}
