extension NavigationError {
  // The errors the library's modules throw, one for each ``Reason``: what a host, the
  // planner or a router refuses with. Package-wide, since an app reads an error's ``code``
  // and ``description``; only ``declined(reason:)``,
  // ``noRoot`` and ``navigatorReleased`` are the app's own to throw too.

  package static var routerHasNoRoot: NavigationError { Self(.routerHasNoRoot) }
  package static func notInHierarchy(screen: String) -> NavigationError { Self(.notInHierarchy(screen: screen)) }
  package static func noNavigationContainer(source: String, screen: String) -> NavigationError {
    Self(.noNavigationContainer(source: source, screen: screen))
  }
  package static func notInStack(screen: String) -> NavigationError { Self(.notInStack(screen: screen)) }
  package static func noStackToPopToRoot(screen: String) -> NavigationError {
    Self(.noStackToPopToRoot(screen: screen))
  }
  package static var emptyStack: NavigationError { Self(.emptyStack) }
  package static func screenTwiceInStack(screen: String) -> NavigationError {
    Self(.screenTwiceInStack(screen: screen))
  }
  package static func alreadyInHierarchy(screen: String) -> NavigationError {
    Self(.alreadyInHierarchy(screen: screen))
  }
  package static func alertShown(alert: String, screen: String) -> NavigationError {
    Self(.alertShown(alert: alert, screen: screen))
  }
  package static func alreadyPresenting(presenter: String, presented: String, screen: String) -> NavigationError {
    Self(.alreadyPresenting(presenter: presenter, presented: presented, screen: screen))
  }
  package static func cannotClose(screen: String, reason: String) -> NavigationError {
    Self(.cannotClose(screen: screen, reason: reason))
  }
  package static func nothingToDismiss(screen: String) -> NavigationError { Self(.nothingToDismiss(screen: screen)) }
  package static var noTabContainer: NavigationError { Self(.noTabContainer) }
  package static func tabIndexOutOfRange(index: Int, count: Int) -> NavigationError {
    Self(.tabIndexOutOfRange(index: index, count: count))
  }
  package static func tabUnderMore(index: Int, count: Int) -> NavigationError {
    Self(.tabUnderMore(index: index, count: count))
  }
  package static func noSplitView(screen: String) -> NavigationError { Self(.noSplitView(screen: screen)) }
  package static func splitColumnUnavailable(column: String, columns: Int) -> NavigationError {
    Self(.splitColumnUnavailable(column: column, columns: columns))
  }
  package static func routerTransitionMismatch(screen: String, opening: String, closing: String) -> NavigationError {
    Self(.routerTransitionMismatch(screen: screen, opening: opening, closing: closing))
  }
  package static var tabContainerInTab: NavigationError { Self(.tabContainerInTab) }
  package static func twoProminentTabs(first: String, second: String) -> NavigationError {
    Self(.twoProminentTabs(first: first, second: second))
  }
  package static var splitViewInTab: NavigationError { Self(.splitViewInTab) }
  package static var containerInSplitColumn: NavigationError { Self(.containerInSplitColumn) }
  package static func containerPushed(layout: String) -> NavigationError { Self(.containerPushed(layout: layout)) }
  package static var emptySnapshot: NavigationError { Self(.emptySnapshot) }
  package static func unrestorableScreen(name: String, title: String) -> NavigationError {
    Self(.unrestorableScreen(name: name, title: title))
  }
  package static func unknownPopoverAnchor(anchor: String, screen: String) -> NavigationError {
    Self(.unknownPopoverAnchor(anchor: anchor, screen: screen))
  }
  package static var popoverWithoutAnchor: NavigationError { Self(.popoverWithoutAnchor) }
  package static func anchorWithoutPopover(style: String) -> NavigationError {
    Self(.anchorWithoutPopover(style: style))
  }
  package static var emptyPopoverAnchor: NavigationError { Self(.emptyPopoverAnchor) }
  package static var noPopoverArrowDirection: NavigationError { Self(.noPopoverArrowDirection) }
  package static func detentsWithoutSheet(style: String) -> NavigationError { Self(.detentsWithoutSheet(style: style)) }
  package static var sheetWithoutDetents: NavigationError { Self(.sheetWithoutDetents) }
  package static var detentWithoutIdentifier: NavigationError { Self(.detentWithoutIdentifier) }
  package static func invalidDetentHeight(detent: String) -> NavigationError {
    Self(.invalidDetentHeight(detent: detent))
  }
  package static func invalidDetentFraction(detent: String) -> NavigationError {
    Self(.invalidDetentFraction(detent: detent))
  }
  package static var duplicateDetentIdentifiers: NavigationError { Self(.duplicateDetentIdentifiers) }
  package static func unknownSelectedDetent(_ value: String) -> NavigationError { Self(.unknownSelectedDetent(value)) }
  package static func unknownUndimmedDetent(_ value: String) -> NavigationError { Self(.unknownUndimmedDetent(value)) }
  package static func notASheetWithDetents(screen: String) -> NavigationError {
    Self(.notASheetWithDetents(screen: screen))
  }
  package static func unknownDetent(screen: String, detent: String, detents: [String]) -> NavigationError {
    Self(.unknownDetent(screen: screen, detent: detent, detents: detents))
  }
  package static var alertWithoutActions: NavigationError { Self(.alertWithoutActions) }
  package static var alertWithTwoCancelActions: NavigationError { Self(.alertWithTwoCancelActions) }
  package static func resultTypeMismatch(expected: String, actual: String) -> NavigationError {
    Self(.resultTypeMismatch(expected: expected, actual: actual))
  }
  package static func resultAlreadyAwaited(screen: String) -> NavigationError {
    Self(.resultAlreadyAwaited(screen: screen))
  }
  package static func cannotDismissInteractively(screen: String, reason: String) -> NavigationError {
    Self(.cannotDismissInteractively(screen: screen, reason: reason))
  }
  package static func nothingToGoBackTo(screen: String) -> NavigationError { Self(.nothingToGoBackTo(screen: screen)) }
  package static func personActionUnavailable(action: String, reason: String) -> NavigationError {
    Self(.personActionUnavailable(action: action, reason: reason))
  }
  package static func guardDenied(guard: String, reason: String) -> NavigationError {
    Self(.guardDenied(guard: `guard`, reason: reason))
  }
  package static var hostContainerGone: NavigationError { Self(.hostContainerGone) }
  package static func noSheetPresentationController(screen: String) -> NavigationError {
    Self(.noSheetPresentationController(screen: screen))
  }
  package static func noPopoverPresentationController(screen: String) -> NavigationError {
    Self(.noPopoverPresentationController(screen: screen))
  }
  package static func transitionInFlight(step: String) -> NavigationError { Self(.transitionInFlight(step: step)) }
  package static func inconsistentStep(_ step: String) -> NavigationError { Self(.inconsistentStep(step: step)) }
  package static func noScreenObject(screen: String) -> NavigationError { Self(.noScreenObject(screen: screen)) }
  package static func malformedSplitView(_ value: String) -> NavigationError { Self(.malformedSplitView(value)) }
}
