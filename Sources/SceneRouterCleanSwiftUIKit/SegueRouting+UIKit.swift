#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
import SceneRouter
public import SceneRouterUIKit
public import SceneRouterCleanSwift

extension SegueRouting {
  /// Forwards a storyboard segue to the Clean Swift segue routes: call it from the source
  /// view controller's `prepare(for:sender:)`.
  ///
  /// ```swift
  /// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
  ///   do { try router?.prepare(for: segue) } catch { assertionFailure("\(error)") }
  /// }
  /// ```
  ///
  /// UIKit performs the segue as soon as `prepare(for:sender:)` returns, so the route for the
  /// segue's identifier must pass its data before then: register it with
  /// `SegueRoutes.registering(preparing:_:)`, whose routes are synchronous, and write it as
  /// `route(segue:passing:)`, which passes data only and leaves the showing to the storyboard.
  /// This works on every system the package supports; nothing here starts a task.
  ///
  /// - Parameter segue: The segue being prepared; its source and destination must be screens.
  /// - Throws: `UIKitSegueError`: `UIKitSegueError.routeNotPreparing(identifier:)` when the
  ///   identifier has only an asynchronous route, which cannot finish inside
  ///   `prepare(for:sender:)`.
  public func prepare(for segue: UIStoryboardSegue) throws(UIKitSegueError) {
    guard let identifier = segue.identifier else { throw .noIdentifier }
    guard let source = segue.source as? any Screen else {
      throw .notAScreen(identifier: identifier, controller: String(describing: type(of: segue.source)))
    }
    guard let destination = segue.destination as? any Screen else {
      throw .notAScreen(identifier: identifier, controller: String(describing: type(of: segue.destination)))
    }
    let prepared = StoryboardSegue(identifier: identifier, source: source, destination: destination, transition: nil)
    do {
      try prepareRoute(for: prepared)
    } catch {
      if case .noRouteForSegue = error, segueRoutes.identifiers.contains(identifier) {
        throw .routeNotPreparing(identifier: identifier)
      }
      throw .route(error)
    }
  }
}

#endif
