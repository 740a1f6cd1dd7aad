/// The products the storefront sells.
public struct Catalog: Sendable {
  /// Every product, in display order.
  public var products: [Product]

  /// Creates a catalog.
  public init(products: [Product]) {
    self.products = products
  }

  /// The product with this number, if the shop sells it.
  public func product(_ id: Int) -> Product? { products.first { $0.id == id } }

  /// The sample catalog.
  public static let sample = Catalog(products: [
    Product(id: 1, name: "Swift T-shirt", priceInCents: 1900, relatedIDs: [2, 3]),
    Product(id: 2, name: "Xcode Mug", priceInCents: 1200, relatedIDs: [1]),
    Product(id: 3, name: "Router Stickers", priceInCents: 400, relatedIDs: [1, 42]),
    Product(id: 42, name: "Deep Link Hoodie", priceInCents: 4900, relatedIDs: [3]),
  ])
}
