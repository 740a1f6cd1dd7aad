import SceneRouterDeclarations
import Testing

@Suite("RouteLinks")
struct RouteLinksTests {
  @Test(
    "the path automaton accepts every path the pattern reads",
    arguments: [
      ("/product/:id(int)", "/product/42", true),
      ("/product/:id(int)", "/product/-42", true),
      ("/product/:id(int)", "/product/x", false),
      ("/product/:id", "/product/x", true),
      ("/product/:id", "/product/x/y", false),
      ("/product/:id/", "/product/x", true),
      ("/v/:x(double)", "/v/1.5e3", true),
      ("/v/:on(bool)", "/v/true", true),
      ("/v/:on(bool)", "/v/yes", false),
      ("/v/:id(uuid)", "/v/123e4567-e89b-12d3-a456-426614174000", true),
      ("/v/:id(uuid)", "/v/123e4567", false),
      ("/v/:id(slug)", "/v/anything", true),
      ("/post/:slug-:id(int)", "/post/a-1", true),
      ("/a/*", "/a/b", true),
      ("/files/**", "/files", true),
      ("/files/**", "/files/a/b", true),
      ("/files/**+", "/files", false),
      ("/files/**+", "/files/a", true),
      ("/search(/:query)", "/search", true),
      ("/search(/:query)", "/search/shoes", true),
      ("/:id(int)(/edit)", "/4/edit", true),
      ("/caf%C3%A9", "/café", true),
      ("/caf%C3%A9", "/caf%C3%A9", true),
      ("/café", "/caf%C3%A9", true),
      ("/", "/", true),
      ("/shop", "/Shop", false),
      ("https://shop.example.com/p/:id", "/p/1", true),
      ("https://shop.example.com", "/", true),
      ("myapp://product/:id", "/product/1", true),
    ])
  func paths(pattern: String, path: String, expected: Bool) throws {
    let route = try #require(RouteLinks(pattern: pattern))
    #expect(route.path.matches(path) == expected)
  }

  @Test("one trailing slash is read, but links as the app prints them have none")
  func trailingSlash() throws {
    let route = try #require(RouteLinks(pattern: "/product/:id"))
    #expect(route.path.matches("/product/1/"))
    #expect(!route.printedPath.matches("/product/1/"))
    #expect(route.printedPath.matches("/product/1"))
  }

  @Test("paths that fold case accept any spelling of a literal")
  func caseInsensitive() throws {
    let route = try #require(RouteLinks(pattern: "/Shop", caseSensitivePaths: false))
    #expect(route.path.matches("/sHOP"))
  }

  @Test("scheme, host, and the query items a link must carry")
  func parts() throws {
    let web = try #require(RouteLinks(pattern: "https://Shop.Example.com/search?q=:query&page=:page(int)=1&sort=:sort?&tag=:tags[]&n=:n(int)"))
    #expect(web.scheme == "https")
    #expect(web.host == "shop.example.com")
    #expect(!web.isCustomScheme)
    #expect(web.requiredQuery.map(\.name) == ["q", "n"])
    #expect(web.requiredQuery[1].value.matches("12"))
    #expect(!web.requiredQuery[1].value.matches("x"))
    let custom = try #require(RouteLinks(pattern: "myapp://product/:id"))
    #expect(custom.isCustomScheme)
    #expect(custom.host == nil)
  }

  @Test("a pattern SceneRouter refuses is not read; an unknown parameter type is the app's own")
  func refused() {
    #expect(RouteLinks(pattern: "/files/**/raw") == nil)
    #expect(RouteLinks(pattern: "/a//b") == nil)
    #expect(RouteLinks(pattern: "/v/:id(slug)") != nil)
  }
}
