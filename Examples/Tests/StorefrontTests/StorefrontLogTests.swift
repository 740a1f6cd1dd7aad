import Foundation
import Testing

/// Runs the built `storefront` binary with `--log` and compares the event log it writes
/// to standard error, line by line, for article 002's flows.
@Suite("storefront --log")
struct StorefrontLogTests {
  @Test("adding to the wishlist while signed out logs every request, screen and result in order")
  func wishlistWhileSignedOut() async throws {
    let script = "1\n3\nscreen\n1\n1\ntab wishlist\nscreen\n"
    let logged = try await StorefrontBinary.run(["--script", "-", "--log"], input: script)
    let plain = try await StorefrontBinary.run(["--script", "-"], input: script)
    #expect(logged.status == 0)
    #expect(logged.output == plain.output)
    #expect(logged.errors == """
      event: request 2 received from router call: open Product from Shop as push
      event: request 2 planned: push Product#8 onto #2 (standard)
      event: request 2 started
      event: hidden Shop#3 by push at tab 0, stack 0, level 0 (request 2)
      event: shown Product#8 by push at tab 0, stack 1, level 0 (request 2)
      event: request 2 completed
      event: request 3 received from router call: open Login from Product as modal(formSheet, in navigation)
      event: request 3 planned: present stack#10[Login#9] from #1 as formSheet (standard)
      event: request 3 started
      event: shown Login#9 by present formSheet at stack 0, level 1 (request 3)
      event: request 3 completed
      event: request 4 received from router call: close Login returning String
      event: request 4 planned: dismiss #10 (standard)
      event: request 4 started
      event: hidden Login#9 by dismiss at stack 0, level 1 (request 4)
      event: result of Login#9 delivered: a value (request 4)
      event: request 4 completed
      event: request 5 received from router call: refresh the chrome of Wishlist
      event: request 5 planned: refreshChrome Wishlist#5
      event: request 5 started
      event: request 5 completed
      event: request 6 received from router call: open PopUp from Product as fade(0.3s)
      event: request 6 planned: present PopUp#11 from #1 as overFullScreen (fade(0.3s))
      event: request 6 started
      event: shown PopUp#11 by present overFullScreen at level 1 (request 6)
      event: request 6 completed
      event: request 7 received from router call: close PopUp
      event: request 7 planned: dismiss #11 (fade(0.3s))
      event: request 7 started
      event: hidden PopUp#11 by dismiss at level 1 (request 7)
      event: request 7 completed
      event: request 8 received from person's action: select tab 1
      event: request 8 planned: selectTab 1 of #1
      event: request 8 started
      event: hidden Product#8 by select tab at tab 0, stack 1, level 0 (request 8)
      event: shown Wishlist#5 by select tab at tab 1, stack 0, level 0 (request 8)
      event: request 8 completed
      """ + "\n")
  }

  @Test("a deep link to a wishlist product while signed out logs the redirect to Login, then the product")
  func deepLinkThroughGuard() async throws {
    let run = try await StorefrontBinary.run(
      ["--script", "-", "--log"], input: "open storefront://wishlist/product/2\n1\nsnapshot\n")
    #expect(run.status == 0)
    #expect(run.errors == """
      event: request 2 received from deep link /login: plan: perform dismissPresented; open Login as modal(formSheet, in navigation)
      event: request 2 planned: present stack#9[Login#8] from #1 as formSheet (standard)
      event: request 2 started
      event: shown Login#8 by present formSheet at stack 0, level 1 (request 2)
      event: request 2 completed
      event: request 3 received from router call: close Login returning String
      event: request 3 planned: dismiss #9 (standard)
      event: request 3 started
      event: hidden Login#8 by dismiss at stack 0, level 1 (request 3)
      event: result of Login#8 delivered: a value (request 3)
      event: request 3 completed
      event: request 4 received from deep link /wishlist/product/:id {id=2}: plan: perform dismissPresented; perform selectTab(1); perform popToRoot; open Product as push
      event: request 4 planned: selectTab 1 of #1; push Product#10 onto #4 (standard)
      event: request 4 started
      event: hidden Shop#3 by select tab at tab 0, stack 0, level 0 (request 4)
      event: shown Wishlist#5 by select tab at tab 1, stack 0, level 0 (request 4)
      event: hidden Wishlist#5 by push at tab 1, stack 0, level 0 (request 4)
      event: shown Product#10 by push at tab 1, stack 1, level 0 (request 4)
      event: request 4 completed
      """ + "\n")
  }
}
