extension Navigator {
  // MARK: - Requests

  /// Makes a layout the window's root, dismissing whatever is presented first.
  ///
  /// Screens shown now may move into the new layout (a home screen moving into tabs after
  /// signing in); they keep their identity, their router and any awaited result.
  ///
  /// - Parameters:
  ///   - layout: The screens to show.
  ///   - animated: Whether the host animates the change.
  ///   - completion: Called once when done or refused.
  public func setRoot(_ layout: Layout, animated: Bool = false, completion: Completion? = nil) {
    enqueue(.setRoot(layout, animated: animated), completion: completion)
  }

  /// Opens a screen from another with a transition: the act a router's
  /// ``Routable/route(to:as:completion:)`` names, from an explicit source.
  ///
  /// - Parameters:
  ///   - screen: The screen to show; it must not be on screen already.
  ///   - source: The screen the request starts from; it must be on screen.
  ///   - transition: How to open it.
  ///   - completion: Called once when done or refused.
  public func route(
    to screen: any Screen, from source: any Screen, as transition: Transition, completion: Completion? = nil
  ) {
    enqueue(.open(screen, from: source, as: transition, awaiting: nil), completion: completion)
  }

  /// Performs a move that shows no screen (select a tab, pop to root, dismiss presented)
  /// from a screen, or from the top-most screen when `source` is nil.
  ///
  /// - Parameters:
  ///   - move: The move.
  ///   - source: Where it starts; the top-most screen when nil.
  ///   - completion: Called once when done or refused.
  public func perform(_ move: NavigationMove, from source: (any Screen)? = nil, completion: Completion? = nil) {
    enqueue(.perform(move, from: source), completion: completion)
  }

  /// Closes a screen the way it was opened: pops what was pushed, dismisses what was
  /// presented (with its own animation, such as a fade). Screens shown above it go too.
  ///
  /// - Parameters:
  ///   - screen: The screen to close.
  ///   - animated: Whether the host animates it.
  ///   - completion: Called once when done or refused.
  public func close(_ screen: any Screen, animated: Bool = true, completion: Completion? = nil) {
    enqueue(.close(screen, returning: nil, animated: animated), completion: completion)
  }

  /// Closes a screen and hands `value` to whoever awaits its result.
  ///
  /// - Parameters:
  ///   - screen: The screen to close.
  ///   - value: The result; refused with ``NavigationError/Code/resultTypeMismatch``
  ///     when its opener awaits another type.
  ///   - animated: Whether the host animates it.
  ///   - completion: Called once when done or refused.
  public func close<Value: Sendable>(
    _ screen: any Screen, returning value: Value, animated: Bool = true, completion: Completion? = nil
  ) {
    enqueue(.close(screen, returning: value, animated: animated), completion: completion)
  }

  /// Removes a screen by force, whatever opened it: its presentation is dismissed, or
  /// it is popped when it was pushed.
  ///
  /// - Parameters:
  ///   - screen: The screen to remove.
  ///   - animated: Whether the host animates it.
  ///   - completion: Called once when done or refused.
  public func dismiss(_ screen: any Screen, animated: Bool = true, completion: Completion? = nil) {
    enqueue(.dismiss(screen, animated: animated), completion: completion)
  }

  /// Replaces the screens of the navigation stack `source` is in; screens may be new or
  /// already in that stack. The host runs a single transition, as UIKit does.
  ///
  /// - Parameters:
  ///   - screens: The new stack, bottom first; distinct and not shown elsewhere.
  ///   - source: A screen in the stack, or the stack's tab container.
  ///   - animated: Whether the host animates it.
  ///   - completion: Called once when done or refused.
  public func setStack(
    _ screens: [any Screen], from source: any Screen, animated: Bool = true, completion: Completion? = nil
  ) {
    enqueue(.setStack(screens, from: source, animated: animated), completion: completion)
  }

  /// Shows a screen's chrome anew — its title (``Screen/screenTitle``, the navigation bar's)
  /// and its tab item (``Screen/tabItem``) — after the screen changed them, such as a
  /// wishlist whose count, its tab's badge, went up.
  ///
  /// It is a request like any other: it waits its turn in the queue, reads the screen's
  /// title and tab item when it runs, updates the navigator's state (and so ``snapshot``),
  /// then has the host show them (UIKit's `tabBarItem` and `navigationItem.title`, the
  /// SwiftUI model's tab items, the headless host's log) with one
  /// `NavigationStep.refreshChrome(_:)` step; observers hear the new snapshot after that.
  /// When neither changed, no step is performed.
  ///
  /// ```swift
  /// func add(_ product: Product) {
  ///   items.append(product)
  ///   navigator.refreshChrome(of: wishlistScreen)  // the Wishlist tab's badge shows the count
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: A screen on screen.
  ///   - completion: Called once when done, or refused with
  ///     ``NavigationError/Code/notInHierarchy`` when the screen is not on screen.
  public func refreshChrome(of screen: any Screen, completion: Completion? = nil) {
    enqueue(.refreshChrome(screen), completion: completion)
  }

  /// Performs a plan of several moves as one request: checked whole first, so that a plan
  /// that cannot complete changes nothing.
  ///
  /// - Parameters:
  ///   - plan: The moves.
  ///   - completion: Called once when done or refused.
  public func perform(_ plan: NavigationPlan, completion: Completion? = nil) {
    perform(plan, origin: .plan, completion: completion)
  }

