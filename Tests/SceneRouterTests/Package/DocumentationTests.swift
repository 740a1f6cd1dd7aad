import Foundation
import Testing

/// Checks the DocC catalogs against the code: every library module has a catalog whose
/// landing page curates each of its top-level public types, and every Swift block in an
/// article is code that a test compiles and runs.
@Suite("Documentation")
struct DocumentationTests {
  static let packageFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The library products' modules, read off Package.swift's `.library(name:` lines.
  static func libraryModules() throws -> [String] {
    let manifest = try String(contentsOf: packageFolder.appendingPathComponent("Package.swift"), encoding: .utf8)
    return manifest.components(separatedBy: ".library(name: \"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
  }

  /// Every file under `folder` whose name ends with `suffix`, as (relative path, text).
  static func files(under folder: URL, endingWith suffix: String) throws -> [(path: String, text: String)] {
    let names = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(suffix) }.sorted()
    return try names.map { (path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  /// The names of the top-level public and open types of a module's sources, leaving out SPI
  /// types (`@_spi(Hosting)` on the line or the line before), which DocC does not document.
  static func publicTypes(in sources: [(path: String, text: String)]) -> [String] {
    let kinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "actor"]
    var names: [String] = []
    for (_, text) in sources {
      var previous: Substring = ""
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        defer { previous = line }
        // Top-level declarations only: nested types are curated on their type's page.
        guard line.hasPrefix("public ") || line.hasPrefix("open ") else { continue }
        guard !previous.hasPrefix("@_spi(") else { continue }
        var words = line.split(separator: " ").map(String.init)
        words.removeFirst()
        if words.first == "final" { words.removeFirst() }
        guard words.count >= 2, kinds.contains(words[0]) else { continue }
        let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        names.append(String(name))
      }
    }
    return Array(Set(names)).sorted()
  }

  /// A Swift block's lines without indentation and blank lines.
  static func significantLines(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The ```swift blocks of a Markdown text.
  static func swiftBlocks(in markdown: String) -> [String] {
    let parts = markdown.components(separatedBy: "```swift\n").dropFirst()
    return parts.compactMap { $0.components(separatedBy: "\n```").first }
  }

  @Test("every library module has a catalog whose pages curate each public type")
  func landingPagesCurateEveryType() throws {
    var missing: [String] = []
    for module in try Self.libraryModules() {
      let sources = Self.packageFolder.appendingPathComponent("Sources/\(module)")
      let catalog = sources.appendingPathComponent("\(module).docc")
      guard (try? String(contentsOf: catalog.appendingPathComponent("\(module).md"), encoding: .utf8)) != nil else {
        missing.append("\(module): no \(module).docc/\(module).md")
        continue
      }
      // The landing page, or an article of the catalog (the hosting protocols are curated by
      // "Writing a host", not on the landing page a user reads).
      let pages = try Self.files(under: catalog, endingWith: ".md").map(\.text).joined(separator: "\n")
      for type in Self.publicTypes(in: try Self.files(under: sources, endingWith: ".swift")) where !pages.contains("``\(type)``") {
        missing.append("\(module): \(type) is not curated in \(module).docc")
      }
    }
    #expect(missing == [])
  }

  @Test("every Swift block of every article is code a test compiles")
  func articleCodeIsCompiled() throws {
    // Tests, and the article apps the tests drive (Examples/Sources/ArticleApps).
    let tests = try ["Tests", "Examples/Sources/ArticleApps"].flatMap { folder in
      try Self.files(under: Self.packageFolder.appendingPathComponent(folder), endingWith: ".swift")
    }.map { Self.significantLines($0.text) }
    var uncompiled: [String] = []
    var blockCount = 0
    for module in try Self.libraryModules() {
      let catalog = Self.packageFolder.appendingPathComponent("Sources/\(module)/\(module).docc")
      for article in try Self.files(under: catalog, endingWith: ".md") {
        for block in Self.swiftBlocks(in: article.text) {
          blockCount += 1
          let lines = Self.significantLines(block)
          let found = tests.contains { file in
            file.count >= lines.count && (0...(file.count - lines.count)).contains { Array(file[$0..<($0 + lines.count)]) == lines }
          }
          if !found { uncompiled.append("\(module)/\(article.path): \(lines.first ?? "")") }
        }
      }
    }
    #expect(blockCount > 0)
    #expect(uncompiled == [])
  }

  @Test("the checks find an uncurated type and a block no test compiles")
  func checksCatchDrift() {
    #expect(Self.publicTypes(in: [("a.swift", "public struct A {}\nopen class B {}\n  public var c = 1\n  public struct Nested {}\npublic final class D<T> {}")]) == ["A", "B", "D"])
    #expect(Self.publicTypes(in: [("a.swift", "@_spi(Hosting) @MainActor\npublic struct Hidden {}\npublic struct Shown {}")]) == ["Shown"])
    #expect(Self.swiftBlocks(in: "text\n```swift\nlet a = 1\n  let b = 2\n```\nmore") == ["let a = 1\n  let b = 2"])
    #expect(Self.significantLines("  let a = 1\n\n    let b = 2\n") == ["let a = 1", "let b = 2"])
  }
}
