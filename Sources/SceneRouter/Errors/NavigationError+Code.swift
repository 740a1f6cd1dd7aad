extension NavigationError {
  /// A refusal's stable name, for programs to branch on and logs to record.
  ///
  /// Codes are values with a string ``rawValue`` (the same across releases, and what a
  /// `Codable` code encodes as). A `switch` over a code ends in `default`, so that a reason a
  /// later release adds breaks no app:
  ///
  /// ```swift
  /// switch error.code {
  /// case .guardDenied: showSignInHint()
  /// case .alreadyPresenting: retryLater()
  /// default: log(error.code.rawValue, error.description)
  /// }
  /// ```
  public struct Code: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The code's name, such as `alreadyPresenting`.
    public let rawValue: String

    /// The code of this name, such as one read back from a log.
    ///
    /// - Parameter rawValue: The code's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The code's name.
    public var description: String { rawValue }


    // MARK: Where a request starts from

    /// Nothing is shown yet: set a root first.
    public static let noRoot = Code(rawValue: "noRoot")
    /// A router's root screen is gone (it was closed and released) or was never attached.
    public static let routerHasNoRoot = Code(rawValue: "routerHasNoRoot")
    /// The screen a request starts from, or the screen it names, is not on screen.
    public static let notInHierarchy = Code(rawValue: "notInHierarchy")
    /// The navigator was released before the request was performed.
    public static let navigatorReleased = Code(rawValue: "navigatorReleased")

    // MARK: Stacks

    /// A push from a screen that is not inside a navigation stack (UIKit does nothing).
    public static let noNavigationContainer = Code(rawValue: "noNavigationContainer")
    /// A pop to a screen that is not in the navigation stack (UIKit raises an exception).
    public static let notInStack = Code(rawValue: "notInStack")
    /// A pop to the root from a screen that is not inside a navigation stack.
    public static let noStackToPopToRoot = Code(rawValue: "noStackToPopToRoot")
    /// A navigation stack without a screen.
    public static let emptyStack = Code(rawValue: "emptyStack")
    /// A navigation stack that names one screen twice.
    public static let screenTwiceInStack = Code(rawValue: "screenTwiceInStack")

    // MARK: Presentations and closing

    /// The screen is already shown (UIKit throws for a pushed or presented instance shown twice).
    public static let alreadyInHierarchy = Code(rawValue: "alreadyInHierarchy")
    /// A presentation while an alert is shown: an alert presents nothing (UIKit's `UIAlertController` is used as is).
    public static let alertShown = Code(rawValue: "alertShown")
    /// A presentation over a screen that is already presenting, with the refusing policy.
    public static let alreadyPresenting = Code(rawValue: "alreadyPresenting")
    /// The screen cannot be closed the way it was opened: a window's root, a tab, a stack's or a column's root.
    public static let cannotClose = Code(rawValue: "cannotClose")
    /// The screen is neither presented nor pushed, so nothing removes it by force.
    public static let nothingToDismiss = Code(rawValue: "nothingToDismiss")

    // MARK: Tabs and sidebars

    /// A tab selection, or a sidebar change, with no tab container on screen.
    public static let noTabContainer = Code(rawValue: "noTabContainer")
    /// A tab index outside the container's tabs.
    public static let tabIndexOutOfRange = Code(rawValue: "tabIndexOutOfRange")
    /// A tap on the tab item of a tab that has none: with more than five tabs, only the first four get tab items and the rest live under the More item (UIKit's rule).
    public static let tabUnderMore = Code(rawValue: "tabUnderMore")

    // MARK: Split views

    /// A route to a split view's column from a screen in no split view (UIKit's `showDetailViewController(_:sender:)` would present modally instead; SceneRouter refuses).
    public static let noSplitView = Code(rawValue: "noSplitView")
    /// A route to a column the split view does not have: a supplementary column in a double-column split view (`UISplitViewController.Style`).
    public static let splitColumnUnavailable = Code(rawValue: "splitColumnUnavailable")

    // MARK: Transitions

    /// A screen opened with another transition than its managing router's root transition, which closes it.
    public static let routerTransitionMismatch = Code(rawValue: "routerTransitionMismatch")

    // MARK: Layouts

    /// A layout with a tab container inside a tab container.
    public static let tabContainerInTab = Code(rawValue: "tabContainerInTab")
    /// A layout with a split view inside a tab container.
    public static let splitViewInTab = Code(rawValue: "splitViewInTab")
    /// A layout with two prominent tabs (`TabItem.Role.prominent`) in one tab container.
    public static let twoProminentTabs = Code(rawValue: "twoProminentTabs")
    /// A layout with a tab container or a split view in a split view's column.
    public static let containerInSplitColumn = Code(rawValue: "containerInSplitColumn")

    // MARK: Restoring a snapshot

    /// A snapshot that shows nothing to restore.
    public static let emptySnapshot = Code(rawValue: "emptySnapshot")
    /// A snapshot's screen that the app's closure could not make.
    public static let unrestorableScreen = Code(rawValue: "unrestorableScreen")
    /// A snapshot with a container inside a navigation stack.
    public static let containerInStack = Code(rawValue: "containerInStack")
    /// A snapshot whose tab groups hold another number of tabs than their container.
    public static let tabGroupsMismatch = Code(rawValue: "tabGroupsMismatch")
    /// A snapshot's split view with other than two or three columns.
    public static let splitColumnCount = Code(rawValue: "splitColumnCount")

    // MARK: Popovers

    /// A popover whose anchor the screen it would point from has not registered (``Screen/popoverAnchors``): UIKit needs a source view or bar button item on screen.
    public static let unknownPopoverAnchor = Code(rawValue: "unknownPopoverAnchor")
    /// A popover presentation without an anchor.
    public static let popoverWithoutAnchor = Code(rawValue: "popoverWithoutAnchor")
    /// A popover anchor on a presentation that is not a popover.
    public static let anchorWithoutPopover = Code(rawValue: "anchorWithoutPopover")
    /// A popover anchor without an identifier.
    public static let emptyPopoverAnchor = Code(rawValue: "emptyPopoverAnchor")
    /// A popover that permits no arrow direction.
    public static let noPopoverArrowDirection = Code(rawValue: "noPopoverArrowDirection")

    // MARK: Sheets

    /// Detents on a presentation that is not a sheet.
    public static let detentsWithoutSheet = Code(rawValue: "detentsWithoutSheet")
    /// A sheet configuration without a detent.
    public static let sheetWithoutDetents = Code(rawValue: "sheetWithoutDetents")
    /// A detent without an identifier.
    public static let detentWithoutIdentifier = Code(rawValue: "detentWithoutIdentifier")
    /// A detent of a height that is not above 0 points.
    public static let invalidDetentHeight = Code(rawValue: "invalidDetentHeight")
    /// A detent of a fraction that is not above 0 and at most 1.
    public static let invalidDetentFraction = Code(rawValue: "invalidDetentFraction")
    /// A sheet with two detents of one identifier.
    public static let duplicateDetentIdentifiers = Code(rawValue: "duplicateDetentIdentifiers")
    /// A sheet whose selected detent is not one of its detents.
    public static let unknownSelectedDetent = Code(rawValue: "unknownSelectedDetent")
    /// A sheet whose largest undimmed detent is not one of its detents.
    public static let unknownUndimmedDetent = Code(rawValue: "unknownUndimmedDetent")
    /// A detent chosen for a screen that was not presented as a sheet with detents.
    public static let notASheetWithDetents = Code(rawValue: "notASheetWithDetents")
    /// A detent chosen that the sheet does not have.
    public static let unknownDetent = Code(rawValue: "unknownDetent")

    // MARK: Alerts

    /// An alert without an action.
    public static let alertWithoutActions = Code(rawValue: "alertWithoutActions")
    /// An alert with more than one cancel action (UIKit raises an exception).
    public static let alertWithTwoCancelActions = Code(rawValue: "alertWithTwoCancelActions")

    // MARK: Results

    /// A result handed back by a closing screen is not of the type its opener awaits.
    public static let resultTypeMismatch = Code(rawValue: "resultTypeMismatch")
    /// A wait for a screen's result that someone already awaits.
    public static let resultAlreadyAwaited = Code(rawValue: "resultAlreadyAwaited")

    // MARK: A person's actions

    /// A person cannot dismiss this presentation by pulling it down.
    public static let cannotDismissInteractively = Code(rawValue: "cannotDismissInteractively")
    /// A person's gesture that has nothing to act on, such as a swipe back on a stack's root.
    public static let nothingToGoBackTo = Code(rawValue: "nothingToGoBackTo")
    /// A person's action the host cannot perform now (a tap, a gesture, a SwiftUI binding write).
    public static let personActionUnavailable = Code(rawValue: "personActionUnavailable")

    // MARK: The app's refusals

    /// The app itself refused the request (``NavigationError/declined(reason:)``).
    public static let declined = Code(rawValue: "declined")
    /// A ``RouteGuard`` refused a route from a router.
    public static let guardDenied = Code(rawValue: "guardDenied")

    // MARK: What UIKit did not give the UIKit host

    /// A new root for a UIKit host whose container view controller no longer exists.
    public static let hostContainerGone = Code(rawValue: "hostContainerGone")
    /// A sheet with detents for which UIKit gave no sheet presentation controller.
    public static let noSheetPresentationController = Code(rawValue: "noSheetPresentationController")
    /// A popover for which UIKit gave no popover presentation controller.
    public static let noPopoverPresentationController = Code(rawValue: "noPopoverPresentationController")

    // MARK: A host's own mistakes: for host writers

    /// A host was asked for a step while another transition is still in flight.
    @_spi(Hosting) public static let transitionInFlight = Code(rawValue: "transitionInFlight")
    /// A step that does not fit the navigation state; a bug in a host or a custom planner.
    @_spi(Hosting) public static let inconsistentStep = Code(rawValue: "inconsistentStep")
    /// A step that names a screen the host was handed no object for.
    @_spi(Hosting) public static let noScreenObject = Code(rawValue: "noScreenObject")
    /// A step whose split view is not two or three navigation stacks.
    @_spi(Hosting) public static let malformedSplitView = Code(rawValue: "malformedSplitView")
  }
}
