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
        {"url":"/users/%FF","error":"the URL holds bytes that are not UTF-8"}
        {"url":"/users/%zz","error":"the URL holds a malformed percent escape"}
        {"url":"/users/a%00b","error":"the URL holds a control character"}
        {"url":"ftp://example.com/users/1","error":"the scheme 'ftp' is not accepted"}
        {"url":"https:///users/1","error":"the URL has an empty host"}
        {"url":"https://evil.example/users/1","error":"the host 'evil.example' is not accepted"}
        {"url":"not a url","error":"the text is not a URL or a path starting with '/'"}
        {"url":"","error":"the text is not a URL or a path starting with '/'"}
        {"url":"/users/1?redirect=https://evil.example/","pattern":"/users/:id","name":null,"params":{"id":"1"},"query":{"redirect":"https://evil.example/"}}
        {"url":"/users/\\"quoted\\"\\\\","pattern":"/users/:id","name":null,"params":{"id":"\\"quoted\\"\\\\"},"query":{}}

        """)
    _ = try Self.objects(outcome.standardOutput)
  }

  @Test("issue 14.4: refuses invalid UTF-8 and raw spaces on standard input, accepts raw characters in both forms")
  func rawInput() async throws {
    let patterns = try ScenerouterBinary.patternFile("/x/:n\nTenDay /TenDay/:where\n")
    var input = Data("/x/caf".utf8)
    input.append(contentsOf: [0xC3, 0x28, 0x0A])
    input.append(Data("/x/1 \r\nmyapp://x/café\n/x/café\nmyapp://tenday/33.89,-84.46\nmyapp://x/{a}\n".utf8))
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", patterns, "--scheme", "myapp"], inputData: input)
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        {"url":"/x/caf\u{FFFD}(","error":"the URL holds bytes that are not UTF-8"}
        {"url":"/x/1 ","error":"the URL holds a space that is not percent-encoded"}
        {"url":"myapp://x/café","pattern":"/x/:n","name":null,"params":{"n":"café"},"query":{}}
        {"url":"/x/café","pattern":"/x/:n","name":null,"params":{"n":"café"},"query":{}}
        {"url":"myapp://tenday/33.89,-84.46","pattern":"/TenDay/:where","name":"TenDay","params":{"where":"33.89,-84.46"},"query":{}}
        {"url":"myapp://x/{a}","pattern":"/x/:n","name":null,"params":{"n":"{a}"},"query":{}}

        """)
  }

  @Test("prints captures sharing a segment with text")
  func mixedSegments() async throws {
    let patterns = try ScenerouterBinary.patternFile("post /p/:slug-:id(int)\n/files/:name.pdf\n/api/v:version/users\n")
    let outcome = try await ScenerouterBinary.run(
      ["match", "--patterns", patterns], input: "/p/my-post-42\n/files/a.b.pdf\n/api/v2/users\n/p/my-post\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        {"url":"/p/my-post-42","pattern":"/p/:slug-:id(int)","name":"post","params":{"slug":"my-post","id":"42"},"query":{}}
        {"url":"/files/a.b.pdf","pattern":"/files/:name.pdf","name":null,"params":{"name":"a.b"},"query":{}}
        {"url":"/api/v2/users","pattern":"/api/v:version/users","name":null,"params":{"version":"2"},"query":{}}
        {"url":"/p/my-post","error":"no route matches"}

        """)
  }

  @Test("prints a list parameter as an array of every value")
  func lists() async throws {
    let patterns = try ScenerouterBinary.patternFile("/s?tag=:tags[]&q=:q?\n")
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", patterns], input: "/s?tag=a&q=1&tag=b&q=2\n/s\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        {"url":"/s?tag=a&q=1&tag=b&q=2","pattern":"/s?tag=:tags[]&q=:q?","name":null,"params":{"tags":["a","b"],"q":"1"},"query":{"tag":"a","q":"1"}}
        {"url":"/s","pattern":"/s?tag=:tags[]&q=:q?","name":null,"params":{"tags":[]},"query":{}}

        """)
  }

  @Test("accepts wildcard subdomains as universal-link hosts")
  func wildcardHosts() async throws {
    let patterns = try ScenerouterBinary.patternFile("/p/:id\n")
    let outcome = try await ScenerouterBinary.run(
      ["match", "--patterns", patterns, "--host", "*.example.com"],
      input: "https://shop.example.com/p/1\nhttps://example.com/p/1\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        {"url":"https://shop.example.com/p/1","pattern":"/p/:id","name":null,"params":{"id":"1"},"query":{}}
        {"url":"https://example.com/p/1","error":"the host 'example.com' is not accepted"}

        """)
  }

  @Test("reports an optional-segment pattern as written")
  func optionalSegments() async throws {
    let patterns = try ScenerouterBinary.patternFile("search /search(/:query)\n")
    let outcome = try await ScenerouterBinary.run(["match", "--patterns", patterns], input: "/search\n/search/shoes\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        {"url":"/search","pattern":"/search(/:query)","name":"search","params":{},"query":{}}
        {"url":"/search/shoes","pattern":"/search(/:query)","name":"search","params":{"query":"shoes"},"query":{}}

        """)
  }

  @Test("prints double, bool, **+ and + as a space, and keeps an exclusive scheme to its patterns")
  func typesAndForms() async throws {
    let patterns = try ScenerouterBinary.patternFile(
      "/map/:zoom(double)?sat=:sat(bool)=false\n/files/**+\n/s?q=:q\nsdk://done/:token\n/done/:token\n")
    let outcome = try await ScenerouterBinary.run(
      ["match", "--patterns", patterns, "--plus-is-space", "--exclusive-scheme", "sdk"],
      input: "/map/-1.5?sat=true\n/files\n/files/a/b\n/s?q=red+shoes\nsdk://done/1\nsdk://other/1\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        {"url":"/map/-1.5?sat=true","pattern":"/map/:zoom(double)?sat=:sat(bool)=false","name":null,"params":{"zoom":"-1.5","sat":"true"},"query":{"sat":"true"}}
        {"url":"/files","error":"no route matches"}
        {"url":"/files/a/b","pattern":"/files/**+","name":null,"params":{"**":"a/b"},"query":{}}
        {"url":"/s?q=red+shoes","pattern":"/s?q=:q","name":null,"params":{"q":"red shoes"},"query":{"q":"red shoes"}}
        {"url":"sdk://done/1","pattern":"sdk://done/:token","name":null,"params":{"token":"1"},"query":{}}
        {"url":"sdk://other/1","error":"no route matches"}

        """)
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
