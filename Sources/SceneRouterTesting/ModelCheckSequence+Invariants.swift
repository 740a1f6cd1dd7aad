/// The model check's invariants within a window: completions once and in request order,
/// awaited results resumed as the change says, refused requests changing nothing, the host
/// agreeing with the navigator in every callback and when idle.
extension ModelCheckSequence {
  func completed(_ index: Int, _ result: Result<Void, NavigationError>, in window: Window) {
    completionCounts[index, default: 0] += 1
    if completionCounts[index] ?? 0 > 1 { violation("request \(index)'s completion was called twice") }
    // Each window's navigator completes its own requests in request order; windows are independent.
    if let next = window.outstanding.first, index != next {
      violation("request \(index) completed before request \(next) of \(window.id); completions must follow request order")
    }
    window.outstanding.removeAll { $0 == index }
    switch result {
    case .success:
      record("request \(index) done", in: window)
      if refusalsExpected.contains(index) { violation("request \(index) presented over an alert") }
      if let closing = closings[index], let watch = watches[closing.name] {
        let expected = closing.value.map { "completed(\($0))" } ?? "cancelled(closed without a result)"
        if watch.resumptions != [expected] {
          violation("closing \(closing.name) succeeded, but its caller got \(watch.resumptions), not [\(expected)]")
        }
      }
    case .failure(let error):
      record("request \(index) refused: \(error)", in: window)
      if notifiedRequests.contains(index) {
        violation("refused request \(index) changed the state before it failed")
      }
      if window.navigator.snapshot != window.lastObserved {
        violation(
          "refused request \(index) left the state changed:\n\(window.navigator.snapshot)\nwas\n\(window.lastObserved)")
      }
    }
    closings[index] = nil
    refusalsExpected.remove(index)
    checkAgreement(window, "in request \(index)'s completion")
  }

  func resumed(_ watch: Watch, _ result: RouteResult<Int>) {
    let proxy = watch.window.delegateProxy
    record("\(watch.name)'s caller resumed: \(result)", in: watch.window)
    if watch.resumptions.count > 1 { violation("\(watch.name)'s caller was resumed twice: \(watch.resumptions)") }
    watches[watch.name] = nil
    switch result {
    case .cancelled(.removedByPerson):
      if !proxy.isApplyingPersonStep { violation("\(watch.name) was cancelled by a person outside a person's action") }
    case .cancelled(let reason):
      if proxy.isApplyingPersonStep { violation("\(watch.name) was removed by a person's action, but its caller got \(reason)") }
    case .completed(let value):
      let closedWithIt = closings.values.contains { $0.name == watch.name && $0.value == value }
      let chosen = chosenValues[watch.name] == value && proxy.isApplyingPersonStep
      if !closedWithIt && !chosen {
        violation("\(watch.name)'s caller got \(value), which no close handed back and no person chose")
      }
    }
  }

  func observed(_ snapshot: NavigationSnapshot, in window: Window) {
    window.lastObserved = snapshot
    window.events.checkVisible(snapshot, "\(window.id) after a change")
    // A change belongs to the window's next request, unless a person or a link's plan made it.
    if !window.delegateProxy.isApplyingPersonStep, !drivingLink, let next = window.outstanding.first {
      notifiedRequests.insert(next)
    }
  }

  func inCallback(_ screen: ConformanceScreen, _ event: AppearanceEvent, in window: Window) {
    if !window.isOpen { violation("\(screen.screenName) heard \(event) after \(window.id) closed") }
    if !window.navigator.isBusy { violation("\(screen.screenName) heard \(event) while the navigator was idle") }
    checkAgreement(window, "inside \(screen.screenName) \(event)")
  }

  /// Checks that `window`'s host shows what its navigator says.
  func checkAgreement(_ window: Window, _ moment: String) {
    let shown = window.host.snapshot
    let said = window.navigator.snapshot
    if shown != said { violation("\(window.id) \(moment): the host shows\n\(shown)\nbut the navigator says\n\(said)") }
  }

  /// Checks an idle window: its host agrees with its navigator, every request of it completed
  /// once, every awaited screen gone from it resumed its caller, no screen removed from it
  /// alive, and its events add up.
  func checkIdle(_ window: Window, _ moment: String) {
    let moment = "\(window.id) \(moment)"
    let navigator = window.navigator
    checkAgreement(window, moment)
    if let misuse = window.delegateProxy.misuse { violation("\(moment): \(misuse)") }
    if window.delegateProxy.openChanges != 0 {
      violation("\(moment): the host began \(window.delegateProxy.openChanges) person's changes it never ended")
    }
    for index in window.requests where completionCounts[index] != 1 {
      violation("\(moment): request \(index)'s completion was called \(completionCounts[index] ?? 0) times")
    }
    for (name, watch) in watches where watch.window === window && watch.resumptions.isEmpty {
      let isShown =
        screens.contains { $0.name == name && $0.screen.map(navigator.isShowing) == true }
        || alerts.contains { $0.name == name && $0.screen.map(navigator.isShowing) == true }
      if !isShown { violation("\(moment): \(name) is gone, but its caller was never resumed") }
    }
    for entry in screens where entry.window === window {
      if let screen = entry.screen, !navigator.isShowing(screen) {
        violation("\(moment): \(entry.name) was removed but is still alive")
      }
    }
    for entry in alerts where entry.window === window {
      if let screen = entry.screen, !navigator.isShowing(screen) {
        violation("\(moment): \(entry.name) was removed but is still alive")
      }
    }
    screens.removeAll { $0.screen == nil }
    alerts.removeAll { $0.screen == nil }
    transcript.lines.removeAll()
    window.events.checkIdle(navigator.snapshot, moment)
    for text in window.events.violations where !violations.contains(text) { violation(text) }
  }
}
