/// What a matcher found for a URL: the pattern, its value, and the decoded parameters.
///
/// ```swift
/// if let match = try matcher.match(path: "/users/42?tab=likes") {
///   match.pattern.text        // "/users/:id"
///   match.parameters["id"]    // "42"
///   match.query["tab"]        // "likes"
/// }
/// ```
public struct DeepLinkMatch<Value> {
  /// The matched pattern, as its text: its parts (``DeepLinkPattern/scheme``,
  /// ``DeepLinkPattern/parameterNames``, …) are parsed again when asked for, also for a
  /// pattern registered parsed, so that a matcher keeps no parsed parts per route.
  public let pattern: DeepLinkPattern
  /// The value registered with the pattern.
  public let value: Value
  /// The captured parameters, decoded once: path parameters in written order, then the
  /// pattern's query items (with defaults filled in).
  public let parameters: DeepLinkParameters
  /// Every query item of the URL, decoded once, in order.
  ///
  /// Kept with ``parameters`` (not among its pairs), so that a match is small enough to be
  /// copied and destroyed field by field.
  public var query: DeepLinkParameters { parameters.carriedQuery }

  /// Creates a match; `parameters` carries the URL's query items (see ``DeepLinkParameters/carrying(_:)``).
  @usableFromInline
  init(pattern: DeepLinkPattern, value: Value, parameters: DeepLinkParameters) {
    self.pattern = pattern
    self.value = value
    self.parameters = parameters
  }
}

extension DeepLinkMatch: Sendable where Value: Sendable {}
