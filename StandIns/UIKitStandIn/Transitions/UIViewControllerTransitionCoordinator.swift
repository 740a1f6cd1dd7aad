import Foundation

/// Runs code alongside a controller transition and hears how it ends (UIKit's
/// `UIViewControllerTransitionCoordinator`); it exists only while its transition runs (rule 56).
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
///
/// UIKit gives `animate(alongsideTransition:completion:)`'s completion a default of nil;
/// a Swift protocol cannot, so callers pass both arguments (STAND-INS point 5).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` with the transition and `completion` when it ends, cancelled or not.
  ///
  /// - Parameters:
  ///   - animation: Run alongside the transition's animation.
  ///   - completion: Run when the transition ends.
  /// - Returns: Whether the blocks were queued.
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Runs `handler` when a person stops driving the transition: it completes or is cancelled.
  ///
  /// - Parameter handler: Receives the context; `isCancelled` tells which.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
