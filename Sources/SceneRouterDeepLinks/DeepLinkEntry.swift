/// One line of a ``DeepLinkTable``: a pattern, its exposure, and both directions of one route case.
///
/// The pattern is written once; reading fills the route from the pattern's parameters, and
/// printing fills the same pattern from the route, so the two directions cannot drift apart:
///
/// ```swift
/// DeepLinkEntry<AppRoute>(
///   "/product/:id(int)",
///   parse: { parameters in .product(id: try parameters.value("id")) },
///   print: { route in
///     guard case .product(let id) = route else { return nil }
///     return ["id": id]
///   })
/// ```
public struct DeepLinkEntry<Route>: Sendable {
  /// The pattern text; see ``DeepLinkPattern`` for the language.
  public let pattern: String
  /// Whether the route may be opened from outside the app.
  public let exposure: DeepLinkExposure
  let parse: @Sendable (DeepLinkParameters) throws -> Route
  let print: @Sendable (Route) -> [String: (any DeepLinkValue)?]?

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - pattern: The pattern text, e.g. `/product/:id(int)` or `/search?q=:query&page=:page(int)=1`.
  ///   - exposure: Whether the route may be opened from outside the app (default: external).
  ///   - parse: Builds the route from a match's parameters; read them with ``DeepLinkParameters/value(_:as:)``.
  ///     An error it throws reaches the caller as a ``DeepLinkError`` (other errors as
  ///     ``DeepLinkError/routeRejected(_:)``).
  ///   - print: Returns the parameter values for a route of this entry's case, keyed by
  ///     parameter name (a nil value omits an optional query item), or nil for other cases.
  public init(
    _ pattern: String,
    exposure: DeepLinkExposure = .external,
    parse: @escaping @Sendable (DeepLinkParameters) throws -> Route,
    print: @escaping @Sendable (Route) -> [String: (any DeepLinkValue)?]?
  ) {
    self.pattern = pattern
    self.exposure = exposure
    self.parse = parse
    self.print = print
  }
}
