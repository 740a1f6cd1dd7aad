#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

public import SceneRouter

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
  /// The route failed: no route for the identifier, or data that could not be passed.
  case route(SceneRoutingError)
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
      error.description
    case .unwindDestinationNotBelow(let identifier, let source, let destination):
      "Cannot unwind segue '\(identifier)' from '\(source)' to '\(destination)': '\(destination)' is not shown below '\(source)'."
    }
  }
}

#endif
