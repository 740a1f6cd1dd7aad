@_spi(Hosting) public import SceneRouter

/// Animates a change of a ``NavigationModel``'s values and says when the animation finished:
/// what makes a step complete when the person sees it done, not when its values were written.
///
/// ``NavigationRootView`` installs a ``SwiftUIAnimator`` (SwiftUI's `withAnimation` with a
/// completion); tests and other view layers may install their own.
@MainActor
public protocol NavigationAnimator {
  /// Runs `change` at once, inside an animation of `step`, and calls `completion` exactly
  /// once, when that animation finished (at once when nothing animates).
  ///
  /// - Parameters:
  ///   - step: The step whose values change.
  ///   - change: Writes the model's new values; call it once, before returning.
  ///   - completion: Call it when the animation finished.
  @_spi(Hosting) func animate(_ step: NavigationStep, change: () -> Void, completion: @escaping @MainActor () -> Void)
}
