@_spi(Hosting) import SceneRouter
import SceneRouterSwiftUI
import Testing

/// A screen that writes its appearance callbacks to a shared transcript.
@MainActor
final class TranscriptScreen: Screen, AppearanceObserving {
  final class Transcript {
    var lines: [String] = []
  }

  let screenName: String
  let transcript: Transcript
  var onEvent: ((AppearanceEvent) -> Void)?

  init(_ name: String, transcript: Transcript) {
    screenName = name
    self.transcript = transcript
  }

  func screen(didReceive event: AppearanceEvent) {
    transcript.lines.append("\(screenName) \(event)")
    onEvent?(event)
  }
}

/// What screens hear when a person's binding write changes the model, and how a write
/// meets a gesture or a change under way.
@MainActor
@Suite("NavigationModel: callbacks of binding writes")
struct NavigationModelCallbackTests {
  @Test("a tab selection written by SwiftUI delivers a tab switch's callbacks, the new tab's willAppear first")
  func tabSelectionCallbacks() throws {
    let fixture = ModelFixture()
    let transcript = TranscriptScreen.Transcript()
    fixture.navigator.setRoot(
      .tabs(
        [.stack([TranscriptScreen("Shop", transcript: transcript)]), .stack([TranscriptScreen("Wishlist", transcript: transcript)])],
        selected: 0))
    transcript.lines.removeAll()
    guard case .tabs(let tabs) = fixture.model.root else {
      Issue.record("the root is not a tab container")
      return
    }
    try fixture.model.setSelectedTab(1, of: tabs)
    #expect(transcript.lines == [
      "Wishlist didLoad", "Wishlist willAppear", "Shop willDisappear", "Shop didDisappear", "Wishlist didAppear",
    ])
  }

  @Test("a path shrunk by several delivers one pop's callbacks: the top disappears, the new top appears")
  func pathCallbacks() throws {
    let fixture = ModelFixture()
    let transcript = TranscriptScreen.Transcript()
    let screens = ["List", "Order", "Item"].map { TranscriptScreen($0, transcript: transcript) }
    fixture.navigator.setRoot(.stack(screens))
    transcript.lines.removeAll()
    let stack = try #require(fixture.stackID())
    try fixture.model.setPath([], of: stack)
    // List's view loads now, the first time it appears, as UIKit loads a controller's view.
    #expect(transcript.lines == [
      "List didLoad", "Item willDisappear", "List willAppear", "Item didDisappear", "List didAppear",
    ])
    fixture.expectSnapshot("""
      stack
      └─ List
      """)
  }

  @Test("a swipe begun through the model finishes when SwiftUI writes the shorter path")
  func swipeFinishedByPath() throws {
    let fixture = ModelFixture()
    let transcript = TranscriptScreen.Transcript()
    fixture.navigator.setRoot(.stack([TranscriptScreen("List", transcript: transcript), TranscriptScreen("Order", transcript: transcript)]))
    transcript.lines.removeAll()
    let stack = try #require(fixture.stackID())
    try fixture.model.beginSwipeBack()
    #expect(fixture.navigator.isBusy)
    var completions: [String] = []
    fixture.navigator.perform(.popToRoot) { completions.append("popToRoot \($0)") }
    #expect(completions == [])
    try fixture.model.setPath([], of: stack)
    // List's view loads as the swipe begins, the first time it appears, as on a tap back.
    #expect(transcript.lines == [
      "List didLoad", "Order willDisappear", "List willAppear", "Order didDisappear", "List didAppear",
    ])
    #expect(completions == ["popToRoot success()"])
    #expect(fixture.navigator.isBusy == false)
    fixture.expectSnapshot("""
      stack
      └─ List
      """)
  }

  @Test("a binding write made from a screen's callback is refused and reverted: a change is being delivered")
  func writeDuringCallbacksRefused() throws {
    let fixture = ModelFixture()
    let transcript = TranscriptScreen.Transcript()
    let list = TranscriptScreen("List", transcript: transcript)
    let order = TranscriptScreen("Order", transcript: transcript)
    fixture.navigator.setRoot(.stack([list]))
    let stack = try #require(fixture.stackID())
    var refusals: [String] = []
    // Weak: the fixture's model owns the screens, and the screen owns this closure.
    order.onEvent = { [weak model = fixture.model] event in
      guard event == .willAppear, let model else { return }
      do throws(NavigationError) {
        try model.setPath([], of: stack)
      } catch {
        refusals.append(error.description)
      }
    }
    fixture.navigator.route(to: order, from: list, as: .push)
    #expect(refusals == ["Cannot go back in stack \(stack): appearance callbacks are being delivered."])
    fixture.expectSnapshot("""
      stack
      ├─ List
      └─ Order
      """)
  }
}
