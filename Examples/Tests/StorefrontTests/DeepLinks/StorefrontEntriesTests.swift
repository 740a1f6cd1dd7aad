import SceneRouter
import Testing

@testable import StorefrontConsole

/// A notification tap, a Quick Action, a Spotlight result and a widget reach the storefront
/// through the same guarded path as its links.
@MainActor
@Suite("Storefront entries")
struct StorefrontEntriesTests {
  /// Runs one console line on a fresh storefront and returns its messages and the screen on top.
  private func run(_ line: String) async throws -> (messages: [String], top: String) {
    let session = ConsoleSession()
    await session.settle()
    await session.perform(try ConsoleCommand(parsing: line))
    return (session.takeMessages(), session.app.navigator.topMostScreen?.screenName ?? "nothing")
  }

  @Test("each kind of entry opens its screen", arguments: [
    ("open --notification back-in-stock product=42", "Product"),
    // The wishlist's products need a signed-in person: the guard shows Login first.
    ("open --notification price-drop product=3", "Login"),
    ("open --shortcut com.example.storefront.wishlist", "Wishlist"),
    ("open --activity com.example.storefront.product id=3", "Product"),
    ("open --widget storefront://product/42", "Product"),
  ])
  func opens(_ line: String, _ screen: String) async throws {
    let (messages, top) = try await run(line)
    #expect(messages == [])
    #expect(top == screen, "\(line)")
  }

  @Test("an entry the storefront does not read, or with a wrong payload, is refused with the reason")
  func refused() async throws {
    let unknown = try await run("open --shortcut com.example.storefront.cart")
    #expect(
      unknown.messages
        == [
          "'shortcut com.example.storefront.cart' is not a storefront link: nothing reads the entry 'shortcut com.example.storefront.cart'."
        ])
    let wrong = try await run("open --notification back-in-stock product=x")
    #expect(wrong.messages.count == 1)
    #expect(wrong.messages.first?.contains("product") == true)
    #expect(throws: ConsoleCommand.ParseError.self) { try ConsoleCommand(parsing: "open --notification") }
    #expect(throws: ConsoleCommand.ParseError.self) { try ConsoleCommand(parsing: "open --widget a b=c") }
  }
}
