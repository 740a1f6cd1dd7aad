/// Why a navigation request was refused.
///
/// Every refusal leaves the navigation exactly as it was: the navigator checks a whole
/// request against its state before a host performs the first step. Where UIKit would
/// throw an exception or silently do nothing, SceneRouter returns one of these.
///
/// Screens are named as in snapshots, such as `'Product'`.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing is shown yet: set a root first.
  case noRoot
  /// A router's root screen is gone (it was closed and released) or was never attached.
  case routerHasNoRoot
  /// The screen a request starts from is not on screen.
  case notInHierarchy(screen: String)
  /// A push from a screen that is not inside a navigation stack (UIKit does nothing).
  case noNavigationContainer(source: String, screen: String)
  /// The screen is already shown (UIKit throws for a pushed or presented instance shown twice).
  case alreadyInHierarchy(screen: String)
  /// The last screen of a stack cannot be popped (UIKit does nothing).
  case cannotPopRoot(screen: String)
  /// A presentation over a screen that is already presenting, with the refusing policy.
  case alreadyPresenting(presenter: String, presented: String, screen: String)
  /// The screen cannot be closed the way it was opened, for the reason given.
  case cannotClose(screen: String, reason: String)
  /// The screen is neither presented nor pushed, so nothing removes it by force.
  case nothingToDismiss(screen: String)
  /// A tab selection with no tab container on screen.
  case noTabContainer
  /// A tab index outside the container's tabs.
  case tabIndexOutOfRange(index: Int, count: Int)
  /// A tap on the tab item of a tab that has none: with more than five tabs, only the
  /// first four get tab items and the rest live under the More item (UIKit's rule).
  case tabUnderMore(index: Int, count: Int)
  /// A transition that cannot be performed as written, for the reason given.
  case invalidTransition(String)
  /// A host was asked for a step while another transition is still in flight.
  case transitionInFlight(step: String)
  /// A step that does not fit the navigation state; a bug in a host or a custom planner.
  case inconsistentStep(String)
  /// A result handed back by a closing screen is not of the type its opener awaits.
  case resultTypeMismatch(expected: String, actual: String)
  /// A person cannot dismiss this presentation by pulling it down.
  case cannotDismissInteractively(screen: String, reason: String)
  /// A person's gesture that has nothing to act on, such as a swipe back on a stack's root.
  case nothingToGoBackTo(screen: String)
  /// A pop to a screen that is not in the navigation stack (UIKit raises an exception).
  case notInStack(screen: String)
  /// A user action the host cannot perform now, for the reason given.
  case userActionUnavailable(action: String, reason: String)
  /// The navigator was released before the request was performed.
  case navigatorReleased

  /// A sentence saying what was refused and why.
  public var description: String {
    switch self {
    case .noRoot:
      "Nothing is on screen yet: set a root before routing."
    case .routerHasNoRoot:
      "The router has no root screen: it was never attached, or its screen was closed and released."
    case .notInHierarchy(let screen):
      "'\(screen)' is not on screen, so nothing can be routed from it."
    case .noNavigationContainer(let source, let screen):
      "Cannot push '\(screen)' from '\(source)': '\(source)' is not inside a navigation stack."
    case .alreadyInHierarchy(let screen):
      "'\(screen)' is already on screen; a screen instance can be shown only once."
    case .cannotPopRoot(let screen):
      "'\(screen)' is the root of its navigation stack and cannot be popped."
    case .alreadyPresenting(let presenter, let presented, let screen):
      "Cannot present '\(screen)' from '\(presenter)': it is already presenting '\(presented)'."
    case .cannotClose(let screen, let reason):
      "Cannot close '\(screen)': \(reason)."
    case .nothingToDismiss(let screen):
      "Cannot dismiss '\(screen)': it was neither presented nor pushed."
    case .noTabContainer:
      "Cannot select a tab: no tab container is on screen."
    case .tabIndexOutOfRange(let index, let count):
      "Cannot select tab \(index): the tab container has \(count) tab\(count == 1 ? "" : "s")."
    case .tabUnderMore(let index, let count):
      "Cannot tap tab \(index): the tab bar has \(count) tabs, so only tabs 0 to 3 have tab items and tab \(index) lives under More."
    case .invalidTransition(let reason):
      "Invalid transition: \(reason)."
    case .transitionInFlight(let step):
      "Cannot \(step) while another transition is in flight."
    case .inconsistentStep(let step):
      "The step '\(step)' does not fit the navigation state."
    case .resultTypeMismatch(let expected, let actual):
      "The screen handed back a \(actual), but its opener awaits a \(expected)."
    case .cannotDismissInteractively(let screen, let reason):
      "'\(screen)' cannot be pulled down: \(reason)."
    case .nothingToGoBackTo(let screen):
      "'\(screen)' is the root of its navigation stack; there is nothing to go back to."
    case .notInStack(let screen):
      "Cannot pop to '\(screen)': it is not in the navigation stack."
    case .userActionUnavailable(let action, let reason):
      "Cannot \(action): \(reason)."
    case .navigatorReleased:
      "The navigator was released before the request was performed."
    }
  }
}
