import Foundation
import SceneRouter
import SceneRouterTestSupport
import SceneRouterHeadless
import Testing

// The README's quick start, compiled and run: keep the two in step.

@MainActor
@Suite("README quick start", .timeLimit(.minutes(1)))
struct QuickStartTests {
  // Nested, so their names do not clash with the Clean Swift samples' screens.
  final class HomeScreen: Screen {}
  final class DetailScreen: Screen {}
  final class DatePickerScreen: Screen {}

  @Test("runs as the README shows, and prints the tree it shows")
  func quickStart() async throws {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    let home = HomeScreen()
    navigator.setRoot(.stack([home]))

    let router = DefaultRouter(navigator: navigator, rootTransition: .replaceRoot, root: home)
    try await router.route(to: DetailScreen(), as: .push)

    let picker = DatePickerScreen()
    let pickerRouter = DefaultRouter(spawnedBy: router, rootTransition: .modal(.formSheet))
    async let date = router.route(to: picker, managedBy: pickerRouter, expecting: Date.self)
    await waitUntilShown(picker, on: navigator)
    #expect(navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Detail
      presented formSheet:
      └─ DatePicker
      """)

    pickerRouter.close(returning: Date(timeIntervalSince1970: 0))  // in the picker's view model
    #expect(try await date == .completed(Date(timeIntervalSince1970: 0)))
    #expect(navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Detail
      """)
  }
}
