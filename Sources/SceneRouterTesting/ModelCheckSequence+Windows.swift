import Foundation

/// The operations among the windows: a link opened under each `WindowPolicy` (in the window
/// showing it, the active one, a new one), another window made active, a window closed (its
/// scene disconnected), sometimes while a link waits in it behind a guard's redirect and
/// another is queued behind; and the invariants across the windows.
extension ModelCheckSequence {
  /// One operation in this many is among the windows: few enough that the single-window
  /// operations keep their share, and the run its time.
  static var windowOperationOdds: Int { 20 }
  /// The most windows open at once; a sequence at the limit closes one instead of opening.
  static var maximumWindows: Int { 4 }

  /// Counts one draw of a kind of operation among the windows, or of an outcome.
  func drew(_ kind: String) { windowDraws[kind, default: 0] += 1 }

  func operateOnWindows() async {
    windowOperationCount += 1
    touchedWindows = []
    let draw = Int.random(in: 0..<8, using: &random)
    // With one window open, a link asks for a new one instead of activating or closing.
    if openWindows.count == 1, draw >= 4 {
      await openLink(policy: .newWindow)
      return
    }
    switch draw {
    case 0...3: await openLink()
    case 4, 5: activateWindow()
    default:
      if openWindows.count > 1, chance(1, in: 2) {
        await closeWindowWithLinks()
      } else {
        closeWindow()
      }
    }
  }

  // MARK: - Links

  /// Sends a link (or a route) through the registry under a random policy (or the one given),
  /// and drives it to its decision: the window it lands in completes its transitions, the
  /// requests queued before the link's plan first. Other windows keep theirs in flight.
  private func openLink(policy given: WindowPolicy? = nil) async {
    let open = openWindows
    let policies: [WindowPolicy] = [
      .activeWindow, .newWindow, .windowShowingRoute(otherwise: .activeWindow), .windowShowingRoute(otherwise: .newWindow),
    ]
    var policy = given ?? policies[Int.random(in: 0..<policies.count, using: &random)]
    if open.count >= Self.maximumWindows, policy == .newWindow { policy = .activeWindow }
    if open.count >= Self.maximumWindows, policy == .windowShowingRoute(otherwise: .newWindow) {
      policy = .windowShowingRoute(otherwise: .activeWindow)
    }
    windows.policy = policy
    drew("a link under the policy '\(policy)'")
    // Mostly a route one window shows on top, or a route no window shows; sometimes no route.
    let unreadable = chance(1, in: 12)
    var route = "L\(nextName)"
    if chance(1, in: 2), let shown = open[Int.random(in: 0..<open.count, using: &random)].navigator.topMostScreen {
      route = shown.screenName
    } else {
      nextName += 1
    }
    let asLink = unreadable || chance(1, in: 2)
    let refusal = chance(1, in: 8) ? "this device shows one window only" : nil
    opener.refusal = refusal
    let showing = activation.reversed().first { id in
      open.first { $0.id == id }?.navigator.topMostScreen?.screenName == route
    }
    let before = open.map(\.navigator.snapshot)
    let wasIdle = open.map(\.isIdle)
    let routesBefore = callbackRouteCount
    let newID = WindowID("window \(opener.opened.count + 2)")
    let link = unreadable ? ModelCheckLinks.unreadable : (try? ModelCheckLinks.link(for: route)) ?? ModelCheckLinks.unreadable
    recordAmongWindows(
      "open \(asLink ? "link \(link.absoluteString)" : "route \(route)") under the policy '\(policy)'"
        + (opener.refusal.map { " (the opener refuses: \($0))" } ?? ""))

    let driver = ModelCheckLinkDriver()
    linkDriver = driver
    drivingLink = true
    let windows = windows
    Task { @MainActor in
      let result: Result<WindowDecision<String>, WindowRoutingError>
      do throws(WindowRoutingError) {
        result = .success(asLink ? try await windows.open(link) : try await windows.open(route, source: .link))
      } catch {
        result = .failure(error)
      }
      driver.send(.ended(result))
    }
    var ended: Result<WindowDecision<String>, WindowRoutingError>?
    while ended == nil {
      switch await driver.next() {
      case .planIssued(let id):
        if let window = allWindows.first(where: { $0.id == id }) {
          touchedWindows.append(window)
          settle(window)
        }
      case .ended(let result):
        ended = result
      }
    }
    drivingLink = false
    linkDriver = nil
    opener.refusal = nil
    guard let ended else { return }
    switch ended {
    case .success(let decision):
      recordAmongWindows("decision: \(decision)")
      switch decision {
      case .broughtForward: drew("brought forward")
      case .opened: drew("opened in the active window")
      case .newWindow: drew("opened in a new window")
      }
    case .failure(let error):
      recordAmongWindows("refused: \(error)")
      drew(unreadable ? "an unreadable link refused" : "refused by the opener")
    }
    switch ended {
    case .failure(let error):
      let expected: Bool
      switch error {
      case .unreadable: expected = unreadable
      case .openingFailed: expected = !unreadable && refusal != nil
      default: expected = false
      }
      if !expected { violation("the link for \(route) under '\(policy)' was refused: \(error)") }
      if openWindows.map(\.navigator.snapshot) != before || openWindows.map(\.id) != open.map(\.id) {
        violation("the refused link for \(route) changed the windows")
      }
    case .success(let decision):
      if unreadable { violation("an unreadable link was taken: \(decision)") }
      check(decision, for: route, policy: policy, showing: showing, newID: newID)
      if case .opened(let id, let outcome) = decision, let index = open.firstIndex(where: { $0.id == id }) {
        checkOpened(
          outcome, in: open[index], route: route, before: wasIdle[index] ? before[index] : nil,
          callbacksRouted: callbackRouteCount != routesBefore)
      }
      // Every window but the one the route went to is exactly as it was.
      for (window, snapshot) in zip(open, before) where window.navigator.snapshot != snapshot {
        if case .opened(let id, _) = decision, id == window.id { continue }
        violation("\(window.id) changed when the link for \(route) went elsewhere (\(decision))")
      }
    }
    for window in openWindows where window.links.activity != .idle {
      violation("\(window.id)'s deep-link router is still \(window.links.activity) after the registry returned")
    }
  }

