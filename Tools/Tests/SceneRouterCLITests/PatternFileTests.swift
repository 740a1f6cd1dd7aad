import Foundation
import Testing

/// Regression tests for reading pattern files (issue 10, findings 6–8): line endings,
/// bytes that are not text, and a pattern with very many query items.
@Suite("scenerouter match: pattern files")
struct PatternFileTests {
  @Test("a pattern file with CRLF line endings reads as the same file with LF endings")
  func crlfLineEndings() async throws {
    let crlf = try ScenerouterBinary.patternFile("product myapp://product/:id\r\n\r\n# a comment\r\nhome myapp://home\r\n")
    let lf = try ScenerouterBinary.patternFile("product myapp://product/:id\n\n# a comment\nhome myapp://home\n")
    let input = "myapp://product/4\nmyapp://home\n"
    let fromCRLF = try await ScenerouterBinary.run(["match", "--patterns", crlf], input: input)
    let fromLF = try await ScenerouterBinary.run(["match", "--patterns", lf], input: input)
    #expect(fromCRLF.status == 0)
    #expect(fromCRLF.standardError == "")
    #expect(fromCRLF.standardOutput == """
      {"url":"myapp://product/4","pattern":"myapp://product/:id","name":"product","params":{"id":"4"},"query":{}}
      {"url":"myapp://home","pattern":"myapp://home","name":"home","params":{},"query":{}}

      """)
    #expect(fromCRLF.standardOutput == fromLF.standardOutput)
  }

  @Test("a NUL byte in a pattern is reported as a NUL byte, with its line and column")
  func nulByte() async throws {
    let path = try ScenerouterBinary.patternFile(bytes: Array("home myapp://home\np myapp://x/a".utf8) + [0] + Array("b\n".utf8))
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", path], input: "myapp://home\n")
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput == "")
    #expect(outcome.standardError == "scenerouter: \(path):2: the line holds a NUL byte (at column 14)\n")
  }

  @Test("a pattern file that is not UTF-8 is refused with the line, not read with replacement characters")
  func invalidUTF8() async throws {
    let path = try ScenerouterBinary.patternFile(bytes: Array("home myapp://home\n\np myapp://x/caf".utf8) + [0xE9, 0x0A])
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", path], input: "myapp://home\n")
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput == "")
    #expect(outcome.standardError == "scenerouter: \(path):3: the line is not valid UTF-8\n")
  }

  @Test("a pattern with 100,000 query items loads (in linear time) and matches", .timeLimit(.minutes(10)))
  func manyQueryItems() async throws {
    let items = (0..<100_000).map { "k\($0)=:v\($0)?" }.joined(separator: "&")
    let path = try ScenerouterBinary.patternFile("many /x?\(items)\n")
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", path], input: "/x?k7=a&k99999=b\n/y\n")
    #expect(outcome.status == 0)
    #expect(outcome.standardError == "")
    let lines = outcome.standardOutput.split(separator: "\n")
    try #require(lines.count == 2)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(object["name"] as? String == "many")
    #expect(object["params"] as? [String: String] == ["v7": "a", "v99999": "b"])
    #expect(lines[1] == #"{"url":"/y","error":"no route matches"}"#)
  }

  @Test("a parameter name repeated after the sixteenth query item is still refused")
  func repeatedNameAfterManyItems() async throws {
    let items = (0..<20).map { "k\($0)=:v\($0)" }.joined(separator: "&")
    let path = try ScenerouterBinary.patternFile("p /x?\(items)&k3=:v3\n")
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", path], input: "/x\n")
    #expect(outcome.status == 2)
    #expect(outcome.standardError == "scenerouter: \(path):1: pattern '/x?\(items)&k3=:v3' uses the parameter name 'v3' twice\n")
  }
}
