extension NavigationError {
  /// Every refusal the library makes, one case per reason, with the names its sentence
  /// shows. Internal: programs read the ``NavigationError/code`` a reason has, so a new
  /// reason is not a source break for an app.
  enum Reason: Hashable, Sendable {
    // Where a request starts from.
    case noRoot
    case routerHasNoRoot
    case notInHierarchy(screen: String)
    case navigatorReleased
    // Stacks.
    case noNavigationContainer(source: String, screen: String)
    case notInStack(screen: String)
    case noStackToPopToRoot(screen: String)
    case emptyStack
    case screenTwiceInStack(screen: String)
    // Presentations and closing.
    case alreadyInHierarchy(screen: String)
    case alertShown(alert: String, screen: String)
    case alreadyPresenting(presenter: String, presented: String, screen: String)
    case cannotClose(screen: String, reason: String)
    case nothingToDismiss(screen: String)
    // Tabs and sidebars.
    case noTabContainer
    case tabIndexOutOfRange(index: Int, count: Int)
    case tabUnderMore(index: Int, count: Int)
    // Split views.
    case noSplitView(screen: String)
    case splitColumnUnavailable(column: String, columns: Int)
    // Transitions.
    case routerTransitionMismatch(screen: String, opening: String, closing: String)
    // Layouts.
    case tabContainerInTab
    case splitViewInTab
    case twoProminentTabs(first: String, second: String)
    case containerInSplitColumn
    case containerPushed(layout: String)
    // Restoring a snapshot.
    case emptySnapshot
    case unrestorableScreen(name: String, title: String)
    // Popovers.
    case unknownPopoverAnchor(anchor: String, screen: String)
    case popoverWithoutAnchor
    case anchorWithoutPopover(style: String)
    case emptyPopoverAnchor
    case noPopoverArrowDirection
    // Sheets.
    case detentsWithoutSheet(style: String)
    case sheetWithoutDetents
    case detentWithoutIdentifier
    case invalidDetentHeight(detent: String)
    case invalidDetentFraction(detent: String)
    case duplicateDetentIdentifiers
    case unknownSelectedDetent(String)
    case unknownUndimmedDetent(String)
    case notASheetWithDetents(screen: String)
    case unknownDetent(screen: String, detent: String, detents: [String])
    // Alerts.
    case alertWithoutActions
    case alertWithTwoCancelActions
    // Results.
    case resultTypeMismatch(expected: String, actual: String)
    case resultAlreadyAwaited(screen: String)
    // A person's actions.
    case cannotDismissInteractively(screen: String, reason: String)
    case nothingToGoBackTo(screen: String)
    case personActionUnavailable(action: String, reason: String)
    // The app's and its guards' refusals.
    case declined(reason: String)
    case guardDenied(guard: String, reason: String)
    // What UIKit did not give the UIKit host.
    case hostContainerGone
    case noSheetPresentationController(screen: String)
    case noPopoverPresentationController(screen: String)
    // A host's own mistakes: only a host writer meets these.
    case transitionInFlight(step: String)
    case inconsistentStep(step: String)
    case noScreenObject(screen: String)
    case malformedSplitView(String)
  }
}

