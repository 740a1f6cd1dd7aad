#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

import SceneRouter

/// Why a storyboard segue could not be forwarded to a router's segue routes.
public enum UIKitSegueError: Error, Equatable, CustomStringConvertible {
  /// The segue has no identifier, so no route can be chosen.
  case noIdentifier
  /// The segue's source or destination is a view controller that does not adopt `Screen`.
  case notAScreen(identifier: String, controller: String)
  /// The identifier has only an asynchronous route; UIKit shows the destination as soon as
  /// `prepare(for:sender:)` returns, so a segue's route must be registered with
  /// `registering(preparing:_:)` and pass its data synchronously.
  case routeNotPreparing(identifier: String)
  /// The route failed: no route for the identifier, or data that could not be passed; the
  /// error is the routes' own (a Clean Swift route's is a `CleanSwiftRoutingError`).
  case route(any Error)
  /// An unwind segue's destination is neither shown below its source nor in a tab, so
  /// closing screens cannot reveal it (it is not on screen).
  case unwindDestinationNotBelow(identifier: String, source: String, destination: String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .noIdentifier:
      "Cannot route a segue without an identifier: give it one in the storyboard."
    case .notAScreen(let identifier, let controller):
      "Cannot route segue '\(identifier)': '\(controller)' does not adopt Screen."
    case .routeNotPreparing(let identifier):
      "The route for segue '\(identifier)' is asynchronous; register it with registering(preparing:) so that it passes its data before prepare(for:sender:) returns, when the storyboard shows the destination."
    case .route(let error):
      String(describing: error)
    case .unwindDestinationNotBelow(let identifier, let source, let destination):
      "Cannot unwind segue '\(identifier)' from '\(source)' to '\(destination)': '\(destination)' is not shown below '\(source)'."
    }
  }

  /// Whether two errors are the same case with equal values; two route errors are equal
  /// when they are of one type and read the same.
  ///
  /// - Parameters:
  ///   - lhs: An error.
  ///   - rhs: Another error.
  /// - Returns: Whether they are equal.
  public static func == (lhs: UIKitSegueError, rhs: UIKitSegueError) -> Bool {
    switch (lhs, rhs) {
    case (.noIdentifier, .noIdentifier): true
    case (.notAScreen(let a, let b), .notAScreen(let c, let d)): a == c && b == d
    case (.routeNotPreparing(let a), .routeNotPreparing(let b)): a == b
    case (.route(let a), .route(let b)):
      ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) && String(describing: a) == String(describing: b)
    case (.unwindDestinationNotBelow(let a, let b, let c), .unwindDestinationNotBelow(let d, let e, let f)):
      a == d && b == e && c == f
    default: false
    }
  }
}

#endif
