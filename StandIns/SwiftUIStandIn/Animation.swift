/// The stand-in for SwiftUI's `Animation`: how a change is animated.
///
/// https://developer.apple.com/documentation/swiftui/animation
///
/// The stand-in animates nothing; see `withAnimation(_:completionCriteria:_:completion:)`.
public struct Animation: Equatable, Sendable {
  private let name: String

  /// A default animation instance.
  ///
  /// https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation(name: "default")
}

/// The stand-in for SwiftUI's `AnimationCompletionCriteria`: when an animation counts as finished.
///
/// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria
@available(iOS 17.0, macOS 14.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let name: String

  /// The animation has logically completed, but may still be in its long tail.
  ///
  /// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/logicallycomplete
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")

  /// The entire animation is finished and will now be removed.
  ///
  /// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/removed
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Returns the result of recomputing the view's body with the provided animation, and runs
/// the completion when all animations are complete.
///
/// https://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)
///
/// As on Apple's page, the completion runs exactly once: at once after `body` when no
/// animation was created (in the stand-in, always), or when `SwiftUISimulator` holds
/// animations, when the test finishes them. The stand-in is main-actor isolated where
/// SwiftUI's function is not: stricter, so that code compiling here compiles there.
///
/// - Parameters:
///   - animation: The animation; nil for none.
///   - completionCriteria: When the animation counts as finished.
///   - body: The changes to animate.
///   - completion: Runs once the animations are complete.
/// - Returns: What `body` returns.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  SwiftUISimulator.animationStarted(animated: animation != nil, completion: completion)
  return result
}
