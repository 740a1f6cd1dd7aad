import SceneRouter
import Testing

@testable import StorefrontConsole

/// `relaunch`: the window's navigation saved as links, a new app started, and the links
/// restored in it through the storefront's table, guards and screen factories.
@MainActor
@Suite("ConsoleSession relaunch", .timeLimit(.minutes(10)))
struct ConsoleRelaunchTests {
  /// Runs commands, returning the messages of each.
  func run(_ session: ConsoleSession, _ lines: [String]) async throws -> [[String]] {
    var messages: [[String]] = []
    for line in lines {
      await session.perform(try ConsoleCommand(parsing: line))
      messages.append(session.takeMessages())
    }
    return messages
  }

  @Test("a relaunch brings back the tab and the products pushed on it, in a new app")
  func products() async throws {
    let session = ConsoleSession()
    _ = try await run(session, ["tab wishlist", "open storefront://product/3", "1"])
    let before = session.app.navigator.snapshot
    let first = ObjectIdentifier(session.app)
    #expect(try await run(session, ["relaunch"]) == [[]])
    #expect(ObjectIdentifier(session.app) != first)
    #expect(session.app.navigator.snapshot == before)
    #expect(session.app.host.snapshot == before)
    #expect(session.app.navigator.snapshot.description == """
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  ├─ Product "Router Stickers"
      │  └─ Product "Swift T-shirt"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """)
  }

  @Test("the Search tab, the prominent one, comes back with the product pushed on it: it has a link now")
  func searchTab() async throws {
    let session = ConsoleSession()
    _ = try await run(session, ["open storefront://search", "1"])
    let before = session.app.navigator.snapshot
    #expect(try await run(session, ["relaunch"]) == [[]])
    #expect(session.app.navigator.snapshot == before)
    #expect(session.app.host.snapshot == before)
    #expect(session.app.navigator.snapshot.description == """
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack (selected) [tab: system search, prominent]
         ├─ Search "Search"
         └─ Product "Deep Link Hoodie"
      """)
  }

  @Test("a product shown as a sheet comes back as a sheet, with the product pushed inside it")
  func productSheet() async throws {
    let session = ConsoleSession()
    _ = try await run(session, ["open storefront://product/3/sheet", "1"])
    let before = session.app.navigator.snapshot
    #expect(try await run(session, ["relaunch"]) == [[]])
    #expect(session.app.navigator.snapshot == before)
    #expect(session.app.host.snapshot == before)
    #expect(session.app.navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Product "Router Stickers"
         └─ Product "Swift T-shirt"
      """)
  }

  @Test("Login comes back; Sign Up, which is not saved, does not")
  func login() async throws {
    let session = ConsoleSession()
    _ = try await run(session, ["open storefront://signup"])
    #expect(try await run(session, ["relaunch"]) == [[]])
    #expect(session.app.navigator.snapshot.description == """
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"
      """)
  }

  @Test("relaunch takes nothing after it")
  func parsing() {
    #expect(throws: ConsoleCommand.ParseError(description: "'relaunch' takes nothing after it.")) {
      try ConsoleCommand(parsing: "relaunch now")
    }
    #expect((try? ConsoleCommand(parsing: " RELAUNCH ")) == .relaunch)
  }
}
