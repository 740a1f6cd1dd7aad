import SceneRouterDeclarations
import Testing

@Suite("UniversalLinkComparison")
struct UniversalLinkComparisonTests {
  /// The comparison of the components (JSON) with the patterns, every pattern expected to
  /// be claimed: `unread` lists the components' paths, `unclaimed` the patterns, with the
  /// excluding component's path.
  static func compare(
    _ components: String, _ patterns: [String], budget: Int = LinkSearch.defaultBudget
  ) throws -> (unread: [String], unclaimed: [String], undecided: Int) {
    let association = try SiteAssociation(
      contents: Array(#"{"applinks": {"details": [{"appIDs": ["T.a"], "components": \#(components)}]}}"#.utf8), file: "aasa")
    let rules = association.rules(for: nil)
    let routes = try patterns.map { try #require(RouteLinks(pattern: $0)) }
    let comparison = UniversalLinkComparison(rules: rules, readers: routes, expected: routes, budget: budget)
    return (
      comparison.unreadRules.map { rules[$0].description },
      comparison.unclaimedRoutes.map { unclaimed in
        patterns[unclaimed.route] + (unclaimed.excludedBy.map { " by " + rules[$0].description } ?? "")
      },
      comparison.undecidedRules.count + comparison.undecidedRoutes.count
    )
  }

  @Test("a claim read by some pattern and a pattern some claim reaches: nothing to say")
  func agreeing() throws {
    let outcome = try Self.compare(#"[{"/": "/product/*"}, {"/": "/help/*"}]"#, ["/product/:id(int)", "/help/**"])
    #expect(outcome.unread == [])
    #expect(outcome.unclaimed == [])
  }

  @Test("a claim no pattern reads, and a pattern no claim reaches")
  func bothWays() throws {
    let outcome = try Self.compare(#"[{"/": "/products/*"}, {"/": "/help/*"}]"#, ["/product/:id", "/help/**"])
    #expect(outcome.unread == ["'/products/*'"])
    #expect(outcome.unclaimed == ["/product/:id"])
  }

  @Test("a claim read by only some of its links is read: * has no one-segment form")
  func partly() throws {
    let outcome = try Self.compare(#"[{"/": "*"}]"#, ["/product/:id"])
    #expect(outcome.unread == [])
  }

  @Test("the first rule a link matches decides: an exclusion before a claim hides it, after it does not")
  func order() throws {
    let before = try Self.compare(
      #"[{"/": "/product/*/reviews", "exclude": true}, {"/": "/product/*"}]"#, ["/product/:id/reviews", "/product/:id"])
    #expect(before.unclaimed == ["/product/:id/reviews by '/product/*/reviews'"])
    let after = try Self.compare(
      #"[{"/": "/product/*"}, {"/": "/product/*/reviews", "exclude": true}]"#, ["/product/:id/reviews", "/product/:id"])
    #expect(after.unclaimed == [])
  }

  @Test("an exclusion of some links of a pattern leaves it claimed")
  func partialExclusion() throws {
    let outcome = try Self.compare(#"[{"/": "/product/1*", "exclude": true}, {"/": "/product/*"}]"#, ["/product/:id(int)"])
    #expect(outcome.unclaimed == [])
  }

  @Test("an exclusion naming a fragment or query item decides only the links carrying it")
  func conditionalExclusion() throws {
    let fragment = try Self.compare(##"[{"#": "no_universal_links", "exclude": true}, {"/": "/a"}]"##, ["/a"])
    #expect(fragment.unclaimed == [])
    let query = try Self.compare(#"[{"?": {"web": "1"}, "exclude": true}, {"/": "/a"}]"#, ["/a", "/b?web=:web(int)"])
    #expect(query.unclaimed == ["/b?web=:web(int)"])
    let everything = try Self.compare(#"[{"/": "*", "exclude": true}, {"/": "/a"}]"#, ["/a"])
    #expect(everything.unread == [], "a claim is compared alone")
    #expect(everything.unclaimed == ["/a by '*'"])
  }

  @Test("query items: the route's required items and the claim's must share a value")
  func queryItems() throws {
    let outcome = try Self.compare(
      #"[{"/": "/order/*", "?": {"step": "first"}}, {"/": "/search", "?": {"q": "?*"}}, {"/": "/list", "?": "page=$(digit)"}]"#,
      ["/order/:id?step=:step(int)", "/search?q=:query", "/list"])
    #expect(outcome.unread == ["'/order/*' ?step=first"])
    #expect(outcome.unclaimed == ["/order/:id?step=:step(int)"])
  }

  @Test("links as the app prints them: no trailing slash")
  func trailingSlash() throws {
    let outcome = try Self.compare(#"[{"/": "/a/"}]"#, ["/a"])
    #expect(outcome.unread == [], "the app reads /a/")
    #expect(outcome.unclaimed == ["/a"], "but prints /a")
  }

  @Test("with no patterns every claim is unread; with no rules every pattern unclaimed")
  func empty() throws {
    #expect(try Self.compare(#"[{"/": "/a"}]"#, []).unread == ["'/a'"])
    #expect(try Self.compare("[]", ["/a"]).unclaimed == ["/a"])
  }

  @Test("past the budget, what is left is undecided, not reported")
  func budget() throws {
    let outcome = try Self.compare(#"[{"/": "/a/*"}]"#, ["/a/:x"], budget: 1)
    #expect(outcome.unread == [])
    #expect(outcome.unclaimed == [])
    #expect(outcome.undecided == 2)
  }
}
