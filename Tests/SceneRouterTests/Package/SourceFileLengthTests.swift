import Foundation
import Testing

/// No library source file grows past what a maintainer reads in one sitting: a file over the
/// limit is split into `Type+Concern.swift` files by concern (issue 41).
@Suite("Source file length")
struct SourceFileLengthTests {
  /// The most lines a Swift file under `Sources/` may have.
  static let limit = 700

  /// Every file of `files` over `limit` lines (counted as `wc -l` does), as `path: N lines`.
  static func overlong(_ files: [(path: String, text: String)], limit: Int) -> [String] {
    files.compactMap { file in
      let lines = file.text.utf8.count { $0 == UInt8(ascii: "\n") }
      return lines > limit ? "\(file.path): \(lines) lines (the limit is \(limit); split it by concern)" : nil
    }
  }

  @Test("no Swift file under Sources/ is over 700 lines")
  func noSourceFileOverTheLimit() throws {
    let sources = DocumentationTests.packageFolder.appendingPathComponent("Sources")
    let files = try DocumentationTests.files(under: sources, endingWith: ".swift")
    #expect(files.count > 100, "Sources/ was not found or read: \(files.count) Swift files")
    #expect(Self.overlong(files, limit: Self.limit) == [])
  }

  @Test("a file over the limit is reported with its path and its line count")
  func overlongFileIsReported() {
    let files = [
      (path: "SceneRouter/Short.swift", text: String(repeating: "let a = 1\n", count: 3)),
      (path: "SceneRouter/Long.swift", text: String(repeating: "let a = 1\n", count: 4)),
    ]
    #expect(Self.overlong(files, limit: 3) == ["SceneRouter/Long.swift: 4 lines (the limit is 3; split it by concern)"])
  }
}
