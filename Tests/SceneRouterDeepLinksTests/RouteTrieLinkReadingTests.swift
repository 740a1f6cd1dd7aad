import Foundation
import Testing

@testable import SceneRouterDeepLinks

/// Reading a URL's text directly (issue 15) gives exactly what reading it through Foundation's
/// accessors gives, for URL values and for links given as text.
@Suite("Reading a link from its text agrees with Foundation's accessors")
struct RouteTrieLinkReadingTests {
  static let configuration = DeepLinkMatcherConfiguration(
    customSchemes: ["myapp", "MixedCase"], exclusiveSchemes: ["sdk"],
    universalLinkHosts: ["shop.example.com", "*.wild.example.com"], redirectHosts: ["safe.example.com"])

  static let patterns = [
    "/product/:id(int)", "/users/:name/posts/:post", "/files/**", "/search?q=:query&page=:page(int)=1",
    "https://partner.example.com/offers/:offer", "https://*.tenant.example.com/home", "sdk://connect/:token",
    "myapp://settings", "/TenDay/:where", "/go/:target", "/", "/internal", "/:slug-:id(int)",
  ]

  static func trie() throws -> RouteTrie {
    var trie = RouteTrie(configuration: configuration)
    for pattern in patterns {
      _ = try trie.register(expanding: pattern, exposure: pattern == "/internal" ? .internalOnly : .external)
    }
    return trie
  }

  static func describe(_ trie: RouteTrie, _ body: () throws(DeepLinkError) -> RouteTrie.RawMatch?) -> String {
    do {
      guard let found = try body() else { return "no match" }
      return "\(trie.routes[found.route].text) [\(found.parameters)] [\(found.query)]"
    } catch {
      return "error: \(error)"
    }
  }

  static let links = [
    "https://shop.example.com/product/42", "HTTPS://Shop.Example.COM/product/42?x=1#top",
    "https://shop.example.com:443/product/42", "https://user@shop.example.com/product/42",
    "https://shop.example.com", "https://shop.example.com?q=1", "https://shop.example.com/",
    "https://partner.example.com/offers/summer", "https://PARTNER.example.com/product/42",
    "https://a.tenant.example.com/home", "https://x.wild.example.com/users/bob/posts/1",
    "https://evil.example.com/product/42", "http://shop.example.com/search?q=shoes&page=2",
    "https://shop.example.com/go/https:%2F%2Fevil.com", "https://shop.example.com/go/https:%2F%2Fsafe.example.com",
    "myapp://product/42", "MYAPP://Product/42", "myapp:///product/42", "myapp://product",
    "myapp://product?x=1", "myapp://", "myapp://?q=1", "myapp:product/42", "myapp://settings",
    "myapp://users/bob/posts/7?ref=mail&ref=push#frag", "myapp://files/a/b/c", "myapp://files",
    "myapp://tenday/33.89,-84.46", "myapp://shoe-42", "myapp://internal", "myapp://product/4%32",
    "myapp://product/%2e%2e", "myapp://a//b", "myapp://product/42/", "myapp://host:80/product/42",
    "myapp://[::1]/product/42", "myapp://pro%64uct/42", "mixedcase://product/42", "MixedCase://product/42",
    "sdk://connect/abc", "sdk://product/42", "other://product/42", "myapp://product/42?a=%ZZ",
    "myapp://product/a;b@c:d", "myapp://go/javascript:alert(1)", "myapp://go/%2F%2Fevil.com",
    "myapp://product_x/42", "https://shop.example.co%6D/product/42", "myapp://productproduct/42",
    "https://SHOP.EXAMPLE.COM./product/42", "https://x.y.z.wild.example.com/product/42", "myapp://01234567/8",
  ]

