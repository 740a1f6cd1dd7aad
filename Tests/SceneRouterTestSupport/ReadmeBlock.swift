import Foundation

/// A fenced Swift block of the repository's README, for tests that keep a snippet true: the
/// test runs the snippet's code, and ``missingLines(from:)`` checks that the README still
/// says exactly that.
package struct ReadmeBlock {
  /// The block's lines, without its fences.
  package let lines: [String]

  /// The first fenced Swift block after `heading` (a whole line, such as "## UIKit quick
  /// start"), or nil when the README has no such heading or block.
  ///
  /// - Parameter heading: The heading line, with its `#`s.
  package init?(after heading: String) {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md")
    guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return nil }
    let all = text.components(separatedBy: "\n")
    guard let headingIndex = all.firstIndex(of: heading),
      let open = all[headingIndex...].firstIndex(of: "```swift"),
      let close = all[(open + 1)...].firstIndex(of: "```")
    else { return nil }
    lines = Array(all[(open + 1)..<close])
  }

  /// The block's lines (trimmed, blank lines skipped) that do not appear in `source`, in the
  /// block's order, each after the one before: empty when the test file holds the whole
  /// snippet as written, whatever its indentation and whatever else it holds.
  ///
  /// - Parameter source: The text of the test file that runs the snippet.
  package func missingLines(from source: String) -> [String] {
    let sourceLines = source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    var position = 0
    var missing: [String] = []
    for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
      if let found = sourceLines[position...].firstIndex(of: line) {
        position = found + 1
      } else {
        missing.append(line)
      }
    }
    return missing
  }
}
