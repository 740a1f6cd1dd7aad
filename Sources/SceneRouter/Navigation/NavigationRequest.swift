/// A navigation request as a value: which request it is, where it came from, and what it asks.
///
/// Every request a navigator receives — a router's call, a plan, a deep link's plan, a
/// person's action — is one of these. It names screens by name and, when they were on screen
/// as the request was made, by identity; it holds no screen object, title or result value, so
/// it can be printed in a log or a test failure and sent anywhere. The navigator's events
/// carry it (``NavigationEvent/received(_:)``); what it asks is read in its description:
///
/// ```swift
/// navigator.addEventObserver { event in
///   if case .received(let request) = event { print(request) }
/// }
/// navigator.close(detail)  // prints "request 3 from router call: close Detail"
/// ```
public struct NavigationRequest: Equatable, Sendable, CustomStringConvertible {
  /// The request's identity, in arrival order.
  public let id: NavigationRequestID
  /// Where the request came from: a router's call, a plan, a deep link, a person's action.
  public let origin: RequestOrigin
  /// What the request asks, with its operands as plain values.
  package let kind: Kind

  /// Creates a request value, as a navigator does when it receives a request.
  ///
  /// - Parameters:
  ///   - id: The request's identity.
  ///   - origin: Where the request came from.
  ///   - kind: What it asks.
  package init(id: NavigationRequestID, origin: RequestOrigin, kind: Kind) {
    self.id = id
    self.origin = origin
    self.kind = kind
  }

  /// `request 2 from router call: open Product from Shop as push`.
  public var description: String { "\(id) from \(origin): \(kind)" }
}