  /// The links the direct reader leaves to Foundation's accessors (unusual forms).
  static let unusual: Set<String> = [
    "https://shop.example.com:443/product/42", "https://user@shop.example.com/product/42",
    "https://shop.example.com", "https://shop.example.com?q=1", "myapp://", "myapp://?q=1", "myapp:product/42",
    "myapp://host:80/product/42", "myapp://[::1]/product/42", "myapp://pro%64uct/42", "other://product/42",
    "myapp://product_x/42", "https://shop.example.co%6D/product/42",
  ]

  @Test("the link scan looks at exactly the bytes its rules name, and skips every other")
  func scannedBytes() {
    var wrong: [UInt8] = []
    for value in 0...255 {
      let byte = UInt8(value)
      let named = byte <= 0x20 || byte >= 0x7F || PercentCoding.isEscapedInURLs(byte)
        || [UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "]")].contains(byte)
      if RouteTrie.isScanned(byte) != named { wrong.append(byte) }
    }
    #expect(wrong == [])
  }

  @Test(
    "the link scan refuses or flags a byte wherever it lies among the eight-byte words",
    arguments: 0..<12)
  func scanPositions(offset: Int) throws {
    let prefix = "myapp://" + String(repeating: "a", count: offset)
    let outcomes = ["\u{01}", " ", "%4", "%41", "|", "#", "[", "é", "=", "_"].map { inserted in
      do {
        guard let scan = try RouteTrie.scan(prefix + inserted + "/rest") else { return "not a link" }
        return "escapes \(scan.needsEscapes), plain \(scan.isPlain)"
      } catch {
        return "error: \(error)"
      }
    }
    #expect(
      outcomes == [
        "error: \(DeepLinkError.controlCharacter)", "error: \(DeepLinkError.rawSpace)",
        "error: \(DeepLinkError.malformedPercentEscape)", "escapes false, plain true", "escapes true, plain false",
        "escapes false, plain true", "escapes false, plain false", "escapes true, plain false",
        "escapes false, plain true", "escapes false, plain true",
      ])
  }

  @Test("a link's scheme ends where the first ':' is, whatever byte stands anywhere in its first ten bytes")
  func schemeEnds() {
    func reference(_ bytes: [UInt8]) -> Int? {
      guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
      return bytes.withUnsafeBufferPointer { RouteTrie.isScheme(UnsafeBufferPointer(rebasing: $0[0..<colon])) }
        ? colon : nil
    }
    var wrong: [String] = []
    for link in ["myapp://product/42", "https://shop.example.com/", "a:b", "abcdefgh:/x", "abcdefghij://x"] {
      for position in 0..<min(10, link.utf8.count) {
        for value in 0...255 {
          var bytes = Array(link.utf8)
          bytes[position] = UInt8(value)
          let found = bytes.withUnsafeBufferPointer { RouteTrie.schemeEnd($0) }
          if found != reference(bytes) { wrong.append("\(bytes)") }
        }
      }
    }
    #expect(wrong == [])
  }

  static let names = ["shop.example.com", "a", "myapp", "exactly8", "nine-char", ""]

  static func name(_ text: String) -> String? {
    Array(text.utf8).withUnsafeBufferPointer { RouteTrie.name(in: names, spelledBy: $0) }
  }

  @Test("a configured name is found in any case")
  func findsNames() {
    let found = ["shop.example.com", "SHOP.EXAMPLE.COM", "A", "MyApp", "EXACTLY8", "Nine-Char", ""].map(Self.name)
    #expect(found == ["shop.example.com", "shop.example.com", "a", "myapp", "exactly8", "nine-char", ""])
  }

  @Test("a text differing from a configured name in one byte, at any position, is not found")
  func refusesNearMisses() {
    var found: [String] = []
    for name in Self.names where !name.isEmpty {
      let bytes = Array(name.utf8)
      for position in bytes.indices {
        for replacement in [UInt8(ascii: "_"), bytes[position] ^ 0x20, bytes[position] ^ 0x80] {
          var changed = bytes
          changed[position] = replacement
          // Only a letter's case may change and still match.
          let letter = ByteTable.fold(bytes[position]) != bytes[position] || ByteTable.fold(replacement) == bytes[position]
          if replacement == bytes[position] ^ 0x20 && letter { continue }
          if let match = Self.name(String(decoding: changed, as: UTF8.self)) { found.append(match) }
        }
      }
    }
    #expect(found == [])
  }

  @Test("a web scheme is http or https in any case, every other byte in any place refused")
  func webSchemes() {
    var wrong: [String] = []
    for word in ["http", "https"] {
      for position in 0..<word.utf8.count {
        for value in 0...255 {
          var bytes = Array(word.utf8)
          bytes[position] = UInt8(value)
          let expected = ByteTable.fold(UInt8(value)) == Array(word.utf8)[position] ? word : nil
          let found = bytes.withUnsafeBufferPointer { RouteTrie.webScheme($0) }
          if found != expected { wrong.append("\(bytes)") }
        }
      }
    }
    let others = ["", "h", "htt", "httpss", "ftp", "HTTPS", "Http", "httpS", "http:", "xhttp"].map { text in
      Array(text.utf8).withUnsafeBufferPointer { RouteTrie.webScheme($0) ?? "nil" }
    }
    #expect(wrong == [])
    #expect(others == ["nil", "nil", "nil", "nil", "nil", "https", "http", "https", "nil", "nil"])
  }

  @Test("a URL value gives the same match, parameters, query or error either way")
  func urlValues() throws {
    let trie = try Self.trie()
    var read: [String] = []
    for link in Self.links {
      guard let url = URL(string: link) else { continue }
      for origin in [EntrySource.link, .app] {
        let direct = Self.describe(trie) { () throws(DeepLinkError) in try trie.match(url, origin: origin) }
        let reference = Self.describe(trie) { () throws(DeepLinkError) in
          try trie.matchThroughAccessors(url, origin: origin)
        }
        #expect(direct == reference, "\(link) (\(origin))")
      }
      var text = url.absoluteString
      // A link the reader refuses (an error) was read directly too.
      let outcome = text.withUTF8 { bytes in (try? trie.readDirectly(bytes, origin: .app)) ?? .read(nil) }
      if case .read = outcome { read.append(link) }
    }
    #expect(read == Self.links.filter { URL(string: $0) != nil && !Self.unusual.contains($0) })
  }

  @Test("a link given as text gives what its URL value gives")
  func textLinks() throws {
    let trie = try Self.trie()
    for link in Self.links {
      let direct = Self.describe(trie) { () throws(DeepLinkError) in try trie.match(link) }
      let reference = Self.describe(trie) { () throws(DeepLinkError) in
        guard let scan = try RouteTrie.scan(link), let url = RouteTrie.url(link, needsEscapes: scan.needsEscapes)
        else { throw .malformedURL }
        return try trie.matchThroughAccessors(url, origin: .link)
      }
      #expect(direct == reference, "\(link)")
    }
  }

  @Test("the usual links read directly, with their scheme and host folded and values as written")
  func snapshot() throws {
    let trie = try Self.trie()
    let outcomes = [
      "HTTPS://Shop.Example.COM/product/42?x=1#top", "MYAPP://Product/42", "myapp://users/bob/posts/7?ref=mail&ref=push#frag",
      "https://evil.example.com/product/42", "https://shop.example.com/go/https:%2F%2Fevil.com", "sdk://product/42",
      "myapp://internal",
    ].map { link in Self.describe(trie) { () throws(DeepLinkError) in try trie.match(link) } }
    #expect(
      outcomes == [
        "/product/:id(int) [id=42] [x=1]",
        "/product/:id(int) [id=42] []",
        "/users/:name/posts/:post [name=bob, post=7] [ref=mail, ref=push]",
        "error: \(DeepLinkError.hostNotAccepted("evil.example.com"))",
        "error: \(DeepLinkError.redirectNotAllowed(parameter: "target", target: "https://evil.com"))",
        "no match",
        "error: \(DeepLinkError.notExposed(pattern: "/internal"))",
      ])
  }
}