  /// Checks that the registry sent the route where the policy says.
  private func check(
    _ decision: WindowDecision<String>, for route: String, policy: WindowPolicy, showing: WindowID?, newID: WindowID
  ) {
    let fallback: WindowPolicy.Fallback
    switch policy {
    case .activeWindow: fallback = .activeWindow
    case .newWindow: fallback = .newWindow
    case .windowShowingRoute(let otherwise):
      fallback = otherwise
      if let showing {
        if decision != .broughtForward(showing) {
          violation("\(showing) shows \(route) on top, but the registry decided: \(decision)")
        }
        // It lands in a window whose snapshot shows it.
        let shown = allWindows.first { $0.id == showing }.flatMap { $0.navigator.snapshot.topMostScreen }
        if case .screen(let screen)? = shown, screen.name == route {
        } else {
          violation("\(route) was brought forward in \(showing), whose snapshot shows \(String(describing: shown)) on top")
        }
        if opener.broughtForward.last != showing { violation("the opener did not bring \(showing) forward") }
        activation.removeAll { $0 == showing }
        activation.append(showing)
        return
      }
    }
    switch fallback {
    case .activeWindow:
      guard let active = activation.last, case .opened(active, _) = decision else {
        violation("\(route) should have opened in the active window \(activation.last.map(\.rawValue) ?? "none"): \(decision)")
        return
      }
    case .newWindow:
      let request = WindowRequest(link: (try? ModelCheckLinks.link(for: route)) ?? ModelCheckLinks.unreadable, source: .link)
      guard decision == .newWindow(newID, request) else {
        violation("\(route) should have opened in the new window \(newID): \(decision)")
        return
      }
      activation.append(newID)
      switch opener.opened.last?.outcome {
      case .opened(route)?, .refused(route, _)?: break
      default: violation("the new window \(newID) did not open \(route): \(String(describing: opener.opened.last?.outcome))")
      }
      if !openWindows.contains(where: { $0.id == newID }) { violation("the new window \(newID) is not among the open ones") }
    }
  }

  /// Checks what became of a route opened in an open window: its screen shown (unless
  /// screens routed from their callbacks meanwhile), or refused with the window unchanged
  /// (`before`, when the window was idle before the link).
  private func checkOpened(
    _ outcome: DeepLinkOutcome<String>, in window: Window, route: String, before: NavigationSnapshot?, callbacksRouted: Bool
  ) {
    switch outcome {
    case .opened:
      if !callbacksRouted, linkScreen.map(window.navigator.isShowing) != true {
        violation("\(route) opened in \(window.id), but the window does not show its screen")
      }
    case .refused:
      if let before, window.navigator.snapshot != before { violation("the refused plan for \(route) changed \(window.id)") }
    case .rejected, .dropped, .cancelled:
      violation("\(route) in \(window.id) ended \(outcome), with no guard to drop it, a link that reads and its window open")
    }
  }

