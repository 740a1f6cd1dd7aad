/// Why a navigation request was refused.
///
/// Every refusal leaves the navigation exactly as it was: the navigator checks a whole
/// request against its state before a host performs the first step. Where UIKit would
/// throw an exception or silently do nothing, SceneRouter returns one of these.
///
/// Screens are named as in snapshots, such as `'Product'`.
///
/// A program branches on the case, or on its stable ``code`` (the same across releases,
/// also for logs and analytics); a person reads ``description``. An app's own refusal (a
/// product that no longer exists, inside a deep link's plan) is ``declined(reason:)``; a
/// router guard's is ``guardDenied(guard:reason:)``:
///
/// ```swift
/// do { try await router.route(to: settings, as: .push, guardedBy: [signedIn]) }
/// catch where error.code == .guardDenied { showSignInHint() }
/// ```
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
  /// A presentation while an alert is shown: an alert presents nothing (rule 16; `UIAlertController` is meant to be used as is: https://developer.apple.com/documentation/uikit/uialertcontroller).
  case alertShown(alert: String, screen: String)
  /// A popover whose anchor the screen it would point from has not registered
  /// (``Screen/popoverAnchors``): UIKit needs a source view or bar button item on screen.
  case unknownPopoverAnchor(anchor: String, screen: String)
  /// A presentation over a screen that is already presenting, with the refusing policy.
  case alreadyPresenting(presenter: String, presented: String, screen: String)
  /// The screen cannot be closed the way it was opened, for the reason given.
  case cannotClose(screen: String, reason: String)
  /// The screen is neither presented nor pushed, so nothing removes it by force.
  case nothingToDismiss(screen: String)
  /// A tab selection with no tab container on screen, or a sidebar shown or hidden with no
  /// sidebar-adaptable tab container on screen.
  case noTabContainer
  /// A tab index outside the container's tabs.
  case tabIndexOutOfRange(index: Int, count: Int)
  /// A tap on the tab item of a tab that has none: with more than five tabs, only the
  /// first four get tab items and the rest live under the More item (UIKit's rule).
  case tabUnderMore(index: Int, count: Int)
  /// A route to a split view's column from a screen in no split view (UIKit's
  /// `showDetailViewController(_:sender:)` would present modally instead; SceneRouter refuses).
  case noSplitView(screen: String)
  /// A route to a column the split view does not have: a supplementary column in a
  /// double-column split view (`UISplitViewController.Style`).
  case splitColumnUnavailable(column: String, columns: Int)
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
  /// A person's action the host cannot perform now (a tap, a gesture, a SwiftUI binding write),
  /// for the reason given.
  case personActionUnavailable(action: String, reason: String)
  /// The navigator was released before the request was performed.
  case navigatorReleased
  /// The app itself refused the request, for the reason given: a domain rule such as "the
  /// shop sells no product 7", thrown from a route or a deep link's plan.
  case declined(reason: String)
  /// A ``RouterGuard`` refused a route from a router, for the reason given.
  case guardDenied(guard: String, reason: String)

  /// A stable name for each case, for programs to branch on and logs to record.
  public enum Code: String, Hashable, Codable, Sendable, CaseIterable {
    /// The code of a ``NavigationError``'s `noRoot` case.
    case noRoot
    /// The code of a ``NavigationError``'s `routerHasNoRoot` case.
    case routerHasNoRoot
    /// The code of a ``NavigationError``'s `notInHierarchy` case.
    case notInHierarchy
    /// The code of a ``NavigationError``'s `noNavigationContainer` case.
    case noNavigationContainer
    /// The code of a ``NavigationError``'s `alreadyInHierarchy` case.
    case alreadyInHierarchy
    /// The code of a ``NavigationError``'s `alertShown` case.
    case alertShown
    /// The code of a ``NavigationError``'s `unknownPopoverAnchor` case.
    case unknownPopoverAnchor
    /// The code of a ``NavigationError``'s `alreadyPresenting` case.
    case alreadyPresenting
    /// The code of a ``NavigationError``'s `cannotClose` case.
    case cannotClose
    /// The code of a ``NavigationError``'s `nothingToDismiss` case.
    case nothingToDismiss
    /// The code of a ``NavigationError``'s `noTabContainer` case.
    case noTabContainer
    /// The code of a ``NavigationError``'s `tabIndexOutOfRange` case.
    case tabIndexOutOfRange
    /// The code of a ``NavigationError``'s `tabUnderMore` case.
    case tabUnderMore
    /// The code of a ``NavigationError``'s `noSplitView` case.
    case noSplitView
    /// The code of a ``NavigationError``'s `splitColumnUnavailable` case.
    case splitColumnUnavailable
    /// The code of a ``NavigationError``'s `invalidTransition` case.
    case invalidTransition
    /// The code of a ``NavigationError``'s `transitionInFlight` case.
    case transitionInFlight
    /// The code of a ``NavigationError``'s `inconsistentStep` case.
    case inconsistentStep
    /// The code of a ``NavigationError``'s `resultTypeMismatch` case.
    case resultTypeMismatch
    /// The code of a ``NavigationError``'s `cannotDismissInteractively` case.
    case cannotDismissInteractively
    /// The code of a ``NavigationError``'s `nothingToGoBackTo` case.
    case nothingToGoBackTo
    /// The code of a ``NavigationError``'s `notInStack` case.
    case notInStack
    /// The code of a ``NavigationError``'s `personActionUnavailable` case.
    case personActionUnavailable
    /// The code of a ``NavigationError``'s `navigatorReleased` case.
    case navigatorReleased
    /// The code of a ``NavigationError``'s `declined` case.
    case declined
    /// The code of a ``NavigationError``'s `guardDenied` case.
    case guardDenied
  }

  /// The case's stable name, such as ``Code/alreadyInHierarchy``.
  public var code: Code {
    switch self {
    case .noRoot: .noRoot
    case .routerHasNoRoot: .routerHasNoRoot
    case .notInHierarchy: .notInHierarchy
    case .noNavigationContainer: .noNavigationContainer
    case .alreadyInHierarchy: .alreadyInHierarchy
    case .alertShown: .alertShown
    case .unknownPopoverAnchor: .unknownPopoverAnchor
    case .alreadyPresenting: .alreadyPresenting
    case .cannotClose: .cannotClose
    case .nothingToDismiss: .nothingToDismiss
    case .noTabContainer: .noTabContainer
    case .tabIndexOutOfRange: .tabIndexOutOfRange
    case .tabUnderMore: .tabUnderMore
    case .noSplitView: .noSplitView
    case .splitColumnUnavailable: .splitColumnUnavailable
    case .invalidTransition: .invalidTransition
    case .transitionInFlight: .transitionInFlight
    case .inconsistentStep: .inconsistentStep
    case .resultTypeMismatch: .resultTypeMismatch
    case .cannotDismissInteractively: .cannotDismissInteractively
    case .nothingToGoBackTo: .nothingToGoBackTo
    case .notInStack: .notInStack
    case .personActionUnavailable: .personActionUnavailable
    case .navigatorReleased: .navigatorReleased
    case .declined: .declined
    case .guardDenied: .guardDenied
    }
  }

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
    case .alertShown(let alert, let screen):
      "Cannot present '\(screen)': the alert '\(alert)' is shown, and an alert presents nothing; it goes first."
    case .unknownPopoverAnchor(let anchor, let screen):
      "Cannot show a popover from '\(screen)': it registers no anchor '\(anchor)' (Screen.popoverAnchors), so the popover would point at nothing."
    case .alreadyPresenting(let presenter, let presented, let screen):
      "Cannot present '\(screen)' from '\(presenter)': it is already presenting '\(presented)'."
    case .cannotClose(let screen, let reason):
      "Cannot close '\(screen)': \(Self.clause(reason))."
    case .nothingToDismiss(let screen):
      "Cannot dismiss '\(screen)': it was neither presented nor pushed."
    case .noTabContainer:
      "No tab container is on screen for the request: a tab selection needs one, a sidebar a sidebar-adaptable one."
    case .tabIndexOutOfRange(let index, let count):
      "Cannot select tab \(index): the tab container has \(count) tab\(count == 1 ? "" : "s")."
    case .tabUnderMore(let index, let count):
      "Cannot tap tab \(index): the tab bar has \(count) tabs, so only tabs 0 to 3 have tab items and tab \(index) lives under More."
    case .noSplitView(let screen):
      "Cannot show a screen in a split view's column from '\(screen)': it is in no split view."
    case .splitColumnUnavailable(let column, let columns):
      "Cannot show the \(column) column: the split view has \(columns) columns (\(SplitColumn.columns(count: columns).map(\.description).joined(separator: ", ")))."
    case .invalidTransition(let reason):
      "Invalid transition: \(Self.clause(reason))."
    case .transitionInFlight(let step):
      "Cannot \(step) while another transition is in flight."
    case .inconsistentStep(let step):
      "The step '\(step)' does not fit the navigation state."
    case .resultTypeMismatch(let expected, let actual):
      "The screen handed back a \(actual), but its opener awaits a \(expected)."
    case .cannotDismissInteractively(let screen, let reason):
      "'\(screen)' cannot be pulled down: \(Self.clause(reason))."
    case .nothingToGoBackTo(let screen):
      "'\(screen)' is the root of its navigation stack; there is nothing to go back to."
    case .notInStack(let screen):
      "Cannot pop to '\(screen)': it is not in the navigation stack."
    case .personActionUnavailable(let action, let reason):
      "Cannot \(action): \(Self.clause(reason))."
    case .navigatorReleased:
      "The navigator was released before the request was performed."
    case .declined(let reason):
      Self.sentence(reason)
    case .guardDenied(let name, let reason):
      "The guard '\(name)' refused: \(Self.clause(reason))."
    }
  }

  /// A reason as the end of a sentence: without the period it may already have, so that
  /// "There is no post 7." never reads "…post 7..".
  private static func clause(_ reason: String) -> String {
    var text = reason
    while text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// A reason as a whole sentence: capitalised, with one period.
  private static func sentence(_ reason: String) -> String {
    let text = clause(reason)
    return text.prefix(1).uppercased() + text.dropFirst() + "."
  }
}
