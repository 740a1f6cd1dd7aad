/// A product the shop sells.
public struct Product: Hashable, Sendable, Identifiable {
  /// The product's number, used in deep links (`/product/42`).
  public var id: Int
  /// The product's name.
  public var name: String
  /// The price in cents.
  public var priceInCents: Int
  /// Products shown under "You may also like".
  public var relatedIDs: [Int]

  /// Creates a product.
  public init(id: Int, name: String, priceInCents: Int, relatedIDs: [Int]) {
    self.id = id
    self.name = name
    self.priceInCents = priceInCents
    self.relatedIDs = relatedIDs
  }

  /// The price as `$19.00`.
  public var price: String {
    let cents = priceInCents % 100
    return "$\(priceInCents / 100).\(cents < 10 ? "0" : "")\(cents)"
  }
}
