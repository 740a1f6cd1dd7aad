#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIStandIn
#endif
@_spi(Hosting) public import SceneRouter

/// Animates a ``NavigationModel``'s changes with SwiftUI's `withAnimation`, and completes each
/// animated step when SwiftUI says its animation finished
/// (`withAnimation(_:completionCriteria:_:completion:)`, iOS 17 and macOS 14).
///
/// ``NavigationRootView`` installs one when it appears and the model has no animator. Before
/// iOS 17 there is no completion to wait for: the change is made without an animation
/// transaction and the step completes at once.
public struct SwiftUIAnimator: NavigationAnimator {
  #if canImport(SwiftUI)
  /// SwiftUI's animation type (spelled in full, so that this type never depends on which modules a file imports).
  public typealias Animation = SwiftUI.Animation
  #else
  /// SwiftUI's animation type (spelled in full, so that this type never depends on which modules a file imports).
  public typealias Animation = SwiftUIStandIn.Animation
  #endif

  /// The animation of every animated step.
  public var animation: Animation
  /// When an animation counts as finished; `.logicallyComplete` by default, so the next step
  /// may start while the last one settles.
  public var completionCriteria: AnimationCompletionCriteria

  /// Creates an animator.
  ///
  /// - Parameters:
  ///   - animation: The animation of every animated step; SwiftUI's default.
  ///   - completionCriteria: When an animation counts as finished.
  public init(animation: Animation = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete) {
    self.animation = animation
    self.completionCriteria = completionCriteria
  }

  /// Runs `change` inside `withAnimation` and calls `completion` when the animation finished.
  ///
  /// - Parameters:
  ///   - step: The step whose values change.
  ///   - change: Writes the model's new values.
  ///   - completion: Called once, when the animation finished.
  @_spi(Hosting) public func animate(_ step: NavigationStep, change: () -> Void, completion: @escaping @MainActor () -> Void) {
    if #available(iOS 17, macOS 14, *) {
      withAnimation(animation, completionCriteria: completionCriteria, change) { completion() }
    } else {
      change()
      completion()
    }
  }
}

#endif
