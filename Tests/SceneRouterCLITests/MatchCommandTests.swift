import Foundation
import Testing

@Suite("scenerouter match")
struct MatchCommandTests {
  /// Fills every `:name` of a pattern with `name1`.
  static func filled(_ pattern: String) -> (path: String, params: [String: String]) {
    var params: [String: String] = [:]
    let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment -> String in
      guard segment.hasPrefix(":") else { return String(segment) }
      let name = String(segment.dropFirst())
      params[name] = name + "1"
      return name + "1"
    }
    return (segments.joined(separator: "/"), params)
  }

  static func objects(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try #require(object as? [String: Any])
    }
  }

  @Test("every route of every table resolves to its own pattern", arguments: ["github", "static", "gplus", "parse"])
  func everyRouteResolvesToItsOwnPattern(table: String) async throws {
    let file = ScenerouterBinary.fixture("\(table).txt")
    let patterns = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
    let inputs = patterns.map { Self.filled($0).path }
    let outcome = try await ScenerouterBinary.run(
      ["match", "--patterns", file.path], input: inputs.joined(separator: "\n") + "\n")
    #expect(outcome.status == 0)
    #expect(outcome.standardError == "")
    let objects = try Self.objects(outcome.standardOutput)
    try #require(objects.count == patterns.count)
    for (index, pattern) in patterns.enumerated() {
      let object = objects[index]
      #expect(object["url"] as? String == inputs[index])
      #expect(object["pattern"] as? String == pattern, "\(inputs[index])")
      #expect(object["name"] is NSNull)
      #expect(object["params"] as? [String: String] == Self.filled(pattern).params, "\(pattern)")
      #expect(object["query"] as? [String: String] == [:])
    }
  }

  @Test("prints names, decoded parameters and query items, and skips comments")
  func printsNamesParametersAndQuery() async throws {
    let patterns = try ScenerouterBinary.patternFile(
      """
      # the users
      user    /users/:id

      /users/new
      myapp://product/:id(int)
      """)
    let outcome = try await ScenerouterBinary.run(
      ["match", "--patterns", patterns],
      input: "/users/42?tab=likes#top\n/users/new\nmyapp://product/7\n/users/J%C3%BCrgen%20K\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        {"url":"/users/42?tab=likes#top","pattern":"/users/:id","name":"user","params":{"id":"42"},"query":{"tab":"likes"}}
        {"url":"/users/new","pattern":"/users/new","name":null,"params":{},"query":{}}
        {"url":"myapp://product/7","pattern":"myapp://product/:id(int)","name":null,"params":{"id":"7"},"query":{}}
        {"url":"/users/J%C3%BCrgen%20K","pattern":"/users/:id","name":"user","params":{"id":"Jürgen K"},"query":{}}

        """)
  }

  @Test("reports refused and unmatched inputs as errors and still exits 0")
  func reportsBadInputs() async throws {
    let patterns = try ScenerouterBinary.patternFile("/users/:id\n/files/**\n")
    let inputs = [
      "/nothing/here",
      "/users/%2e%2e",
      "/files/../etc/passwd",
      "/users/%FF",
      "/users/%zz",
      "/users/a%00b",
      "ftp://example.com/users/1",
      "https:///users/1",
      "https://evil.example/users/1",
      "not a url",
      "",
      "/users/1?redirect=https://evil.example/",
      "/users/\"quoted\"\\",
    ]
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", patterns], input: inputs.joined(separator: "\n") + "\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        {"url":"/nothing/here","error":"no route matches"}
        {"url":"/users/%2e%2e","error":"the path holds a '.' or '..' segment"}
        {"url":"/files/../etc/passwd","error":"the path holds a '.' or '..' segment"}
        {"url":"/users/%FF","error":"the URL holds percent escapes that are not UTF-8"}
        {"url":"/users/%zz","error":"the URL holds a malformed percent escape"}
        {"url":"/users/a%00b","error":"the URL holds a control character"}
        {"url":"ftp://example.com/users/1","error":"the scheme 'ftp' is not accepted"}
        {"url":"https:///users/1","error":"the URL has an empty host"}
        {"url":"https://evil.example/users/1","error":"the host 'evil.example' is not accepted"}
        {"url":"not a url","error":"the text is not a URL or a path starting with '/'"}
        {"url":"","error":"the text is not a URL or a path starting with '/'"}
        {"url":"/users/1?redirect=https://evil.example/","error":"the parameter 'redirect' redirects to 'https://evil.example/', which is not allowed"}
        {"url":"/users/\\"quoted\\"\\\\","pattern":"/users/:id","name":null,"params":{"id":"\\"quoted\\"\\\\"},"query":{}}

        """)
    _ = try Self.objects(outcome.standardOutput)
  }

  @Test("accepts custom schemes, universal-link hosts and case-insensitive paths from options")
  func options() async throws {
    let patterns = try ScenerouterBinary.patternFile("/About\nproduct /product/:id(int)\n")
    let outcome = try await ScenerouterBinary.run(
      ["match", "--patterns", patterns, "--scheme", "myapp", "--host", "shop.example.com", "--case-insensitive"],
      input: "myapp://product/42\nhttps://SHOP.example.com/about/\nhttps://other.example/about\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        {"url":"myapp://product/42","pattern":"/product/:id(int)","name":"product","params":{"id":"42"},"query":{}}
        {"url":"https://SHOP.example.com/about/","pattern":"/About","name":null,"params":{},"query":{}}
        {"url":"https://other.example/about","error":"the host 'other.example' is not accepted"}

        """)
  }

  @Test("a conflicting pattern file exits 2 and names both patterns")
  func conflictingPatternsExit2() async throws {
    let patterns = try ScenerouterBinary.patternFile("/users/:id\n/users/:name\n")
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", patterns], input: "/users/1\n")
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput == "")
    #expect(
      outcome.standardError
        == "scenerouter: \(patterns):2: patterns '/users/:id' and '/users/:name' match exactly the same URLs\n")
  }

  @Test("a pattern that can never match exits 2")
  func neverMatchingPatternExits2() async throws {
    let patterns = try ScenerouterBinary.patternFile("/files/**/raw\n")
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", patterns])
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError
        == "scenerouter: \(patterns):1: pattern '/files/**/raw' can never match: '**' must be the last segment\n")
  }

  @Test("a missing pattern file exits 2")
  func missingPatternFileExits2() async throws {
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", "/nonexistent/patterns.txt"])
    #expect(outcome.status == 2)
    #expect(outcome.standardError == "scenerouter: cannot read the pattern file '/nonexistent/patterns.txt'\n")
  }
}