extension NavigationError.Reason {
  /// The reason's stable name: one code for the reasons an app would act on alike (the
  /// description still tells them apart).
  var code: NavigationError.Code {
    switch self {
    case .noRoot: .noRoot
    case .routerHasNoRoot: .notInHierarchy
    case .notInHierarchy: .notInHierarchy
    case .navigatorReleased: .navigatorReleased
    case .noNavigationContainer: .notInStack
    case .notInStack: .notInStack
    case .noStackToPopToRoot: .notInStack
    case .emptyStack: .invalidLayout
    case .screenTwiceInStack: .invalidLayout
    case .alreadyInHierarchy: .alreadyInHierarchy
    case .alertShown: .alreadyPresenting
    case .alreadyPresenting: .alreadyPresenting
    case .cannotClose: .cannotClose
    case .nothingToDismiss: .cannotClose
    case .noTabContainer: .noTabContainer
    case .tabIndexOutOfRange: .noTabContainer
    case .tabUnderMore: .personActionUnavailable
    case .noSplitView: .noSplitView
    case .splitColumnUnavailable: .noSplitView
    case .routerTransitionMismatch: .routerTransitionMismatch
    case .tabContainerInTab: .invalidLayout
    case .splitViewInTab: .invalidLayout
    case .twoProminentTabs: .invalidLayout
    case .containerInSplitColumn: .invalidLayout
    case .containerPushed: .invalidLayout
    case .emptySnapshot: .invalidLayout
    case .unrestorableScreen: .invalidLayout
    case .unknownPopoverAnchor: .unknownPopoverAnchor
    case .popoverWithoutAnchor: .invalidPresentation
    case .anchorWithoutPopover: .invalidPresentation
    case .emptyPopoverAnchor: .invalidPresentation
    case .noPopoverArrowDirection: .invalidPresentation
    case .detentsWithoutSheet: .invalidPresentation
    case .sheetWithoutDetents: .invalidPresentation
    case .detentWithoutIdentifier: .invalidPresentation
    case .invalidDetentHeight: .invalidPresentation
    case .invalidDetentFraction: .invalidPresentation
    case .duplicateDetentIdentifiers: .invalidPresentation
    case .unknownSelectedDetent: .invalidPresentation
    case .unknownUndimmedDetent: .invalidPresentation
    case .notASheetWithDetents: .personActionUnavailable
    case .unknownDetent: .personActionUnavailable
    case .alertWithoutActions: .invalidPresentation
    case .alertWithTwoCancelActions: .invalidPresentation
    case .resultTypeMismatch: .resultTypeMismatch
    case .resultAlreadyAwaited: .resultAlreadyAwaited
    case .cannotDismissInteractively: .personActionUnavailable
    case .nothingToGoBackTo: .personActionUnavailable
    case .personActionUnavailable: .personActionUnavailable
    case .declined: .declined
    case .guardDenied: .guardDenied
    case .hostContainerGone: .hostContainerGone
    case .noSheetPresentationController: .noSheetPresentationController
    case .noPopoverPresentationController: .noPopoverPresentationController
    case .transitionInFlight: .transitionInFlight
    case .inconsistentStep: .inconsistentStep
    case .noScreenObject: .noScreenObject
    case .malformedSplitView: .malformedSplitView
    }
  }

