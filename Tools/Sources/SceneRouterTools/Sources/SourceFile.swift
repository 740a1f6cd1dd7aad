import SwiftParser
import SwiftSyntax

/// One Swift file read and parsed, with its lines for `file:line` locations.
///
/// The tools name a file as the user named its folder (`Sources/App/Login.swift`),
/// never by an absolute path they made up, so output is the same on every machine.
package struct SourceFile {
  /// The path shown in output: the argument as given, then the path inside it.
  package let displayPath: String
  /// The parsed syntax tree.
  package let tree: SourceFileSyntax
  /// The number of lines in the file.
  package let lineCount: Int
  /// UTF-8 offsets at which each line starts.
  private let lineStarts: [Int]

  /// Parses `text`.
  ///
  /// - Parameters:
  ///   - displayPath: The path shown in output.
  ///   - text: The file's contents.
  package init(displayPath: String, text: String) {
    self.displayPath = displayPath
    tree = Parser.parse(source: text)
    var starts = [0]
    var offset = 0
    for byte in text.utf8 {
      offset += 1
      if byte == 0x0A { starts.append(offset) }
    }
    lineStarts = starts
    lineCount = text.utf8.last == 0x0A ? starts.count - 1 : starts.count
  }

  /// The 1-based line on which `node` starts (after its leading trivia).
  ///
  /// - Parameters:
  ///   - node: A node of this file's tree.
  /// - Complexity: O(log *n*) in the number of lines.
  package func line(of node: some SyntaxProtocol) -> Int {
    line(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// The 1-based line holding the UTF-8 offset `offset`.
  ///
  /// - Parameters:
  ///   - offset: A UTF-8 offset into the file.
  package func line(atOffset offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    return low + 1
  }

  /// The line of the first syntax error, or nil when the file parsed cleanly.
  package var firstErrorLine: Int? {
    guard tree.hasError else { return nil }
    let finder = ErrorFinder(viewMode: .all)
    finder.walk(tree)
    return finder.offset.map { line(atOffset: $0) } ?? 1
  }
}

/// Finds the first missing token or unexpected text in a tree.
private final class ErrorFinder: SyntaxVisitor {
  var offset: Int?

  override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
    if offset == nil, node.presence == .missing { offset = node.position.utf8Offset }
    return .skipChildren
  }

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    if offset == nil { offset = node.positionAfterSkippingLeadingTrivia.utf8Offset }
    return .skipChildren
  }
}
