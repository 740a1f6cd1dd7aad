// libFuzzer entry point for the deep-link matcher; see ../README.md.
import Foundation
import SceneRouterDeepLinks

/// The GitHub API's GET routes (Tools/Tests/SceneRouterCLITests/Fixtures/github.txt).
let githubRoutes = """
/authorizations
/authorizations/:id
/applications/:client_id/tokens/:access_token
/applications/:client_id/tokens
/events
/repos/:owner/:repo/events
/networks/:owner/:repo/events
/orgs/:org/events
/users/:user/received_events
/users/:user/received_events/public
/users/:user/events
/users/:user/events/public
/users/:user/events/orgs/:org
/feeds
/notifications
/repos/:owner/:repo/notifications
/notifications/threads/:id
/notifications/threads/:id/subscription
/repos/:owner/:repo/stargazers
/users/:user/starred
/user/starred
/user/starred/:owner/:repo
/repos/:owner/:repo/subscribers
/users/:user/subscriptions
/user/subscriptions
/repos/:owner/:repo/subscription
/user/subscriptions/:owner/:repo
/users/:user/gists
/gists
/gists/:id
/gists/:id/star
/gists/:id/forks
/repos/:owner/:repo/git/blobs/:sha
/repos/:owner/:repo/git/blobs
/repos/:owner/:repo/git/commits/:sha
/repos/:owner/:repo/git/commits
/repos/:owner/:repo/git/refs
/repos/:owner/:repo/git/tags/:sha
/repos/:owner/:repo/git/tags
/repos/:owner/:repo/git/trees/:sha
/repos/:owner/:repo/git/trees
/issues
/user/issues
/orgs/:org/issues
/repos/:owner/:repo/issues
/repos/:owner/:repo/issues/:number
/repos/:owner/:repo/assignees
/repos/:owner/:repo/assignees/:assignee
/repos/:owner/:repo/issues/:number/comments
/repos/:owner/:repo/issues/:number/events
/repos/:owner/:repo/labels
/repos/:owner/:repo/labels/:name
/repos/:owner/:repo/issues/:number/labels
/repos/:owner/:repo/issues/:number/labels/:name
/repos/:owner/:repo/milestones/:number/labels
/repos/:owner/:repo/milestones
/repos/:owner/:repo/milestones/:number
/emojis
/gitignore/templates
/gitignore/templates/:name
/markdown
/markdown/raw
/meta
/rate_limit
/users/:user/orgs
/user/orgs
/orgs/:org
/orgs/:org/members
/orgs/:org/members/:user
/orgs/:org/public_members
/orgs/:org/public_members/:user
/orgs/:org/teams
/teams/:id
/teams/:id/members
/teams/:id/members/:user
/teams/:id/repos
/teams/:id/repos/:owner/:repo
/user/teams
/repos/:owner/:repo/pulls
/repos/:owner/:repo/pulls/:number
/repos/:owner/:repo/pulls/:number/commits
/repos/:owner/:repo/pulls/:number/files
/repos/:owner/:repo/pulls/:number/merge
/repos/:owner/:repo/pulls/:number/comments
/user/repos
/users/:user/repos
/orgs/:org/repos
/repositories
/repos/:owner/:repo
/repos/:owner/:repo/contributors
/repos/:owner/:repo/languages
/repos/:owner/:repo/teams
/repos/:owner/:repo/tags
/repos/:owner/:repo/branches
/repos/:owner/:repo/branches/:branch
/repos/:owner/:repo/collaborators
/repos/:owner/:repo/collaborators/:user
/repos/:owner/:repo/comments
/repos/:owner/:repo/commits/:sha/comments
/repos/:owner/:repo/comments/:id
/repos/:owner/:repo/commits
/repos/:owner/:repo/commits/:sha
/repos/:owner/:repo/readme
/repos/:owner/:repo/keys
/repos/:owner/:repo/keys/:id
/repos/:owner/:repo/downloads
/repos/:owner/:repo/downloads/:id
/repos/:owner/:repo/forks
/repos/:owner/:repo/hooks
/repos/:owner/:repo/hooks/:id
/repos/:owner/:repo/hooks/:id/tests
/repos/:owner/:repo/merges
/repos/:owner/:repo/releases
/repos/:owner/:repo/releases/:id
/repos/:owner/:repo/releases/:id/assets
/repos/:owner/:repo/stats/contributors
/repos/:owner/:repo/stats/commit_activity
/repos/:owner/:repo/stats/code_frequency
/repos/:owner/:repo/stats/participation
/repos/:owner/:repo/stats/punch_card
/repos/:owner/:repo/statuses/:ref
/search/repositories
/search/code
/search/issues
/search/users
/legacy/issues/search/:owner/:repository/:state/:keyword
/legacy/repos/search/:keyword
/legacy/user/search/:keyword
/legacy/user/email/:email
/users/:user
/user
/users
/user/emails
/users/:user/followers
/user/followers
/users/:user/following
/user/following
/user/following/:user
/users/:user/following/:target_user
/users/:user/keys
/user/keys
/user/keys/:id
"""

