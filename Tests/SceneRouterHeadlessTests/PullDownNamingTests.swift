import SceneRouter
import SceneRouterHeadless
import Testing

/// A sheet whose stack holds a screen that refuses interactive dismissal: the refusal
/// names the sheet by its first screen and the refusing screen in its reason.
@MainActor
@Suite("Pulling down a sheet whose stack refuses")
struct PullDownNamingTests {
  @Test("a screen pushed inside the sheet that refuses keeps the whole sheet up, and the error says which")
  func pushedScreenRefuses() throws {
    let (navigator, host) = makeHost()
    let home = Probe("Home")
    let edit = Probe("Edit")
    let form = Probe("Form")
    form.refusesInteractiveDismissal = true
    navigator.setRoot(.screen(home))
    navigator.route(to: edit, from: home, as: .modal(.pageSheet, inNavigation: true))
    navigator.route(to: form, from: edit, as: .push)
    let before = navigator.snapshot
    #expect(throws: NavigationError.cannotDismissInteractively(screen: "Edit", reason: "'Form' refuses interactive dismissal")) {
      try host.pullDownSheet()
    }
    #expect(
      NavigationError.cannotDismissInteractively(screen: "Edit", reason: "'Form' refuses interactive dismissal").description
        == "'Edit' cannot be pulled down: 'Form' refuses interactive dismissal.")
    #expect(navigator.snapshot == before)
  }
}
