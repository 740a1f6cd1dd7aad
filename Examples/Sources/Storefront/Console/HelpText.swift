/// The commands, as `help` prints them.
enum HelpText {
  static let lines = [
    "Commands:",
    "  1, 2, …              choose an action of the screen on top",
    "  back                 tap the back button",
    "  swipe                swipe back from the left edge (swipe cancel: let go half-way)",
    "  close                pull the sheet down, or close the screen on top the way it was opened",
    "  pull                 pull the sheet down",
    "  dismiss              remove the screen on top by force",
    "  tab shop|wishlist|search  tap a tab (or tab 1, tab 2, tab 3)",
    "  open LINK            open a deep link (a link typed alone opens too)",
    "  open --notification back-in-stock product=42    tap a notification (also price-drop)",
    "  open --shortcut com.example.storefront.wishlist  choose a Home Screen Quick Action",
    "  open --activity com.example.storefront.product id=42  continue a Spotlight result",
    "  open --widget storefront://product/42             tap a widget",
    "  relaunch             quit and start again, the navigation saved and restored as links",
    "  snapshot             print the navigation as a tree",
    "  screen               show the screen on top again",
    "  help                 this list",
    "  quit                 leave (so does the end of the input)",
    "Links: storefront://shop, storefront://wishlist, storefront://search, storefront://product/42,",
    "  storefront://product/42/sheet, storefront://wishlist/product/42,",
    "  storefront://login, storefront://signup,",
    "  storefront://forgot-password, and https://shop.example.com/ with the same paths.",
  ]
}
