import CustomDump
import Testing
public import SceneRouter

/// Whole-snapshot expectations for your tests, with a readable diff when they fail.
///
/// A test of navigation asserts the whole tree, not one screen of it: what else is on screen
/// matters as much. When the tree differs, the failure shows both trees line by line, the
/// expected lines marked `-` and the actual ones `+`, so one run says what went wrong:
///
/// ```swift
/// SnapshotExpectation.expect(navigator, """
///   stack
///   ├─ Inbox "Inbox"
///   └─ Message "Hello"
///   """)
/// ```
///
/// The failure is recorded as a Swift Testing issue at the caller's line; the diff is
/// swift-custom-dump's.
public enum SnapshotExpectation {
  /// Expects the navigator's snapshot to print as `expected`, whole.
  ///
  /// - Parameters:
  ///   - navigator: The navigator under test; read once it is idle (await
  ///     `Navigator.waitUntilIdle()` first when requests may be in flight).
  ///   - expected: The tree, as `NavigationSnapshot.description` prints it.
  ///   - fileID: The file of the failure; the caller's by default.
  ///   - filePath: The file path of the failure; the caller's by default.
  ///   - line: The line of the failure; the caller's by default.
  ///   - column: The column of the failure; the caller's by default.
  @MainActor
  public static func expect(
    _ navigator: Navigator, _ expected: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    expect(navigator.snapshot, expected, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects a snapshot to print as `expected`, whole.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot under test.
  ///   - expected: The tree, as `NavigationSnapshot.description` prints it.
  ///   - fileID: The file of the failure; the caller's by default.
  ///   - filePath: The file path of the failure; the caller's by default.
  ///   - line: The line of the failure; the caller's by default.
  ///   - column: The column of the failure; the caller's by default.
  public static func expect(
    _ snapshot: NavigationSnapshot, _ expected: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    guard let message = difference(snapshot.description, expected) else { return }
    report(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects two snapshots to be equal, whole: the tree, presentations, tabs, transitions
  /// and restoration identities.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot under test, such as a host's.
  ///   - expected: The snapshot it must equal, such as the navigator's.
  ///   - fileID: The file of the failure; the caller's by default.
  ///   - filePath: The file path of the failure; the caller's by default.
  ///   - line: The line of the failure; the caller's by default.
  ///   - column: The column of the failure; the caller's by default.
  public static func expect(
    _ snapshot: NavigationSnapshot, equals expected: NavigationSnapshot,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    guard snapshot != expected else { return }
    let message =
      difference(snapshot.description, expected.description)
      ?? "The snapshots print the same tree but differ:\n\n" + (diff(expected, snapshot) ?? "").indented
    report(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The failure message for a tree that prints as `actual` where `expected` was wanted,
  /// or nil when they are the same.
  ///
  /// ```
  /// The navigation differs from the expected tree (-expected +actual):
  ///
  ///     stack
  ///     ├─ Inbox "Inbox"
  ///   - └─ Message "Hello"
  ///   + └─ Settings "Settings"
  /// ```
  ///
  /// - Parameters:
  ///   - actual: The tree shown.
  ///   - expected: The tree wanted.
  /// - Returns: The message, or nil when `actual` equals `expected`.
  public static func difference(_ actual: String, _ expected: String) -> String? {
    guard actual != expected else { return nil }
    let lines = diff(expected, actual, format: DiffFormat(first: "-", second: "+", both: " ")) ?? ""
    return "The navigation differs from the expected tree (-expected +actual):\n\n" + lines.indented
  }

  private static func report(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let location = SourceLocation(
      fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line), column: Int(column))
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}

extension String {
  fileprivate var indented: String { split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") }
}
