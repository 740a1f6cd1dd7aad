public import Foundation
public import SceneRouterDeepLinks

/// The ways into the storefront besides a link, each read into the same routes: a notification
/// tap, a Home Screen Quick Action, a Spotlight result; a widget's URL reads as a link.
public enum StorefrontEntries {
  /// A product is back in stock: `back-in-stock` with `product=42` opens the product.
  public static let backInStock = "back-in-stock"
  /// A wishlisted product's price dropped: `price-drop` with `product=42` opens it in the wishlist.
  public static let priceDrop = "price-drop"
  /// The Quick Action that opens the wishlist.
  public static let wishlistShortcut = "com.example.storefront.wishlist"
  /// The activity type of a product viewed, for Handoff and Spotlight: `id=42`.
  public static let productActivity = "com.example.storefront.product"

  /// Reads an entry into the storefront's route: by its source and kind, or by its URL.
  ///
  /// - Parameters:
  ///   - entry: What came in.
  ///   - links: Reads the entry's URL, for links, widgets and App Clips.
  /// - Returns: The route.
  /// - Throws: `DeepLinkError` saying why the storefront does not read it.
  @MainActor
  public static func route(
    for entry: Entry, links: @escaping @MainActor (URL) throws(DeepLinkError) -> StorefrontRoute
  ) throws(DeepLinkError) -> StorefrontRoute {
    var reader = EntryReader<StorefrontRoute> { url, _ throws(DeepLinkError) in try links(url) }
    reader.read(.notification, backInStock) { entry throws(DeepLinkError) in .product(try product(entry, "product")) }
    reader.read(.notification, priceDrop) { entry throws(DeepLinkError) in .wishlistProduct(try product(entry, "product")) }
    reader.read(.shortcut, wishlistShortcut) { _ in .wishlist }
    reader.read(.userActivity, productActivity) { entry throws(DeepLinkError) in .product(try product(entry, "id")) }
    return try reader.route(for: entry)
  }

  /// The product identifier an entry's payload holds under `key`.
  private static func product(_ entry: Entry, _ key: String) throws(DeepLinkError) -> Int {
    guard let text = entry.payload[key] else { throw .missingParameter(key) }
    guard let id = Int(text), id > 0 else { throw .invalidParameter(name: key, value: text, type: "product identifier") }
    return id
  }
}