/// Patterns that exercise every feature: typed parameters, `*`, `**`, query items with
/// defaults, schemes and hosts, exposure, and paths longer than the 24 inline segments.
let extraPatterns: [(String, DeepLinkExposure)] = [
  ("/", .external),
  ("/product/:id(int)", .external),
  ("/product/:id(uuid)", .external),
  ("/product/:id", .external),
  ("/product/:id(slug)/reviews", .external),
  ("/product/*/related", .external),
  ("/files/**", .external),
  ("/files/:dir/**", .external),
  ("/settings", .internalOnly),
  ("/settings/:section", .internalOnly),
  ("/search?q=:q&page=:page(int)=1", .external),
  ("/search?q=:q&s=:s&id=:id(uuid)?", .external),
  ("/a%2Fb/:x", .external),
  ("/caf%C3%A9/:name", .external),
  ("/Users/:id(int)/Likes", .external),
  ("myapp://product/:id(int)", .external),
  ("myapp://open?url=:url", .external),
  ("myapp:///go/:to", .external),
  ("https://shop.example.com/cart/:id(int)", .external),
  ("https://partner.example.com/p/:code?ref=:ref?", .external),
  ("https://shop.example.com/**", .external),
  ("/x/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/:last", .external),
  ("/y/" + (1...40).map { ":p\($0)" }.joined(separator: "/"), .external),
  ("/z/" + (1...30).map { "s\($0)" }.joined(separator: "/"), .external),
  ("/z/" + (1...30).map { "s\($0)" }.joined(separator: "/") + "/**", .external),
  ("/t/:a(int)/:b(uuid)/:c(slug)/:d", .external),
]

let slug = DeepLinkParameterType(name: "slug") { value in
  !value.isEmpty && value.utf8.allSatisfy { $0 == UInt8(ascii: "-") || ($0 >= 0x61 && $0 <= 0x7A) }
}

func makeMatcher(caseSensitive: Bool, maximumLength: Int = 8192) -> DeepLinkMatcher<String> {
  var matcher = DeepLinkMatcher<String>(
    configuration: .init(
      customSchemes: ["myapp", "MyOther"], universalLinkHosts: ["shop.example.com"],
      redirectHosts: ["partner.example.com"], parameterTypes: [slug], caseSensitivePaths: caseSensitive,
      maximumLength: maximumLength))
  for line in githubRoutes.split(separator: "\n") {
    do { try matcher.register(String(line), value: String(line)) } catch { fatalError("\(line): \(error)") }
  }
  for (pattern, exposure) in extraPatterns {
    do { try matcher.register(pattern, exposure: exposure, value: pattern) } catch { fatalError("\(pattern): \(error)") }
  }
  return matcher
}

let sensitive = makeMatcher(caseSensitive: true)
let folding = makeMatcher(caseSensitive: false, maximumLength: 300)
/// A small matcher that each input's own pattern is registered into.
let small: DeepLinkMatcher<String> = {
  var matcher = DeepLinkMatcher<String>(
    configuration: .init(customSchemes: ["myapp"], universalLinkHosts: ["shop.example.com"], parameterTypes: [slug]))
  for pattern in ["/users/:id(int)", "/users/*/x", "/files/**", "/search?q=:q", "myapp://a/:b", "/caf%C3%A9"] {
    try! matcher.register(pattern, value: pattern)
  }
  return matcher
}()

enum AppRoute: Equatable, Sendable {
  case product(id: Int)
  case search(query: String, page: Int)
  case user(name: String)
  case files(path: String)
  case item(id: UUID, tab: String?)
}

