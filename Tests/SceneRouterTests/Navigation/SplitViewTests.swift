import Foundation
@_spi(Hosting) import SceneRouter
@_spi(Hosting) import SceneRouterHeadless
import SceneRouterTestSupport
import Testing

/// Split views as navigation state: their transitions and steps as text, the refusals with
/// their whole texts (the state unchanged), and snapshots that survive Codable and restore,
/// the column on top of a collapsed split view included.
@MainActor
@Suite("Split views")
struct SplitViewTests {
  @Test("transitions and steps read as sentences")
  func texts() {
    #expect(Transition.show(in: .supplementary).description == "show(in: supplementary)")
    #expect(Transition.showDetail.description == "show(in: secondary)")
    #expect(NavigationMove.showColumn(.primary).description == "showColumn(primary)")
    #expect(
      NavigationStep.showColumn(split: ScreenID(1), column: .primary, animation: .standard).description
        == "showColumn primary of \(ScreenID(1)) (standard)")
    #expect(SplitColumn.allCases.map(\.description) == ["primary", "supplementary", "secondary"])
  }

  @Test(
    "layouts a split view cannot hold are refused whole, with nothing shown",
    arguments: [
      ("tabs", "Invalid transition: a split view's column holds a screen or a navigation stack."),
      ("split in tabs", "Invalid transition: a tab container cannot hold a split view."),
    ])
  func refusedLayouts(_ shape: String, _ text: String) {
    let navigator = Navigator(host: HeadlessHost())
    let completions = Completions()
    let layout: Layout =
      shape == "tabs"
      ? .split(primary: .tabs([.screen(TestScreen("A"))], selected: 0), secondary: .screen(TestScreen("B")))
      : .tabs([.split(primary: .screen(TestScreen("A")), secondary: .screen(TestScreen("B")))], selected: 0)
    navigator.setRoot(layout, completion: completions.record())
    #expect(completions.failures == [text])
    #expect(navigator.snapshot == NavigationSnapshot(root: nil))
  }

  @Test("a route to a column from outside a split view, or to a column it lacks, changes nothing")
  func refusedRoutes() {
    let navigator = Navigator(host: HeadlessHost())
    let home = TestScreen("Home")
    navigator.setRoot(.stack([home]))
    let completions = Completions()
    navigator.route(to: TestScreen("Detail"), from: home, as: .showDetail, completion: completions.record())
    let inbox = TestScreen("Inbox")
    let message = TestScreen("Message")
    navigator.setRoot(.split(primary: .screen(inbox), secondary: .screen(message)))
    let before = navigator.snapshot
    navigator.perform(.showColumn(.supplementary), from: inbox, completion: completions.record())
    navigator.close(message, completion: completions.record())
    #expect(
      completions.failures == [
        "Cannot show a screen in a split view's column from 'Home': it is in no split view.",
        "Cannot show the supplementary column: the split view has 2 columns (primary, secondary).",
        "Cannot close 'Message': it is the root of a split view's column.",
      ])
    #expect(navigator.snapshot == before)
  }

  @Test("a route to a column shows nothing new in a regular width, and brings it on top in a compact one")
  func showColumn() throws {
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    let inbox = TestScreen("Inbox")
    navigator.setRoot(.split(primary: .screen(inbox), secondary: .screen(TestScreen("Message"))))
    navigator.perform(.showColumn(.primary), from: inbox)
    #expect(navigator.snapshot.root == .split(primary: .stack([.screen("Inbox")]), secondary: .stack([.screen("Message")])))
    try host.setWidth(.compact)
    #expect(navigator.topMostScreen?.screenName == "Message")
    navigator.perform(.showColumn(.primary))
    #expect(navigator.topMostScreen?.screenName == "Inbox")
    #expect(navigator.snapshot.root == .split(primary: .stack([.screen("Inbox")]), secondary: .stack([.screen("Message")]), top: .primary))
  }

  @Test("a collapsed split view's snapshot survives JSON and restores, the column on top included")
  func restoration() throws {
    let host = HeadlessHost()
    try host.setWidth(.compact)
    let navigator = Navigator(host: host)
    navigator.setRoot(
      .split(
        primary: .stack([TestScreen("Folders")]), supplementary: .screen(TestScreen("Mailbox")),
        secondary: .stack([TestScreen("Mail")])))
    try host.tapBack()
    let snapshot = navigator.snapshot
    #expect(
      snapshot.description == """
        split (collapsed, supplementary on top)
        ├─ stack (primary)
        │  └─ Folders
        ├─ stack (supplementary)
        │  └─ Mailbox
        └─ stack (secondary)
           └─ Mail
        """)
    let decoded = try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
    let restoredHost = HeadlessHost()
    try restoredHost.setWidth(.compact)
    let restored = Navigator(host: restoredHost)
    restored.perform(try NavigationPlan(restoring: decoded) { name, _ in TestScreen(name) })
    #expect(restored.snapshot == snapshot)
    #expect(restored.topMostScreen?.screenName == "Mailbox")
  }

  @Test("a saved snapshot whose split view has a column count no style has is refused whole")
  func restoringFourColumns() {
    let column = #"{"stack":{"_0":[{"screen":{"name":"A","title":""}}]}}"#
    let saved = #"{"root":{"split":{"columns":["# + Array(repeating: column, count: 4).joined(separator: ",") + "]}},\"presented\":[]}"
    #expect {
      try JSONDecoder().decode(NavigationSnapshot.self, from: Data(saved.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == "a split view has two or three columns, not 4"
    }
  }

  @Test("a route to a column survives JSON, as every transition does")
  func transitionCodable() throws {
    for transition in [Transition.show(in: .supplementary), .showDetail] {
      #expect(try JSONDecoder().decode(Transition.self, from: JSONEncoder().encode(transition)) == transition)
    }
    let move = NavigationMove.showColumn(.primary)
    #expect(try JSONDecoder().decode(NavigationMove.self, from: JSONEncoder().encode(move)) == move)
  }

  @Test("the getting-started guide's split view: the detail in both widths, collapsed and expanded")
  func guide() throws {
    let inbox = TestScreen("Inbox")
    let message = TestScreen("Message")
    let reply = TestScreen("Reply")
    let host = HeadlessHost()
    let navigator = Navigator(host: host)
    navigator.setRoot(.split(primary: .stack([inbox]), secondary: .screen(message)))
    navigator.route(to: reply, from: inbox, as: .showDetail)
    try host.setWidth(.compact)   // an iPhone, or an iPad app in Slide Over
    #expect(navigator.snapshot.description == """
      split (collapsed, secondary on top)
      ├─ stack (primary)
      │  └─ Inbox
      └─ stack (secondary)
         └─ Reply
      """)
    try host.tapBack()
    try host.setWidth(.regular)
    #expect(navigator.snapshot.description == """
      split
      ├─ stack (primary)
      │  └─ Inbox
      └─ stack (secondary)
         └─ Reply
      """)
  }
}