  /// A window's deep-link router asks for a route's plan: the screen it stands for, pushed
  /// or presented over what the window shows.
  func plan(for route: String, inWindowNamed id: WindowID) throws(NavigationError) -> NavigationPlan {
    guard let window = allWindows.first(where: { $0.id == id }) else { return NavigationPlan([]) }
    linkDriver?.send(.planIssued(id))
    let taken = screens.contains { $0.name == route && $0.screen != nil } || alerts.contains { $0.name == route && $0.screen != nil }
    let screen = makeScreen(in: window, named: taken ? nil : route)
    linkScreen = screen
    let moves: [NavigationPlan.Move]
    let label: String
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      moves = [.open(screen, as: .push)]
      label = "push \(screen.screenName)"
    case 1:
      moves = [.perform(.dismissPresented), .open(screen, as: .push)]
      label = "dismiss presented, push \(screen.screenName)"
    default:
      let transition = Transition.modal(.pageSheet, inNavigation: chance(1, in: 2))
      moves = [.open(screen, as: transition)]
      label = "open \(screen.screenName) as \(transition)"
    }
    let animation: PlanAnimation = chance(1, in: 2) ? .lastStep : .eachStep
    record("plan for the link to \(route): [\(label)] (\(animation))", in: window)
    return NavigationPlan(moves, animation: animation)
  }

  // MARK: - Activating and closing

  /// Makes a random window active (its scene came to the foreground); sometimes one that is
  /// closed, which the registry must refuse.
  private func activateWindow() {
    let closed = allWindows.filter { !$0.isOpen }
    if !closed.isEmpty, chance(1, in: 6) {
      let id = closed[Int.random(in: 0..<closed.count, using: &random)].id
      do throws(WindowRoutingError) {
        try windows.activate(id)
        violation("the registry made the closed window \(id) active")
      } catch {
        recordAmongWindows("activate \(id) refused: \(error)")
        drew("activating a closed window refused")
        if error != .unknownWindow(id) { violation("activating the closed window \(id) threw \(error)") }
      }
      return
    }
    let open = openWindows
    let id = open[Int.random(in: 0..<open.count, using: &random)].id
    recordAmongWindows("activate \(id)")
    drew("activated")
    do throws(WindowRoutingError) {
      try windows.activate(id)
      activation.removeAll { $0 == id }
      activation.append(id)
    } catch {
      violation("activating the open window \(id) threw \(error)")
    }
  }

  /// Closes a random window, when another stays open: its transitions end (the scene goes
  /// away once its animation ends), then its scene disconnects and the registry removes it.
  private func closeWindow() {
    let open = openWindows
    guard open.count > 1 else {
      activateWindow()
      return
    }
    let window = open[Int.random(in: 0..<open.count, using: &random)]
    settle(window)
    recordAmongWindows("close \(window.id) (its scene disconnected)")
    drew("closed")
    remove(window)
  }

  /// Closes a random window (another stays open) while a link waits in it behind a guard's
  /// redirect and a second is queued behind: both must end with "the window closed", a link
  /// sent to its router later too, and the window's navigator hear nothing after
  /// (`ModelCheckEvents`). A
  /// redirect that shows no screen to wait for (its plan refused) drops its link instead, and
  /// the window closes with no link in it.
  private func closeWindowWithLinks() async {
    let open = openWindows
    let window = open[Int.random(in: 0..<open.count, using: &random)]
    settle(window)
    let links = window.links
    let (redirect, waiting, queued) = ("L\(nextName)", "L\(nextName + 1)", "L\(nextName + 2)")
    nextName += 3
    links.guards = [RouteGuard("signed in") { route in route == waiting ? .redirect(to: redirect) : .allow }]
    recordAmongWindows("open route \(waiting) in \(window.id), which its guard redirects to \(redirect)")
    let driver = ModelCheckLinkDriver()
    linkDriver = driver
    drivingLink = true
    let first = Task { await links.open(waiting, source: .link) }
    // The redirect's plan is issued in the task's first turn; its transitions end here.
    if case .planIssued = await driver.next() { settle(window) }
    linkDriver = nil
    guard links.activity == .waitingForRedirect(waiting, redirect: redirect) else {
      let outcome = await first.value
      drivingLink = false
      links.guards = []
      recordAmongWindows("the redirect did not wait: \(outcome)")
      drew("closed after a redirect that did not wait")
      if case .dropped(waiting, _) = outcome {} else { violation("the link to \(waiting) behind a failed redirect ended \(outcome)") }
      settle(window)
      recordAmongWindows("close \(window.id) (its scene disconnected)")
      remove(window)
      return
    }
    let second = Task { await links.open(queued, source: .link) }
    await links.waitUntil { $0.queuedRoutes == [queued] }
    recordAmongWindows("close \(window.id) (its scene disconnected) while \(waiting) waits for \(redirect) and \(queued) is queued")
    drew("closed with a link waiting behind its redirect and one queued")
    remove(window)
    let outcomes = [await first.value, await second.value]
    drivingLink = false
    recordAmongWindows("the links ended: \(outcomes.map(\.description).joined(separator: " "))")
    if outcomes != [.cancelled(waiting, .windowClosed), .cancelled(queued, .windowClosed)] {
      violation("the links waiting and queued in the closed \(window.id) ended \(outcomes), not cancelled as the window closed")
    }
    if links.activity != .idle || links.queuedLinkCount != 0 {
      violation("the closed \(window.id)'s deep-link router is \(links.activity) with \(links.queuedLinkCount) queued")
    }
    let late = await links.open(queued, source: .link)
    if late != .cancelled(queued, .windowClosed) { violation("a link sent to the closed \(window.id)'s router ended \(late)") }
  }

  /// Removes a window from the registry, as its scene disconnects, and forgets its screens.
  private func remove(_ window: Window) {
    do throws(WindowRoutingError) {
      try windows.remove(window.id)
    } catch {
      violation("removing the open window \(window.id) threw \(error)")
    }
    window.isOpen = false
    openWindows.removeAll { $0 === window }
    window.events.close(window.id)
    activation.removeAll { $0 == window.id }
    // The window's screens go with its scene: nobody awaits them any more.
    screens.removeAll { $0.window === window }
    alerts.removeAll { $0.window === window }
    watches = watches.filter { $0.value.window !== window }
    if let next = openWindows.first { current = next }
    // A window removed twice is refused.
    if chance(1, in: 4) {
      do throws(WindowRoutingError) {
        try windows.remove(window.id)
        violation("the registry removed \(window.id) twice")
      } catch {
        recordAmongWindows("close \(window.id) again refused: \(error)")
        drew("closing a closed window refused")
      }
    }
  }

  // MARK: - Invariants across the windows

  /// Hears the registry's events: each names an open window.
  func heard(_ event: WindowEvent) {
    recordAmongWindows("event: \(event)")
    let id: WindowID?
    switch event {
    case .activated(let activated): id = activated
    case .routed(_, let target, _): id = target
    default: id = nil
    }
    if let id, !windows.windowIDs.contains(id) { violation("the registry told '\(event)' of a window it does not hold") }
  }

  /// Checks the registry against the open windows: exactly the open ones, in the order they
  /// were registered, each with its own navigator; the active one is the one last activated
  /// and open; and no closed window's navigator heard anything since it closed. Run after
  /// every operation among the windows (none other changes the registry) and at the end.
  func checkWindows(_ moment: String) {
    let open = openWindows
    if windows.windowIDs != open.map(\.id) {
      violation("\(moment): the registry holds \(windows.windowIDs), but the open windows are \(open.map(\.id))")
    }
    if windows.activeWindow != activation.last {
      violation("\(moment): the active window is \(String(describing: windows.activeWindow)), not \(String(describing: activation.last))")
    }
    if let active = windows.activeWindow, !open.contains(where: { $0.id == active }) {
      violation("\(moment): the active window \(active) is not open")
    }
    for window in open where windows.window(window.id)?.navigator !== window.navigator {
      violation("\(moment): the registry's \(window.id) is not the window's navigator")
    }
    for window in allWindows where !window.isOpen {
      for text in window.events.violations where !violations.contains(text) { violation(text) }
    }
    if moment == "at the end" {
      for window in open where window.navigator.isBusy || window.links.activity != .idle {
        violation("\(moment): \(window.id) is left busy (links: \(window.links.activity))")
      }
    }
  }
}
