@_spi(Hosting) import SceneRouter
import SceneRouterSwiftUI
import Testing

/// What `SplitView` reads and writes: a split view's columns, the column on top when it is
/// collapsed (`NavigationSplitView`'s `preferredCompactColumn`), and a person's back in the
/// collapsed split view written through that binding.
@MainActor
@Suite("NavigationModel: split views")
struct NavigationModelSplitViewTests {
  private let fixture = ModelFixture()

  private var split: ScreenID? {
    guard case .split(let id) = fixture.model.root else { return nil }
    return id
  }

  init() {
    fixture.navigator.setRoot(
      .split(primary: .stack([NamedScreen("Inbox")]), secondary: .screen(NamedScreen("Message"))))
  }

  @Test("a split view's columns are its stacks, leading first; the secondary is on top")
  func columns() throws {
    let split = try #require(split)
    let columns = fixture.model.columns(of: split)
    #expect(columns.count == 2)
    guard case .stack(let primary) = columns.first, case .stack(let secondary) = columns.last else {
      Issue.record("the columns are \(columns)")
      return
    }
    #expect(fixture.model.screens(of: primary).count == 1)
    #expect(fixture.model.screens(of: secondary).count == 1)
    #expect(fixture.model.topColumn(of: split) == .secondary)
    #expect(fixture.model.columns(of: primary) == [])
  }

  @Test("collapsed, writing the sidebar as the column on top is a person's back to it; the same column changes nothing")
  func backThroughTheBinding() throws {
    let split = try #require(split)
    try fixture.model.setWidth(.compact)
    #expect(fixture.navigator.topMostScreen?.screenName == "Message")
    try fixture.model.setTopColumn(.primary, of: split)
    #expect(fixture.model.topColumn(of: split) == .primary)
    #expect(fixture.navigator.topMostScreen?.screenName == "Inbox")
    try fixture.model.setTopColumn(.primary, of: split)
    #expect(fixture.navigator.snapshot == fixture.model.snapshot)
    fixture.expectSnapshot("""
      split (collapsed, primary on top)
      ├─ stack (primary)
      │  └─ Inbox
      └─ stack (secondary)
         └─ Message
      """)
  }

  @Test("a write for a column the split view lacks, or for no split view, is refused and recorded")
  func refusedWrites() throws {
    let split = try #require(split)
    #expect(throws: NavigationError.splitColumnUnavailable(column: "supplementary", columns: 2)) {
      try fixture.model.setTopColumn(.supplementary, of: split)
    }
    #expect(fixture.model.lastRefusedWrite?.action == "show the supplementary column")
    #expect(throws: NavigationError.noSplitView(screen: "\(ScreenID(999))")) {
      try fixture.model.setTopColumn(.primary, of: ScreenID(999))
    }
  }
}
