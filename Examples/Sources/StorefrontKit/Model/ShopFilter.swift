/// Which products the Shop lists.
public enum ShopFilter: Hashable, Sendable, CaseIterable {
  /// Every product.
  case all
  /// Products under $20.
  case underTwentyDollars

  /// What Filters and the Shop call it.
  public var title: String {
    switch self {
    case .all: "All products"
    case .underTwentyDollars: "Under $20"
    }
  }

  /// Whether the Shop lists `product` under this filter.
  public func includes(_ product: Product) -> Bool {
    switch self {
    case .all: true
    case .underTwentyDollars: product.priceInCents < 2000
    }
  }
}
