import Foundation
import Testing

@Suite("scenerouter check")
struct CheckCommandTests {
  @Test("exits 0 and prints nothing on clean sources")
  func clean() async throws {
    let outcome = try await PackageFolder.run(["check", "Examples/Sources/StorefrontKit", "Examples/Sources/ArticleApps/CleanSwift/Orders"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == "")
    #expect(outcome.standardError == "")
  }

  @Test("exits 1 and prints file:line: rule: message for each finding")
  func findings() async throws {
    let outcome = try await PackageFolder.run(["check", PackageFolder.fixture("Faulty/ProfileLinks.swift")])
    let file = PackageFolder.fixture("Faulty/ProfileLinks.swift")
    #expect(outcome.status == 1)
    #expect(
      outcome.standardOutput == """
        \(file):12: deep-link-collision: deep link '/items/:name' matches the same links as '/items/:id' (line 11)
        \(file):13: deep-link-never-matches: deep link pattern '/files/**/raw' can never match: '**' must be the last segment

        """)
    #expect(outcome.standardError == "")
  }

  @Test("--format json prints every finding and problem for machines")
  func json() async throws {
    let outcome = try await PackageFolder.run([
      "check", "--format", "json", PackageFolder.fixture("Faulty/ProfileLinks.swift"), "no/such/folder",
    ])
    #expect(outcome.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? NSDictionary
    let file = PackageFolder.fixture("Faulty/ProfileLinks.swift")
    let expected: NSDictionary = [
      "findings": [
        [
          "file": file, "line": 12, "rule": "deep-link-collision",
          "message": "deep link '/items/:name' matches the same links as '/items/:id' (line 11)",
        ],
        [
          "file": file, "line": 13, "rule": "deep-link-never-matches",
          "message": "deep link pattern '/files/**/raw' can never match: '**' must be the last segment",
        ],
      ],
      "problems": ["no/such/folder: no such file or folder"],
    ]
    #expect(object == expected)
    #expect(outcome.standardError == "scenerouter: no/such/folder: no such file or folder\n")
  }
}
