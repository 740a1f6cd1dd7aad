import Foundation
import Testing

/// The interactive screens, colours and script files of the built `storefront` binary.
@Suite("storefront run")
struct StorefrontRunTests {
  @Test("the interactive mode shows the tab bar, the breadcrumb, a sheet on top, numbered actions and a hint")
  func interactiveScreens() async throws {
    let run = try await StorefrontBinary.run(["--interactive"], input: "tab wishlist\n1\nbogus\nquit\n")
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(run.output == """
      Storefront — the Shop and Wishlist app of article 002, in your terminal.
      Choose an action by its number; type help for every command.
      ────────────────────────────────────────────────────────────────
       Tabs  [1 Shop]  2 Wishlist  3 Search
       Shop
      ────────────────────────────────────────────────────────────────
       Shop
       Today's products:
       • Swift T-shirt  $19.00
       • Xcode Mug  $12.00
       • Router Stickers  $4.00
       • Deep Link Hoodie  $49.00

         1  Open 'Swift T-shirt'
         2  Open 'Xcode Mug'
         3  Open 'Router Stickers'
         4  Open 'Deep Link Hoodie'
         5  Filter products

      Type a number, or: back · swipe [cancel] · close · dismiss · tab shop|wishlist|search · open LINK · snapshot · help · quit
      storefront> tab wishlist
      ────────────────────────────────────────────────────────────────
       Tabs  1 Shop  [2 Wishlist]  3 Search
       Wishlist
      ────────────────────────────────────────────────────────────────
       Wishlist
       Signed out.
       Your wishlist is empty.

         1  Log in

      Type a number, or: back · swipe [cancel] · close · dismiss · tab shop|wishlist|search · open LINK · snapshot · help · quit
      storefront> 1
      ────────────────────────────────────────────────────────────────
       Tabs  1 Shop  [2 Wishlist]  3 Search
       Wishlist
       ↳ sheet: Log in
      ────────────────────────────────────────────────────────────────
       Log in
       Log in to keep a wishlist.

         1  Log in as Ana
         2  Sign up
         3  Forgot password
         4  Cancel
         … 'Log in' is waiting for the screen it opened to close

      Type a number, or: back · swipe [cancel] · close · dismiss · tab shop|wishlist|search · open LINK · snapshot · help · quit
      storefront> bogus
      Unknown command 'bogus'; type help for the commands.
      storefront> quit
      """ + "\n")
  }

  @Test("colour is used only when asked for or at a terminal without NO_COLOR")
  func colours() async throws {
    let escape = "\u{1B}["
    #expect(try await StorefrontBinary.run(["--interactive", "--color", "always"], input: "quit\n").output.contains(escape))
    #expect(!(try await StorefrontBinary.run(["--interactive"], input: "quit\n").output.contains(escape)))
    let noColor = try await StorefrontBinary.run(["--interactive", "--color", "auto"], input: "quit\n", environment: ["NO_COLOR": "1"])
    #expect(!noColor.output.contains(escape))
    #expect(!(try await StorefrontBinary.run(["--script", "-"], input: "screen\n").output.contains(escape)))
  }

  @Test("a script file runs like the same lines on standard input")
  func scriptFile() async throws {
    let script = "# a comment\n\n  1\r\nback\n"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("storefront-\(UUID().uuidString).txt")
    try Data(script.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = try await StorefrontBinary.run(["--script", file.path])
    let fromInput = try await StorefrontBinary.run([], input: script)
    #expect(fromFile.status == 0)
    #expect(fromFile.output == fromInput.output)
    #expect(fromFile.output == """
      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > back
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """ + "\n")
  }

  @Test("--width runs the storefront in a compact or a regular window, and refuses another width")
  func width() async throws {
    let regular = try await StorefrontBinary.run(["--script", "-"], input: "snapshot\n")
    let compact = try await StorefrontBinary.run(["--script", "-", "--width", "compact"], input: "snapshot\n")
    #expect(compact.status == 0)
    // The tabs show the same in both widths: nothing in them adapts to the width.
    #expect(compact.output == regular.output)
    let refused = try await StorefrontBinary.run(["--script", "-", "--width", "narrow"], input: "snapshot\n")
    #expect(refused.status != 0)
    #expect(refused.errors.contains("The value 'narrow' is invalid for '--width <width>'"))
  }

  @Test("--sidebar shows the tabs in a sidebar in a regular window and in the tab bar in a compact one")
  func sidebar() async throws {
    let regular = try await StorefrontBinary.run(["--script", "-", "--sidebar"], input: "snapshot\n")
    let compact = try await StorefrontBinary.run(["--script", "-", "--sidebar", "--width", "compact"], input: "snapshot\n")
    #expect(regular.status == 0)
    #expect(compact.status == 0)
    #expect(regular.output == """
      > snapshot
      tabs (sidebar shown)
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      """)
    #expect(compact.output == """
      > snapshot
      tabs (no sidebar in a compact width)
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      """)
    // The sidebar lists the tabs where the tab bar would; a tab chosen there is selected as in
    // the tab bar, and nothing else on the screens changes.
    let input = "tab wishlist\nquit\n"
    let tabBar = try await StorefrontBinary.run(["--interactive"], input: input)
    let sidebar = try await StorefrontBinary.run(["--interactive", "--sidebar"], input: input)
    #expect(tabBar.output.contains(" Tabs  [1 Shop]  2 Wishlist  3 Search\n"))
    #expect(sidebar.output == tabBar.output.replacingOccurrences(of: "\n Tabs  ", with: "\n Sidebar  "))
  }

  @Test("a script that cannot be read is reported and the run fails")
  func missingScript() async throws {
    let run = try await StorefrontBinary.run(["--script", "/nonexistent/storefront-script.txt"])
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(run.errors == "storefront: cannot read the script '/nonexistent/storefront-script.txt'.\n")
  }

  @Test("help lists every command and the links")
  func help() async throws {
    let output = try await StorefrontBinary.script("help\n")
    for word in ["back", "swipe", "close", "pull", "dismiss", "tab shop|wishlist", "open LINK", "snapshot", "screen", "quit"] {
      #expect(output.contains("  \(word)"))
    }
    #expect(output.contains("storefront://wishlist/product/42"))
    #expect(output.contains("storefront://search"))
  }
}