let table: DeepLinkTable<AppRoute> = {
  do {
    return try DeepLinkTable<AppRoute>(
      configuration: .init(customSchemes: ["myapp"], universalLinkHosts: ["shop.example.com"]),
      [
        DeepLinkEntry(
          "/product/:id(int)", parse: { .product(id: try $0.value("id")) },
          print: { guard case .product(let id) = $0 else { return nil }; return ["id": id] }),
        DeepLinkEntry(
          "/search?q=:query&page=:page(int)=1",
          parse: { .search(query: try $0.value("query"), page: try $0.value("page")) },
          print: {
            guard case .search(let query, let page) = $0 else { return nil }
            return ["query": query, "page": page]
          }),
        DeepLinkEntry(
          "/users/:name", parse: { .user(name: try $0.value("name")) },
          print: { guard case .user(let name) = $0 else { return nil }; return ["name": name] }),
        DeepLinkEntry(
          "/files/**", parse: { .files(path: try $0.value("**")) },
          print: { guard case .files(let path) = $0 else { return nil }; return ["**": path] }),
        DeepLinkEntry(
          "/items/:id(uuid)?tab=:tab?", parse: { .item(id: try $0.value("id"), tab: try $0.optionalValue("tab")) },
          print: { guard case .item(let id, let tab) = $0 else { return nil }; return ["id": id, "tab": tab] }),
      ])
  } catch {
    fatalError("\(error)")
  }
}()

func exercise(_ matcher: DeepLinkMatcher<String>, _ text: String) {
  _ = try? matcher.match(text)
  _ = try? matcher.match(text, origin: .app)
  _ = try? matcher.match(path: text)
  _ = try? matcher.match(path: "/" + text)
  if let url = URL(string: text) { _ = try? matcher.match(url) }
  if let match = try? matcher.match(text, origin: .app) {
    for (name, value) in match.parameters { _ = (name.utf8.count, value.utf8.count) }
    for (name, value) in match.query { _ = (name.utf8.count, value.utf8.count) }
  }
}

func roundTrip(_ text: String) {
  guard let route = try? table.route(for: text) else { return }
  let url: URL
  do { url = try table.url(for: route) } catch { return }
  do {
    let again = try table.route(for: url)
    if again != route { fatalError("round trip: \(text) -> \(route) -> \(url) -> \(again)") }
  } catch .tooLong {
    // Percent-encoding can triple a value's length past the table's limit: not a round-trip bug.
    return
  } catch {
    fatalError("round trip: \(text) -> \(route) -> \(url) -> \(error)")
  }
}

/// The outcome of a match as one line: the pattern and every captured value, or the error.
func outcome(_ matcher: DeepLinkMatcher<String>, path: String) -> String {
  do {
    guard let match = try matcher.match(path: path) else { return "no match" }
    return "\(match.value) [\(match.parameters)] [\(match.query)]"
  } catch .tooLong {
    return "error: tooLong"
  } catch {
    return "error: \(error)"
  }
}

/// Differential check: escaping one unreserved letter of the path (`a` as `%61`) sends the
/// path through the decoding slow path instead of the in-place fast path; both must agree.
func differential(_ matcher: DeepLinkMatcher<String>, _ text: String) {
  guard text.utf8.first == UInt8(ascii: "/"), !text.utf8.contains(UInt8(ascii: "%")) else { return }
  var bytes = Array(text.utf8)
  let pathEnd = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count
  guard let letter = bytes[..<pathEnd].lastIndex(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else { return }
  let hex = Array("0123456789ABCDEF".utf8)
  let byte = bytes[letter]
  bytes.replaceSubrange(letter...letter, with: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
  let escaped = String(decoding: bytes, as: UTF8.self)
  let plain = outcome(matcher, path: text)
  let decoded = outcome(matcher, path: escaped)
  if plain.hasPrefix("error: tooLong") || decoded.hasPrefix("error: tooLong") { return }
  if plain != decoded { fatalError("fast and slow paths disagree:\n\(text.debugDescription) -> \(plain.debugDescription)\n\(escaped.debugDescription) -> \(decoded.debugDescription)") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  exercise(sensitive, text)
  exercise(folding, text)
  roundTrip(text)
  differential(sensitive, text)
  differential(folding, text)
  // Pattern parsing on the whole input, and on the part before a NUL with the rest as a link.
  _ = try? DeepLinkPattern(text)
  let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
  if parts.count == 2 {
    let patternText = String(decoding: parts[0], as: UTF8.self)
    let link = String(decoding: parts[1], as: UTF8.self)
    if let pattern = try? DeepLinkPattern(patternText) {
      _ = pattern.parameterNames
      var matcher = small
      if (try? matcher.register(pattern, value: "fuzz")) != nil {
        exercise(matcher, link)
        exercise(matcher, "/users/42")
        exercise(matcher, patternText)
      }
    }
  }
  return 0
}
