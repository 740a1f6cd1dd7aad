/// Why a navigation request was refused.
///
/// Every refusal leaves the navigation exactly as it was: the navigator checks a whole
/// request against its state before a host performs the first step. Where UIKit would
/// throw an exception or silently do nothing, SceneRouter returns one of these.
///
/// Screens are named as in snapshots, such as `'Product'`.
///
/// A program branches on the error's stable ``code`` (the same across releases, also for
/// logs and analytics); a person reads ``description``. Codes are values, not the cases of
/// an enum, so a later release can add a reason without breaking a `switch` that ends in
/// `default`. An app's own refusal (a product that no longer exists, inside a deep link's
/// plan) is ``declined(reason:)``; a router guard's has the code ``Code/guardDenied``:
///
/// ```swift
/// do { try await router.route(to: settings, as: .push, guardedBy: [signedIn]) }
/// catch where error.code == .guardDenied { showSignInHint() }
///
/// switch error.code {
/// case .alreadyPresenting: retryLater()
/// default: log(error.code, error.description)
/// }
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was refused, with the names the description shows.
  let reason: Reason

  /// An error for a reason.
  init(_ reason: Reason) { self.reason = reason }

  /// The refusal's stable name, such as ``Code/alreadyInHierarchy``.
  public var code: Code { reason.code }

  /// A sentence saying what was refused and why.
  public var description: String { reason.description }

  /// The app's own refusal, for the reason given: a domain rule such as "the shop sells no
  /// product 7", thrown from a route or a deep link's plan. Its code is ``Code/declined``.
  ///
  /// ```swift
  /// guard let product = catalog[id] else { throw .declined(reason: "the shop sells no product \(id)") }
  /// ```
  ///
  /// - Parameter reason: Why, as a clause or a sentence; the description capitalises it and
  ///   ends it with one period.
  /// - Returns: The error.
  public static func declined(reason: String) -> NavigationError { Self(.declined(reason: reason)) }

  /// Nothing is on screen to route from: an app's plan or route refuses with it before the
  /// window has a root, or when what it would route through is not there yet. Its code is
  /// ``Code/noRoot``.
  public static var noRoot: NavigationError { Self(.noRoot) }

  /// What the request needs is gone with its navigator: an app's plan whose window (which
  /// owns the navigator's routers) was released refuses with it. Its code is
  /// ``Code/navigatorReleased``.
  ///
  /// ```swift
  /// plan: { [weak self] route throws(NavigationError) in
  ///   guard let self else { throw .navigatorReleased }
  ///   return try self.makePlan(for: route)
  /// }
  /// ```
  public static var navigatorReleased: NavigationError { Self(.navigatorReleased) }
}
