import SceneRouter
import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// A split view presented over the window's root.
@MainActor
@Suite("Split views presented")
struct PresentedSplitViewTests {
  @Test("a presented split view collapses and expands with the window, its columns shown over the presenter")
  func presented() throws {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    navigator.perform(
      NavigationPlan([
        .open(.split(primary: .screen(TestScreen("Inbox")), secondary: .screen(TestScreen("Message"))), as: .modal(.fullScreen).animated(false))
      ]))
    #expect(
      navigator.snapshot.description == """
        stack
        └─ Home
        presented fullScreen:
        └─ split
           ├─ stack (primary)
           │  └─ Inbox
           └─ stack (secondary)
              └─ Message
        """)
    try host.setWidth(.compact)
    try host.tapBack()
    #expect(navigator.topMostScreen?.screenName == "Inbox")
    #expect(host.snapshot == navigator.snapshot)
    try host.setWidth(.regular)
    #expect(
      navigator.snapshot.presented.first?.node
        == .split(primary: .stack([.screen("Inbox")]), secondary: .stack([.screen("Message")])))
    #expect(host.snapshot == navigator.snapshot)
  }
}
