import SceneRouterTesting
import Testing

/// Whole-snapshot expectations: silent when the tree matches, one issue with a line diff
/// when it does not.
@MainActor
@Suite("Snapshot expectations")
struct SnapshotExpectationTests {
  private func navigator() async -> Navigator {
    let transcript = ConformanceScreen.Transcript()
    let navigator = Navigator(host: HeadlessHost())
    let inbox = ConformanceScreen("Inbox", transcript: transcript)
    navigator.setRoot(.stack([inbox]))
    navigator.route(to: ConformanceScreen("Message", transcript: transcript), from: inbox, as: .push)
    await navigator.waitUntilIdle()
    return navigator
  }

  @Test("a matching tree records nothing")
  func matching() async {
    let navigator = await navigator()
    SnapshotExpectation.expect(navigator, """
      stack
      ├─ Inbox
      └─ Message
      """)
    SnapshotExpectation.expect(navigator.snapshot, equals: navigator.snapshot)
  }

  @Test("the difference shows both trees line by line, expected lines marked - and actual ones +")
  func differenceText() {
    let message = SnapshotExpectation.difference("""
      stack
      ├─ Inbox "Inbox"
      └─ Settings "Settings"
      """, """
      stack
      ├─ Inbox "Inbox"
      └─ Message "Message"
      """)
    #expect(message == """
      The navigation differs from the expected tree (-expected +actual):

          \"""
          stack
          ├─ Inbox "Inbox"
        - └─ Message "Message"
        + └─ Settings "Settings"
          \"""
      """)
    #expect(SnapshotExpectation.difference("stack", "stack") == nil)
  }

  @Test("a tree that differs records one issue carrying the difference")
  func mismatch() async {
    let navigator = await navigator()
    let expected = """
      stack
      └─ Inbox
      """
    let message = SnapshotExpectation.difference(navigator.snapshot.description, expected)
    withKnownIssue {
      SnapshotExpectation.expect(navigator, expected)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [message].compactMap { $0 }
    }
  }
}