  /// Performs a plan of several moves as one request and returns once it is done: the `async`
  /// form of ``perform(_:completion:)-(NavigationPlan,_)``.
  ///
  /// ```swift
  /// try await navigator.perform(NavigationPlan([.open(.tabs([.stack([home]), .stack([search])], selected: 0), as: .fade)]))
  /// ```
  ///
  /// - Parameter plan: The moves.
  /// - Throws: ``NavigationError`` when the plan cannot complete; nothing changed then.
  public func perform(_ plan: NavigationPlan) async throws(NavigationError) {
    let result = await withCheckedContinuation { continuation in
      perform(plan, origin: .plan) { continuation.resume(returning: $0) }
    }
    try result.get()
  }

  /// Performs a plan on behalf of `origin`, such as a deep link's route.
  package func perform(_ plan: NavigationPlan, origin: RequestOrigin, completion: Completion?) {
    enqueue(origin: origin, .plan(plan), completion: completion)
  }

  // MARK: - Requests as values (internal)

  /// A queued request's value for events: the same request, naming its screens (by name, and
  /// by identity when shown) instead of holding them.
  func kind(of planning: QueuedRequest.Planning) -> NavigationRequest.Kind {
    switch planning {
    case .setRoot(let layout, let animated): .setRoot(requested(layout), animated: animated)
    case .open(let screen, let source, let transition, let awaiting):
      .open(requested(screen), from: requested(source), as: transition, awaiting: awaiting?.expectedType)
    case .perform(let move, let source): .perform(move, from: source.map(requested))
    case .close(let screen, let value, let animated):
      .close(requested(screen), returning: value.map { String(describing: type(of: $0)) }, animated: animated)
    case .dismiss(let screen, let animated): .dismiss(requested(screen), animated: animated)
    case .setStack(let screens, let source, let animated):
      .setStack(screens.map(requested), from: requested(source), animated: animated)
    case .refreshChrome(let screen): .refreshChrome(requested(screen))
    case .plan(let plan): .plan(plan.moves.map(requested))
    }
  }

  /// A screen as a request names it: its name, and its identity when it is on screen now.
  func requested(_ screen: any Screen) -> NavigationRequest.Screen {
    NavigationRequest.Screen(screen.screenName, id: id(of: screen))
  }

  /// A layout as a request names it.
  func requested(_ layout: Layout) -> NavigationRequest.Layout {
    layout.map(requested)
  }

  /// A plan's move as a request names it.
  func requested(_ move: NavigationPlan.Move) -> NavigationRequest.Move {
    switch move {
    case .setRoot(let layout): .setRoot(requested(layout))
    case .open(let layout, let transition): .open(requested(layout), as: transition)
    case .perform(let move): .perform(move)
    case .closeTopMost: .closeTopMost
    }
  }

  /// What a person did, as the step a host reports reads against the state before it: the
  /// screen a pop goes back to, the screen a dismissed presentation showed, the tab selected.
  func personAction(_ step: NavigationStep) -> NavigationRequest.PersonAction {
    switch step {
    case .pop(_, let target, _): .goBack(to: shownScreen(target))
    case .dismiss(let presented, _): .dismiss(shownScreen(presented))
    case .selectTab(_, let index): .selectTab(index)
    case .selectDetent(let sheet, let detent): .selectDetent(of: shownScreen(sheet), detent)
    case .setWidth(let width): .setWidth(width)
    case .showSidebar(_, let shown): .showSidebar(shown)
    // A person's back from the root of a collapsed split view's column goes back to the
    // column below it.
    case .showColumn(let split, let column, _): .goBack(to: shownScreen(state.stack(of: column, inSplit: split) ?? split))
    // Only code outside the navigator installs a screen the host reports: a view controller
    // not yet moved to routers pushing another (UIKitHost adopts it).
    case .push(let screen, _, _): .pushedOutside(NavigationRequest.Screen(screen.name, id: screen.id))
    case .present(let node, _, _, _, _, _): .presentedOutside(Self.visibleScreen(of: node))
    case .refreshChrome(let screen): .refreshChrome(shownScreen(screen.id))
    case .setRoot, .setStack: .step(NavigationEvent.Step(step.withoutTitles))
    }
  }

  /// The screen a node of the state shows (itself, a stack's top, a selected tab's), by name
  /// and identity.
  private func shownScreen(_ id: ScreenID) -> NavigationRequest.Screen {
    let leaf = state.visibleLeaf(of: id)
    guard let node = state[leaf] else { return NavigationRequest.Screen("\(id)") }
    return NavigationRequest.Screen(node.name, id: leaf)
  }

  /// The screen a step's node shows, by name and identity.
  private static func visibleScreen(of node: NavigationTree<NavigationStep.Screen>) -> NavigationRequest.Screen {
    switch node {
    case .screen(let screen): return NavigationRequest.Screen(screen.name, id: screen.id)
    case .stack(let screens):
      guard let top = screens.last else { return NavigationRequest.Screen("stack", id: node.id) }
      return NavigationRequest.Screen(top.name, id: top.id)
    case .tabs, .sidebarTabs, .pages:
      guard let tab = node.tab(at: node.selectedTab) else { return NavigationRequest.Screen("tabs", id: node.id) }
      return visibleScreen(of: tab)
    case .split:
      guard let detail = node.splitColumns.last else { return NavigationRequest.Screen("split", id: node.id) }
      return visibleScreen(of: detail)
    }
  }
}
