import SceneRouter
import SceneRouterHeadless
import Testing

/// The test preset: a refusal nobody handled reaches the test's failure closure.
@MainActor
@Suite("Headless test preset")
struct HeadlessPresetTests {
  @MainActor
  final class Failures { var texts: [String] = [] }

  @Test("a refused request made without a completion handler is handed to the failure closure, whole")
  func unhandledRefusalReachesTheTest() {
    let failures = Failures()
    let (navigator, host) = Navigator.headless { failures.texts.append($0.description) }
    let home = Probe("Home")
    navigator.setRoot(.screen(home))
    navigator.route(to: Probe("Product"), from: home, as: .push)
    #expect(failures.texts == ["Cannot push 'Product' from 'Home': 'Home' is not inside a navigation stack."])
    #expect(navigator.snapshot == NavigationSnapshot(root: .screen("Home")))
    #expect(host.configuration == HeadlessHost.Configuration())
  }
}