  /// A sentence saying what was refused and why.
  var description: String {
    switch self {
    case .noRoot:
      "Nothing is on screen yet: set a root before routing."
    case .routerHasNoRoot:
      "The router has no root screen: it was never attached, or its screen was closed and released."
    case .notInHierarchy(let screen):
      "'\(screen)' is not on screen, so nothing can be routed from it."
    case .navigatorReleased:
      "The navigator was released before the request was performed."
    case .noNavigationContainer(let source, let screen):
      "Cannot push '\(screen)' from '\(source)': '\(source)' is not inside a navigation stack."
    case .notInStack(let screen):
      "Cannot pop to '\(screen)': it is not in the navigation stack."
    case .alreadyInHierarchy(let screen):
      "'\(screen)' is already on screen; a screen instance can be shown only once."
    case .alertShown(let alert, let screen):
      "Cannot present '\(screen)': the alert '\(alert)' is shown, and an alert presents nothing; it goes first."
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
    case .resultTypeMismatch(let expected, let actual):
      "The screen handed back a \(actual), but its opener awaits a \(expected)."
    case .cannotDismissInteractively(let screen, let reason):
      "'\(screen)' cannot be pulled down: \(Self.clause(reason))."
    case .nothingToGoBackTo(let screen):
      "'\(screen)' is the root of its navigation stack; there is nothing to go back to."
    case .personActionUnavailable(let action, let reason):
      "Cannot \(action): \(Self.clause(reason))."
    case .declined(let reason):
      Self.sentence(reason)
    case .guardDenied(let name, let reason):
      "The guard '\(name)' refused: \(Self.clause(reason))."
    case .transitionInFlight(let step):
      "Cannot \(step) while another transition is in flight."
    case .inconsistentStep(let step):
      "The step '\(step)' does not fit the navigation state."
    case .noScreenObject(let screen):
      "The step does not fit the navigation state: no screen object for \(screen)."
    case .malformedSplitView(let split):
      "The step does not fit the navigation state: a split view holds two or three navigation stacks, not \(split)."
    case .noStackToPopToRoot(let screen):
      Self.invalid("'\(screen)' is not inside a navigation stack, so there is no root to pop to")
    case .emptyStack:
      Self.invalid("a navigation stack needs at least one screen")
    case .screenTwiceInStack(let screen):
      Self.invalid("'\(screen)' appears twice; the screens of a stack must be distinct")
    case .routerTransitionMismatch(let screen, let opening, let closing):
      Self.invalid("'\(screen)' would open as \(opening), but its router closes it as \(closing)")
    case .tabContainerInTab:
      Self.invalid("a tab container cannot hold another tab container")
    case .splitViewInTab:
      Self.invalid("a tab container cannot hold a split view")
    case .twoProminentTabs(let first, let second):
      Self.invalid("the tabs '\(first)' and '\(second)' are both prominent; a tab container has at most one prominent tab")
    case .containerInSplitColumn:
      Self.invalid("a split view's column holds a screen or a navigation stack")
    case .containerPushed(let layout):
      Self.invalid("a navigation stack or a split view's column shows a screen, not \(layout): present it or make it the root")
    case .emptySnapshot:
      Self.invalid("the snapshot shows nothing to restore")
    case .unrestorableScreen(let name, let title):
      Self.invalid("no screen can be made for '\(name)'\(title.isEmpty ? "" : " \"\(title)\"")")
    case .popoverWithoutAnchor:
      Self.invalid("a popover needs an anchor: use .popover(anchor:arrows:inNavigation:)")
    case .anchorWithoutPopover(let style):
      Self.invalid("an anchor applies to a popover, not to a presentation as \(style)")
    case .emptyPopoverAnchor:
      Self.invalid("a popover's anchor needs an identifier")
    case .noPopoverArrowDirection:
      Self.invalid("a popover needs at least one arrow direction")
    case .detentsWithoutSheet(let style):
      Self.invalid("detents apply to a sheet, not to a presentation as \(style)")
    case .sheetWithoutDetents:
      Self.invalid("a sheet needs at least one detent")
    case .detentWithoutIdentifier:
      Self.invalid("a detent needs an identifier")
    case .invalidDetentHeight(let detent):
      Self.invalid("the detent '\(detent)' needs a height above 0 points")
    case .invalidDetentFraction(let detent):
      Self.invalid("the detent '\(detent)' needs a fraction above 0 and at most 1")
    case .duplicateDetentIdentifiers:
      Self.invalid("a sheet's detents need distinct identifiers")
    case .unknownSelectedDetent(let detent):
      Self.invalid("the selected detent '\(detent)' is not one of the sheet's")
    case .unknownUndimmedDetent(let detent):
      Self.invalid("the undimmed detent '\(detent)' is not one of the sheet's")
    case .notASheetWithDetents(let screen):
      Self.invalid("'\(screen)' was not presented as a sheet with detents")
    case .unknownDetent(let screen, let detent, let detents):
      Self.invalid("'\(screen)' has no detent '\(detent)'; its detents are \(detents.joined(separator: ", "))")
    case .alertWithoutActions:
      Self.invalid("an alert needs at least one action")
    case .alertWithTwoCancelActions:
      Self.invalid("an alert can have only one cancel action")
    case .resultAlreadyAwaited(let screen):
      Self.invalid("someone already awaits the result of '\(screen)'")
    case .hostContainerGone:
      Self.invalid("the host's container view controller no longer exists, so a new root has nowhere to go")
    case .noSheetPresentationController(let screen):
      Self.invalid("UIKit gave '\(screen)' no sheet presentation controller for its detents")
    case .noPopoverPresentationController(let screen):
      Self.invalid("UIKit gave '\(screen)' no popover presentation controller")
    case .unknownPopoverAnchor(let anchor, let screen):
      "Cannot show a popover from '\(screen)': it registers no anchor '\(anchor)' (Screen.popoverAnchors), so the popover would point at nothing."
    }
  }

  /// A request that cannot be performed as written: "Invalid transition: " and the clause.
  private static func invalid(_ clause: String) -> String { "Invalid transition: \(clause)." }

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
