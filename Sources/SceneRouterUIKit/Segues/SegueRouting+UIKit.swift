#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif
import SceneRouter
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
  /// The route registered for the segue's identifier runs with a `StoryboardSegue`
  /// naming the same source and destination, so a route written as
  /// `route(segue:orInstantiate:as:passing:)` passes data only: the storyboard shows the
  /// destination once, right after `prepare(for:sender:)` returns, and the route never
  /// shows it a second time. Because UIKit performs the segue as soon as this returns, the
  /// route must finish without waiting; one that awaits something is reported as
  /// ``UIKitSegueError/routeAwaited(identifier:)``. Running an async route synchronously
  /// takes `Task.immediate`, from iOS 26; before, this throws
  /// ``UIKitSegueError/needsImmediateTasks``.
  ///
  /// - Parameter segue: The segue being prepared; its source and destination must be screens.
  /// - Throws: ``UIKitSegueError``.
  public func prepare(for segue: UIStoryboardSegue) throws(UIKitSegueError) {
    guard let identifier = segue.identifier else { throw .noIdentifier }
    guard let source = segue.source as? any Screen else {
      throw .notAScreen(identifier: identifier, controller: String(describing: type(of: segue.source)))
    }
    guard let destination = segue.destination as? any Screen else {
      throw .notAScreen(identifier: identifier, controller: String(describing: type(of: segue.destination)))
    }
    let prepared = StoryboardSegue(identifier: identifier, source: source, destination: destination, transition: nil)
    let outcome = SegueOutcome()
    // The route starts here and, passing data only, ends before `immediate` returns.
    // Starting a task synchronously needs the Swift 6.2 runtime (iOS 26 and later).
    guard #available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, *) else { throw .needsImmediateTasks }
    Task.immediate { @MainActor in
      do throws(SceneRoutingError) {
        try await self.route(for: prepared)
        outcome.result = .success(())
      } catch {
        outcome.result = .failure(error)
      }
    }
    switch outcome.result {
    case .success: return
    case .failure(let error): throw .route(error)
    case nil: throw .routeAwaited(identifier: identifier)
    }
  }
}

/// Where a segue route's outcome lands when it finishes within `prepare(for:sender:)`.
@MainActor
private final class SegueOutcome {
  var result: Result<Void, SceneRoutingError>?
}
