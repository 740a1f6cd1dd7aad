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
  ///
  /// One code stands for every refusal an app would act on alike; the ``NavigationError/description``
  /// still names the exact reason. What a request starts from: ``noRoot``, ``notInHierarchy``,
  /// ``navigatorReleased``, ``hostContainerGone``. The containers it needs: ``notInStack``,
  /// ``noTabContainer``, ``noSplitView``. Presenting and closing: ``alreadyInHierarchy``,
  /// ``alreadyPresenting``, ``cannotClose``. A request that cannot be performed as written:
  /// ``invalidLayout``, ``invalidPresentation``, ``unknownPopoverAnchor``,
  /// ``routerTransitionMismatch``. Results: ``resultTypeMismatch``, ``resultAlreadyAwaited``. A
  /// person's action: ``personActionUnavailable``. The app's own: ``declined``, ``guardDenied``.
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
    /// What the request starts from or names is not on screen: a screen that is not shown,
    /// or a router whose root screen is gone (it was closed and released) or was never attached.
    public static let notInHierarchy = Code(rawValue: "notInHierarchy")
    /// The navigator was released before the request was performed.
    public static let navigatorReleased = Code(rawValue: "navigatorReleased")
    /// A new root for a UIKit host whose container view controller no longer exists.
    public static let hostContainerGone = Code(rawValue: "hostContainerGone")

    // MARK: Containers the request needs

    /// The request needs a navigation stack the screen is not in: a push from a screen in
    /// no stack (UIKit does nothing), a pop to a screen the stack does not hold (UIKit raises
    /// an exception), a pop to the root from outside a stack.
    public static let notInStack = Code(rawValue: "notInStack")
    /// No tab container on screen has the tab the request needs: a tab selection with no tab
    /// container (a sidebar change with no sidebar-adaptable one), or a tab index outside its tabs.
    public static let noTabContainer = Code(rawValue: "noTabContainer")
    /// No split view on screen has the column the request needs: a route to a column from a
    /// screen in no split view (UIKit's `showDetailViewController(_:sender:)` would present
    /// modally instead; SceneRouter refuses), or to a column the split view does not have (a
    /// supplementary column in a double-column split view).
    public static let noSplitView = Code(rawValue: "noSplitView")

    // MARK: Presentations and closing

    /// The screen is already shown (UIKit throws for a pushed or presented instance shown twice).
    public static let alreadyInHierarchy = Code(rawValue: "alreadyInHierarchy")
    /// A presentation over a screen that is already presenting (with the refusing policy),
    /// or while an alert is shown (an alert presents nothing): retry once it is dismissed.
    public static let alreadyPresenting = Code(rawValue: "alreadyPresenting")
    /// The screen cannot be closed the way it was opened (a window's root, a tab, a stack's or
    /// a column's root), or it is neither presented nor pushed, so nothing removes it.
    public static let cannotClose = Code(rawValue: "cannotClose")

    // MARK: Requests that cannot be performed as written

    /// A layout that cannot be built: an empty navigation stack or one that names a screen
    /// twice, a tab container or a split view inside a tab container, a container in a split
    /// view's column; or a snapshot that shows nothing, or whose screen the app's closure
    /// could not make.
    public static let invalidLayout = Code(rawValue: "invalidLayout")
    /// A presentation configured so that it cannot be shown: a popover without an anchor, an
    /// empty anchor or no arrow direction, an anchor or detents on another style; a sheet
    /// without detents, with an unnamed, duplicate or out-of-range detent, or naming a
    /// selected or undimmed detent it does not have; an alert without actions or with two
    /// cancel actions.
    public static let invalidPresentation = Code(rawValue: "invalidPresentation")
    /// A popover whose anchor the screen it would point from has not registered (``Screen/popoverAnchors``): UIKit needs a source view or bar button item on screen.
    public static let unknownPopoverAnchor = Code(rawValue: "unknownPopoverAnchor")
    /// A screen opened with another transition than its managing router's root transition, which closes it.
    public static let routerTransitionMismatch = Code(rawValue: "routerTransitionMismatch")

    // MARK: Results

    /// A result handed back by a closing screen is not of the type its opener awaits.
    public static let resultTypeMismatch = Code(rawValue: "resultTypeMismatch")
    /// A wait for a screen's result that someone already awaits.
    public static let resultAlreadyAwaited = Code(rawValue: "resultAlreadyAwaited")

    // MARK: A person's actions

    /// A person's action the host cannot perform now: a swipe back on a stack's root, a pull
    /// down of a presentation that refuses it, a tap on a tab that lives under More, a drag to
    /// a detent the sheet does not have, a tap, gesture or SwiftUI binding write with nothing
    /// to act on.
    public static let personActionUnavailable = Code(rawValue: "personActionUnavailable")

    // MARK: The app's refusals

    /// The app itself refused the request (``NavigationError/declined(reason:)``).
    public static let declined = Code(rawValue: "declined")
    /// A ``RouteGuard`` refused a route from a router.
    public static let guardDenied = Code(rawValue: "guardDenied")

    // MARK: A host's own mistakes: for host writers

    /// A host was asked for a step while another transition is still in flight.
    @_spi(Hosting) public static let transitionInFlight = Code(rawValue: "transitionInFlight")
    /// A step that does not fit the navigation state; a bug in a host or a custom planner.
    @_spi(Hosting) public static let inconsistentStep = Code(rawValue: "inconsistentStep")
    /// A step that names a screen the host was handed no object for.
    @_spi(Hosting) public static let noScreenObject = Code(rawValue: "noScreenObject")
    /// A step whose split view is not two or three navigation stacks.
    @_spi(Hosting) public static let malformedSplitView = Code(rawValue: "malformedSplitView")
    /// A sheet with detents for which UIKit gave the host no sheet presentation controller
    /// (the host presented it with a style that is not a sheet).
    @_spi(Hosting) public static let noSheetPresentationController = Code(rawValue: "noSheetPresentationController")
    /// A popover for which UIKit gave the host no popover presentation controller (the host
    /// presented it with a style that is not a popover).
    @_spi(Hosting) public static let noPopoverPresentationController = Code(rawValue: "noPopoverPresentationController")
  }
}
