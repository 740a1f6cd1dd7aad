extension NavigationRequest {
  /// What a person did on the host, as the request the navigator received for it.
  ///
  /// A person's change is received as it begins when the host reports a gesture (a swipe
  /// back, a sheet pulled down), otherwise when the host reports its step.
  package enum PersonAction: Equatable, Sendable, CustomStringConvertible {
    /// A gesture began (``NavigationGesture``); its change follows if the person finishes it.
    case gesture(NavigationGesture)
    /// The person went back in a navigation stack to this screen (tapped back, or a tab's
    /// stack popped to its root).
    case goBack(to: Screen)
    /// The person dismissed the presentation that shows this screen.
    case dismiss(Screen)
    /// The person selected a tab.
    case selectTab(Int)
    /// The person dragged the sheet that shows this screen to rest at another detent, named by
    /// its identifier.
    case selectDetent(of: Screen, String)
    /// The window's width changed (a rotation, a split view, a resize).
    case setWidth(HorizontalSizeClass)
    /// The person showed (true) or hid (false) the sidebar of a sidebar-adaptable tab container.
    case showSidebar(Bool)
    /// Code outside the navigator pushed this screen, and the host adopted it.
    case pushedOutside(Screen)
    /// Code outside the navigator presented this screen, and the host adopted it.
    case presentedOutside(Screen)
    /// The host showed a screen's chrome anew.
    case refreshChrome(Screen)
    /// Another step the host reported, without titles.
    case step(NavigationEvent.Step)
    /// A change the host began without a gesture, received before its step because a router
    /// made a request meanwhile.
    case changeInProgress
    /// A change the host began and ended without a step.
    case changeThatDidNotHappen

    /// `swipe back from Detail`, `go back to Shop`, `select tab 1`, `rest Filter at medium`,
    /// `Settings pushed outside the navigator`, and so on.
    package var description: String {
      switch self {
      case .gesture(let gesture): gesture.phrase
      case .goBack(let screen): "go back to \(screen)"
      case .dismiss(let screen): "dismiss \(screen)"
      case .selectTab(let index): "select tab \(index)"
      case .selectDetent(let screen, let detent): "rest \(screen) at \(detent)"
      case .setWidth(let width): "the window became \(width)"
      case .showSidebar(let shown): shown ? "show the sidebar" : "hide the sidebar"
      case .pushedOutside(let screen): "\(screen) pushed outside the navigator"
      case .presentedOutside(let screen): "\(screen) presented outside the navigator"
      case .refreshChrome(let screen): "refresh the chrome of \(screen)"
      case .step(let step): step.description
      case .changeInProgress: "a person's change"
      case .changeThatDidNotHappen: "a change that did not happen"
      }
    }
  }
}
