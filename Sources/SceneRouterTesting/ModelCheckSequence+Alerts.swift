/// The model check's alerts and sheet detents: alerts presented and chosen, presentations
/// over an alert refused, a person's drags between detents; and the callers awaiting results.
extension ModelCheckSequence {
  /// Presents an alert or a confirmation dialog from a shown screen and awaits its result.
  func presentAlert() {
    guard let source = shownScreen() else { return }
    let name = "Alert\(nextName)"
    nextName += 1
    let style: AlertStyle = chance(1, in: 2) ? .alert : .confirmationDialog
    var actions: [AlertAction<Int>] = [.default("Yes", Int.random(in: 0..<100, using: &random))]
    if chance(1, in: 2) { actions.append(.destructive("Delete", Int.random(in: 0..<100, using: &random))) }
    if chance(2, in: 3) { actions.append(.cancel("Cancel")) }
    let alert = AlertScreen(Alert(name, actions: actions, style: style))
    alerts.append(WeakAlert(alert, name: name, in: current))
    issue("alert \(name) [\(actions.map(\.description).joined(separator: ", "))] from \(source.screenName)", closing: nil) {
      [self] completion in
      navigator.route(to: alert, from: source, as: .modal(alert.alert.presentationStyle), completion: completion)
    }
    watch(alert, named: name)
  }

  /// A person chooses an action of the alert on top (or of none: refused).
  func chooseAlertAction() {
    let index = Int.random(in: 0..<3, using: &random)
    let alert = shownAlert()
    let value = alert.flatMap { shown in shown.screen.alert.actions.indices.contains(index) ? shown.screen.alert.actions[index].value : nil }
    if let alert, let value { chosenValues[alert.name] = value }
    let chose = act("choose action \(index) of \(alert?.name ?? "no alert")") { [host] () throws(NavigationError) in
      try host.chooseAlertAction(index)
    }
    if !chose, let alert { chosenValues[alert.name] = nil }
  }

  /// Routes a presentation while an alert is on top and the navigator idle: it must be refused.
  func presentOverAlert() {
    guard isIdle, shownAlert() != nil, let source = shownScreen() else {
      presentAlert()
      return
    }
    let screen = makeScreen()
    let transition: Transition = chance(1, in: 2) ? .modal(.pageSheet) : .modal(.fullScreen, inNavigation: true)
    refusalsExpected.insert(requestCount + 1)
    issue("open \(screen.screenName) from \(source.screenName) as \(transition) over an alert", closing: nil) {
      [self] completion in
      navigator.route(to: screen, from: source, as: transition, completion: completion)
    }
  }

  /// A person drags the sheet on top to one of its detents, or to one it does not have.
  func dragSheet() {
    if host.inFlightStep != nil, chance(3, in: 4) {
      act("complete transition") { [host] () throws(NavigationError) in try host.completeTransition() }
    }
    // Mostly one of the detents the top sheet shows; sometimes one it lacks, or no sheet at all.
    let shown = navigator.snapshot.presented.last(where: { $0.tab == nil })?.sheet?.detents.map(\.identifier) ?? []
    if shown.isEmpty, chance(1, in: 2), let source = shownScreen() {
      let screen = makeScreen()
      let transition = sheetWithDetents()
      issue("open \(screen.screenName) from \(source.screenName) as \(transition)", closing: nil) { [self] completion in
        navigator.route(to: screen, from: source, as: transition, completion: completion)
      }
      return
    }
    let detents = chance(3, in: 4) && !shown.isEmpty ? shown : ["medium", "large", "peek", "most", "none"]
    let detent = detents[Int.random(in: 0..<detents.count, using: &random)]
    act("drag the sheet to \(detent)") { [host] () throws(NavigationError) in try host.dragSheet(toDetent: detent) }
  }

  /// The alert the navigator shows on top, with its watch name.
  private func shownAlert() -> (name: String, screen: AlertScreen<Int>)? {
    for entry in alerts {
      if let screen = entry.screen, navigator.isShowing(screen) { return (entry.name, screen) }
    }
    return nil
  }

  func watchResult() {
    guard let screen = shownScreen() else { return }
    watch(screen, named: screen.screenName)
  }

  /// Awaits the result of `screen` under `name`, as a caller of the navigator would.
  private func watch(_ screen: any Screen, named name: String) {
    let watch = Watch(name: name, in: current)
    do throws(NavigationError) {
      try navigator.result(of: screen, expecting: Int.self) { [weak self, watch] result in
        watch.resumptions.append("\(result)")
        self?.resumed(watch, result)
      }
      watches[name] = watch
      record("watch \(name)")
    } catch {
      record("watch \(name) refused: \(error)")
    }
  }
}
