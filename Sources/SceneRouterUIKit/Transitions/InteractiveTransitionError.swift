#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

/// Why ``UIKitHost/beginInteractivePop(driving:)`` or
/// ``UIKitHost/beginInteractivePush(_:as:driving:)`` could not start a transition that a
/// person's finger drives; nothing changed.
public enum InteractiveTransitionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The navigator is performing a step, a person's change is under way (a swipe back, a
  /// tab tap, another finger-driven transition), or the window is not visible yet: a finger
  /// cannot start a transition in the middle of another change.
  case busy
  /// The screen on top is the root of its navigation stack, or in none, or nothing is shown
  /// (an empty name): there is nothing to go back to.
  case nothingToPop(screen: String)
  /// The screen on top was not pushed with a custom transition (`StepAnimation.custom`):
  /// UIKit's own pop is driven by the swipe back, not by the app.
  case noCustomTransition(screen: String)
  /// ``UIKitHost/pushAnimator`` returned no animator for popping the screen with its custom
  /// transition, and an interactive transition needs one.
  case noAnimator(screen: String, animation: String)
  /// The screen on top is in no navigation stack (or nothing is shown: an empty name), so
  /// there is no stack to push onto.
  case noStackToPushOnto(screen: String)
  /// The screen to push is shown already, or a container or presentation holds it.
  case alreadyShown(screen: String)
  /// The custom transition behaves as a presentation, not as a push.
  case notAPush(transition: String)
  /// ``UIKitHost/pushAnimator`` returned no animator for pushing the screen with the custom
  /// transition, and an interactive transition needs one.
  case noPushAnimator(screen: String, animation: String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .busy:
      "Cannot begin an interactive transition: the navigator is busy with a step or a person's change."
    case .nothingToPop(let screen) where screen.isEmpty:
      "Cannot begin an interactive pop: nothing is shown."
    case .nothingToPop(let screen):
      "Cannot begin an interactive pop: '\(screen)' is the root of its navigation stack; there is nothing to go back to."
    case .noCustomTransition(let screen):
      "Cannot begin an interactive pop: '\(screen)' was not pushed with a custom transition; the swipe back pops it with UIKit's own animation."
    case .noAnimator(let screen, let animation):
      "Cannot begin an interactive pop: pushAnimator returns no animator to pop '\(screen)' with \(animation)."
    case .noStackToPushOnto(let screen) where screen.isEmpty:
      "Cannot begin an interactive push: nothing is shown."
    case .noStackToPushOnto(let screen):
      "Cannot begin an interactive push: '\(screen)' on top is in no navigation stack."
    case .alreadyShown(let screen):
      "Cannot begin an interactive push: '\(screen)' is shown already."
    case .notAPush(let transition):
      "Cannot begin an interactive push: the custom transition '\(transition)' behaves as a presentation."
    case .noPushAnimator(let screen, let animation):
      "Cannot begin an interactive push: pushAnimator returns no animator to push '\(screen)' with \(animation)."
    }
  }
}

#endif
