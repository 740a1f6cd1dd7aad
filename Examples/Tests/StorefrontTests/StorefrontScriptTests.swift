import Foundation
import Testing

/// Runs the built `storefront` binary with scripts covering article 002's whole flow and
/// compares everything it prints.
@Suite("storefront --script")
struct StorefrontScriptTests {
  @Test("CI's smoke script prints the cold start's snapshot and quits")
  func quitsAfterTheSnapshot() async throws {
    let output = try await StorefrontBinary.script("""
      snapshot
      quit
      """ + "\n")
    #expect(output == """
      > snapshot
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > quit
      """ + "\n")
  }

  @Test("adding to the wishlist while signed out presents Login first and continues after signing in")
  func wishlistWhileSignedOut() async throws {
    let output = try await StorefrontBinary.script("""
      # Shop › Swift T-shirt, then add it to the wishlist while signed out
      1
      3
      # Login is presented first; the addition waits for it
      screen
      1
      # Signed in: the addition went on, with its pop-up
      1
      tab wishlist
      screen
      """ + "\n")
    #expect(output == """
      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 3
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  [1 Shop]  2 Wishlist  3 Search
       Shop › Swift T-shirt
       ↳ sheet: Log in
      ────────────────────────────────────────────────────────────────
       Log in
       Log in to keep a wishlist.

         1  Log in as Ana
         2  Sign up
         3  Forgot password
         4  Cancel
         … 'Add to wishlist' is waiting for the screen it opened to close

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented overFullScreen:
      └─ PopUp "'Swift T-shirt' was added to your wishlist."

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > tab wishlist
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  1 Shop  [2 Wishlist (1)]  3 Search
       Wishlist
      ────────────────────────────────────────────────────────────────
       Wishlist
       Signed in as Ana.
       • Swift T-shirt  $19.00

         1  Open 'Swift T-shirt'
         2  Sign out
         3  Remove 'Swift T-shirt'
      """ + "\n")
  }

  @Test("signing up from the gated Login signs in, closes Login and finishes the addition")
  func signUpFinishesTheAddition() async throws {
    let output = try await StorefrontBinary.script("""
      2
      2
      2
      1
      1
      tab wishlist
      screen
      """ + "\n")
    #expect(output == """
      > 2
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 2
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"

      > 2
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ SignUp "Sign up"

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented overFullScreen:
      └─ PopUp "'Xcode Mug' was added to your wishlist."

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > tab wishlist
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Xcode Mug"
      ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  1 Shop  [2 Wishlist (1)]  3 Search
       Wishlist
      ────────────────────────────────────────────────────────────────
       Wishlist
       Signed in as Bo.
       • Xcode Mug  $12.00

         1  Open 'Xcode Mug'
         2  Sign out
         3  Remove 'Xcode Mug'
      """ + "\n")
  }

  @Test("Forgot Password is reachable from Login and from Sign Up, and its pop-up closes with OK")
  func forgotPasswordFromBoth() async throws {
    let output = try await StorefrontBinary.script("""
      tab wishlist
      1
      3
      1
      1
      back
      2
      2
      back
      back
      close
      screen
      """ + "\n")
    #expect(output == """
      > tab wishlist
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 1
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"

      > 3
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ ForgotPassword "Forgot password"

      > 1
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ ForgotPassword "Forgot password"
      presented overFullScreen:
      └─ PopUp "Check your email to reset your password."

      > 1
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ ForgotPassword "Forgot password"

      > back
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"

      > 2
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ SignUp "Sign up"

      > 2
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         ├─ SignUp "Sign up"
         └─ ForgotPassword "Forgot password"

      > back
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ SignUp "Sign up"

      > back
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"

      > close
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  1 Shop  [2 Wishlist]  3 Search
       Wishlist
      ────────────────────────────────────────────────────────────────
       Wishlist
       Signed out.
       Your wishlist is empty.

         1  Log in
      """ + "\n")
  }

  @Test("a product opens a product, and back, swipe, swipe cancel and the tab bar go back as a person would")
  func productOpensProduct() async throws {
    let output = try await StorefrontBinary.script("""
      1
      1
      1
      back
      swipe cancel
      swipe
      1
      tab shop
      """ + "\n")
    #expect(output == """
      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  ├─ Product "Xcode Mug"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > back
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > swipe cancel
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > swipe
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > tab shop
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """ + "\n")
  }

  @Test("the Siri shortcut sheet opens from a product, pulls down, and closes when the shortcut is added")
  func siriShortcutSheet() async throws {
    let output = try await StorefrontBinary.script("""
      1
      4
      screen
      close
      4
      1
      """ + "\n")
    #expect(output == """
      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 4
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ AddShortcut "Add to Siri"

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  [1 Shop]  2 Wishlist  3 Search
       Shop › Swift T-shirt
       ↳ sheet: Add to Siri
      ────────────────────────────────────────────────────────────────
       Add to Siri
       Say "Show product 1" to open it.

         1  Add shortcut
         2  Cancel

      > close
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 4
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ AddShortcut "Add to Siri"

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """ + "\n")
  }

  @Test("close and dismiss remove the screen on top, and say why they cannot remove a tab's root")
  func closeAndDismiss() async throws {
    let output = try await StorefrontBinary.script("""
      1
      1
      close
      dismiss
      close
      dismiss
      """ + "\n")
    #expect(output == """
      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  ├─ Product "Swift T-shirt"
      │  └─ Product "Xcode Mug"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > close
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > dismiss
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > close
      Cannot close 'Shop': it is the root of its navigation stack.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > dismiss
      Cannot dismiss 'Shop': it was neither presented nor pushed.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """ + "\n")
  }

  @Test("bad input gets a one-line explanation, leaves the navigation as it was, and quit stops the script")
  func badInput() async throws {
    let output = try await StorefrontBinary.script("""
      frobnicate
      9
      0
      99999999999999999999999
      tab 4
      swipe left
      back now
      open
      open not a url
      pull
      back
      quit
      snapshot
      """ + "\n")
    #expect(output == """
      > frobnicate
      Unknown command 'frobnicate'; type help for the commands.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 9
      There is no action 9 on 'Shop': choose 1 to 5.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 0
      There is no action 0 on 'Shop': choose 1 to 5.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 99999999999999999999999
      There is no action 99999999999999999999999 here.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > tab 4
      tab takes shop, wishlist, search, or a number from 1 to 3.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > swipe left
      Type swipe, or swipe cancel to let go half-way.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > back now
      'back' takes nothing after it.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > open
      open needs a link, such as open storefront://product/42.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > open not a url
      'not a url' is not a valid URL.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > pull
      Cannot pull down a sheet: nothing is presented.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > back
      'Shop' is the root of its navigation stack; there is nothing to go back to.
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > quit
      """ + "\n")
  }

  @Test("deep links on a running app dismiss what is presented, wait for Login when guarded, and a refused link changes nothing")
  func linksOnARunningApp() async throws {
    let output = try await StorefrontBinary.script("""
      1
      3
      open storefront://wishlist/product/42
      1
      screen
      open https://shop.example.com/product/2
      open storefront://product/999
      open storefront://signup
      1
      open https://shop.example.com/forgot-password
      1
      open storefront://shop
      """ + "\n")
    #expect(output == """
      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 3
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"

      > open storefront://wishlist/product/42
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"

      > 1
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  └─ Product "Deep Link Hoodie"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  1 Shop  [2 Wishlist]  3 Search
       Wishlist › Deep Link Hoodie
      ────────────────────────────────────────────────────────────────
       Deep Link Hoodie
       Deep Link Hoodie  $49.00
       Not on your wishlist.
       You may also like: Router Stickers

         1  Open 'Router Stickers'
         2  Add to wishlist
         3  Create a Siri shortcut

      > open https://shop.example.com/product/2
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  ├─ Product "Deep Link Hoodie"
      │  └─ Product "Xcode Mug"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > open storefront://product/999
      Cannot open 'storefront://product/999': the shop sells no product 999.
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  ├─ Product "Deep Link Hoodie"
      │  └─ Product "Xcode Mug"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > open storefront://signup
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  ├─ Product "Deep Link Hoodie"
      │  └─ Product "Xcode Mug"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ SignUp "Sign up"

      > 1
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  ├─ Product "Deep Link Hoodie"
      │  └─ Product "Xcode Mug"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > open https://shop.example.com/forgot-password
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  ├─ Product "Deep Link Hoodie"
      │  └─ Product "Xcode Mug"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ ForgotPassword "Forgot password"

      > 1
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  ├─ Product "Deep Link Hoodie"
      │  └─ Product "Xcode Mug"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         ├─ Login "Log in"
         └─ ForgotPassword "Forgot password"
      presented overFullScreen:
      └─ PopUp "Check your email to reset your password."

      > open storefront://shop
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  ├─ Product "Deep Link Hoodie"
      │  └─ Product "Xcode Mug"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """ + "\n")
  }


  // Issue 10: with a fixed number of yields, a link behind a guarded link, or the command
  // after it, acted on the wrong screen in release builds; a command now ends when its
  // tasks have finished or wait for a person, so this output is the same in every build.
  @Test("a link opened while another waits for Login waits its turn, and both finish after logging in")
  func linkBehindAGuardedLink() async throws {
    let output = try await StorefrontBinary.script("""
      open storefront://wishlist/product/3
      open storefront://product/42
      screen
      1
      """ + "\n")
    #expect(output == """
      > open storefront://wishlist/product/3
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

      > open storefront://product/42
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

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  [1 Shop]  2 Wishlist  3 Search
       Shop
       ↳ sheet: Log in
      ────────────────────────────────────────────────────────────────
       Log in
       Log in to keep a wishlist.

         1  Log in as Ana
         2  Sign up
         3  Forgot password
         4  Cancel
         … 'open storefront://wishlist/product/3' is waiting for the screen it opened to close
         … 'open storefront://product/42' is waiting for the screen it opened to close

      > 1
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  ├─ Wishlist "Wishlist"
      │  ├─ Product "Router Stickers"
      │  └─ Product "Deep Link Hoodie"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      """)
  }

  @Test("filters open as a sheet resting at half height; removing a wished product asks in an alert first")
  func filtersAndRemovalAlert() async throws {
    let output = try await StorefrontBinary.script("""
      # Shop › Filter products: a sheet resting at half height, with a grabber
      5
      screen
      2
      screen
      # Sign in while adding the T-shirt, then remove it from the wishlist: an alert asks first
      1
      3
      1
      1
      tab wishlist
      3
      screen
      # The alert covers the tab bar; Keep leaves the wishlist as it was, Remove empties it
      tab shop
      2
      3
      1
      screen
      """ + "\n")
    #expect(output == """
      > 5
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented pageSheet [medium, large] at medium, grabber, undimmed up to medium:
      └─ Filters "Filters"

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  [1 Shop]  2 Wishlist  3 Search
       Shop
       ↳ sheet: Filters
      ────────────────────────────────────────────────────────────────
       Filters
       Showing: All products.

         1  Show all products
         2  Show under $20
         … 'Filter products' is waiting for the screen it opened to close

      > 2
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  [1 Shop]  2 Wishlist  3 Search
       Shop
      ────────────────────────────────────────────────────────────────
       Shop
       Today's products (Under $20):
       • Swift T-shirt  $19.00
       • Xcode Mug  $12.00
       • Router Stickers  $4.00

         1  Open 'Swift T-shirt'
         2  Open 'Xcode Mug'
         3  Open 'Router Stickers'
         4  Filter products

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 3
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented formSheet:
      └─ stack
         └─ Login "Log in"

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented overFullScreen:
      └─ PopUp "'Swift T-shirt' was added to your wishlist."

      > 1
      tabs
      ├─ stack (selected) [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > tab wishlist
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 3
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented alert:
      └─ Alert "Remove 'Swift T-shirt'?"

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  1 Shop  [2 Wishlist (1)]  3 Search
       Wishlist
       ↳ alert: Remove 'Swift T-shirt'?
      ────────────────────────────────────────────────────────────────
       Remove 'Swift T-shirt'?
       It leaves your wishlist; you can add it again from its page.

         1  Remove (destructive)
         2  Keep (cancel)
         … 'Remove 'Swift T-shirt'' is waiting for the screen it opened to close

      > tab shop
      Cannot tap the shop tab: an alert covers the tab bar; close it first.
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented alert:
      └─ Alert "Remove 'Swift T-shirt'?"

      > 2
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > 3
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      presented alert:
      └─ Alert "Remove 'Swift T-shirt'?"

      > 1
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  ├─ Shop "Shop"
      │  └─ Product "Swift T-shirt"
      ├─ stack (selected) [tab: Wishlist, image: heart]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"

      > screen
      ────────────────────────────────────────────────────────────────
       Tabs  1 Shop  [2 Wishlist]  3 Search
       Wishlist
      ────────────────────────────────────────────────────────────────
       Wishlist
       Signed in as Ana.
       Your wishlist is empty.

         1  Sign out
      """ + "\n")
  }
}
