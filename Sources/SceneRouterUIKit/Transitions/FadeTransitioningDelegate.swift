#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import Foundation

/// Presents and dismisses with a ``FadeAnimator``: what ``UIKitHost`` gives a screen opened
/// with `.fade`. Presenting controllers hold transitioning delegates weakly; the host keeps
/// this one while its screen is presented.
@MainActor
public final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  /// The fade's length in seconds.
  public let duration: TimeInterval

  /// Creates the delegate.
  ///
  /// - Parameter duration: The fade's length in seconds.
  public init(duration: TimeInterval) {
    self.duration = duration
    super.init()
  }

  /// A fade in.
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller presenting it.
  ///   - source: The controller `present` was called on.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    FadeAnimator(duration: duration, isPresenting: true)
  }

  /// A fade out.
  ///
  /// - Parameter dismissed: The controller being dismissed.
  public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    FadeAnimator(duration: duration, isPresenting: false)
  }
}

#endif
