/// The number a navigator gives each request it receives, in arrival order.
///
/// Every event about a request carries its identity, so a log can follow one request
/// from `received` to its one ending. Identities start at 1 for each ``Navigator``; a
/// person's action is a request too.
public struct NavigationRequestID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The request's number, unique within one navigator.
  public let rawValue: Int

  /// Creates an identity from its number.
  ///
  /// - Parameter rawValue: A number unique within one navigator.
  package init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Orders requests by arrival.
  ///
  /// - Parameters:
  ///   - lhs: A request identity.
  ///   - rhs: Another request identity.
  public static func < (lhs: NavigationRequestID, rhs: NavigationRequestID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `request 3`.
  public var description: String { "request \(rawValue)" }
}
