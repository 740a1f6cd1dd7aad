extension StorefrontFlow {
  /// The headless host's whole snapshots at each checkpoint of each flow, read against
  /// article 002's story: what is on screen after each tap and gesture.
  enum Trees {
    static let filtersAndRemoval: [String] = [
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack [tab: Wishlist, image: heart]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented pageSheet [medium, large] at medium, grabber, undimmed up to medium:
        └─ Filters "Filters"
        """,
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack [tab: Wishlist, image: heart]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented pageSheet [medium, large] at large, grabber, undimmed up to medium:
        └─ Filters "Filters"
        """,
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack [tab: Wishlist, image: heart]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        """,
      """
        tabs
        ├─ stack [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack (selected) [tab: Wishlist, image: heart, badge: 2]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented alert:
        └─ Alert "Remove 'Xcode Mug'?"
        """,
      """
        tabs
        ├─ stack [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        """,
    ]

    static let shop: [String] = [
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack [tab: Wishlist, image: heart]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        """,
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop "Shop"
        │  ├─ Product "Swift T-shirt"
        │  └─ Product "Xcode Mug"
        ├─ stack [tab: Wishlist, image: heart]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        """,
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop "Shop"
        │  ├─ Product "Swift T-shirt"
        │  └─ Product "Xcode Mug"
        ├─ stack [tab: Wishlist, image: heart]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented formSheet:
        └─ stack
           └─ Login "Log in"
        """,
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop "Shop"
        │  ├─ Product "Swift T-shirt"
        │  └─ Product "Xcode Mug"
        ├─ stack [tab: Wishlist, image: heart, badge: 1]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented overFullScreen:
        └─ PopUp "'Xcode Mug' was added to your wishlist."
        """,
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop "Shop"
        │  ├─ Product "Swift T-shirt"
        │  ├─ Product "Xcode Mug"
        │  └─ Product "Swift T-shirt"
        ├─ stack [tab: Wishlist, image: heart, badge: 2]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented overFullScreen:
        └─ PopUp "'Swift T-shirt' was added to your wishlist."
        """,
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop "Shop"
        │  ├─ Product "Swift T-shirt"
        │  ├─ Product "Xcode Mug"
        │  └─ Product "Swift T-shirt"
        ├─ stack [tab: Wishlist, image: heart, badge: 2]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented formSheet:
        └─ AddShortcut "Add to Siri"
        """,
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop "Shop"
        │  ├─ Product "Swift T-shirt"
        │  ├─ Product "Xcode Mug"
        │  └─ Product "Swift T-shirt"
        ├─ stack [tab: Wishlist, image: heart, badge: 2]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        """,
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop "Shop"
        │  ├─ Product "Swift T-shirt"
        │  └─ Product "Xcode Mug"
        ├─ stack [tab: Wishlist, image: heart, badge: 2]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        """,
    ]

    /// Both wishlist flows, up to Sign up above Login with Forgot password swiped away.
    static let signUpStarted: [String] = [
      """
        tabs
        ├─ stack [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        """,
      """
        tabs
        ├─ stack [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
        │  ├─ Wishlist "Wishlist"
        │  └─ Product "Deep Link Hoodie"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        """,
      """
        tabs
        ├─ stack [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented formSheet:
        └─ stack
           ├─ Login "Log in"
           └─ ForgotPassword "Forgot password"
        presented overFullScreen:
        └─ PopUp "Check your email to reset your password."
        """,
      """
        tabs
        ├─ stack [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented formSheet:
        └─ stack
           └─ Login "Log in"
        """,
      """
        tabs
        ├─ stack [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented formSheet:
        └─ stack
           ├─ Login "Log in"
           ├─ SignUp "Sign up"
           └─ ForgotPassword "Forgot password"
        """,
      """
        tabs
        ├─ stack [tab: Shop, image: bag]
        │  └─ Shop "Shop"
        ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented formSheet:
        └─ stack
           ├─ Login "Log in"
           └─ SignUp "Sign up"
        """,
    ]

    /// Login closed (by an account created, or pulled down): the wishlist tab alone.
    static let wishlistTab = """
      tabs
      ├─ stack [tab: Shop, image: bag]
      │  └─ Shop "Shop"
      ├─ stack (selected) [tab: Wishlist, image: heart, badge: 1]
      │  └─ Wishlist "Wishlist"
      └─ stack [tab: system search, prominent]
         └─ Search "Search"
      """

    static let wishlist = signUpStarted + [wishlistTab]
    static let signUpAbandoned = signUpStarted + [wishlistTab]

    static let cancelledLogin: [String] = [
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop "Shop"
        │  └─ Product "Router Stickers"
        ├─ stack [tab: Wishlist, image: heart]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        presented formSheet:
        └─ stack
           └─ Login "Log in"
        """,
      """
        tabs
        ├─ stack (selected) [tab: Shop, image: bag]
        │  ├─ Shop "Shop"
        │  └─ Product "Router Stickers"
        ├─ stack [tab: Wishlist, image: heart]
        │  └─ Wishlist "Wishlist"
        └─ stack [tab: system search, prominent]
           └─ Search "Search"
        """,
    ]
  }
}
