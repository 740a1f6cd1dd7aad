/// The conformance cases of alerts and confirmation dialogs, sheet detents and a person's
/// drag between them, and a deep plan landing in one animation.
extension ConformanceCases {
  static func alertChoice(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    _ = f.takeLines()
    let log = Fixture.Log()
    let alert = AlertScreen(
      Alert<Int>(
        "Remove the mug?", message: "It leaves your bag.",
        actions: [.destructive("Remove", 1), .default("Save for Later", 2), .cancel("Keep")]))
    f.navigator.route(to: alert, from: home, as: .modal(.alert), completion: f.completion("alert", into: log))
    f.attempt("watch the alert") { () throws(NavigationError) in
      try f.navigator.result(of: alert, expecting: Int.self) { log.lines.append("alert: \($0)") }
    }
    f.check(
      f.host.snapshot,
      NavigationSnapshot(root: .stack([.screen("Home")]), presented: [.init(.alert, .screen("Alert", "Remove the mug?"))]),
      "the host's snapshot with the alert")
    f.checkAgreement("with the alert shown")
    f.attempt("choose Save for Later") { () throws(NavigationError) in try f.host.chooseAlertAction(1) }
    f.check(log.lines, ["alert done", "alert: completed(2)"], "the request and the awaited result")
    f.check(f.takeLines(), [], "Home's callbacks: an alert never hides its presenter")
    f.checkAgreement("after the choice")

    log.lines.removeAll()
    let keep = AlertScreen(Alert<Int>("Remove the mug?", actions: [.destructive("Remove", 1), .cancel("Keep")]))
    f.navigator.route(to: keep, from: home, as: .modal(.alert))
    f.attempt("watch the second alert") { () throws(NavigationError) in
      try f.navigator.result(of: keep, expecting: Int.self) { log.lines.append("keep: \($0)") }
    }
    f.attempt("choose Keep") { () throws(NavigationError) in try f.host.chooseAlertAction(1) }
    f.check(log.lines, ["keep: cancelled(removed by a person)"], "a cancel action without a value")

    log.lines.removeAll()
    let dialog = AlertScreen(
      Alert<Int>("Share", actions: [.default("Copy Link", 3), .cancel("Cancel")], style: .confirmationDialog))
    f.navigator.route(to: dialog, from: home, as: .modal(.actionSheet))
    f.attempt("watch the dialog") { () throws(NavigationError) in
      try f.navigator.result(of: dialog, expecting: Int.self) { log.lines.append("dialog: \($0)") }
    }
    f.check(
      f.host.snapshot.presented, [.init(.actionSheet, .screen("Alert", "Share"))], "the host's presentations with the dialog")
    f.check(f.takeLines(), [], "Home's callbacks: a confirmation dialog never hides its presenter")
    f.navigator.setRoot(.stack([f.screen("Login")]), completion: f.completion("setRoot", into: log))
    f.check(log.lines, ["dialog: cancelled(removed by another route)", "setRoot done"], "a route that removes the dialog")
    f.checkAgreement("after the new root")
  }

  static func nothingOverAlert(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let alert = AlertScreen(Alert<Int>("Sign out?", actions: [.destructive("Sign Out", 1), .cancel("Cancel")]))
    f.navigator.route(to: alert, from: home, as: .modal(.alert))
    _ = f.takeLines()
    let before = f.navigator.snapshot
    let log = Fixture.Log()
    f.navigator.route(to: f.screen("Sheet"), from: home, as: .modal(.pageSheet), completion: f.completion("open Sheet", into: log))
    f.navigator.perform(
      NavigationPlan([.open(.stack([f.screen("Cover")]), as: .modal(.fullScreen).animated(false))]), completion: f.completion("plan", into: log))
    let second = AlertScreen(Alert<Int>("Again?", actions: [.cancel("Cancel")]))
    f.navigator.route(to: second, from: home, as: .modal(.alert), completion: f.completion("second alert", into: log))
    f.check(
      log.lines,
      [
        "open Sheet refused: Cannot present 'Sheet': the alert 'Sign out?' is shown, and an alert presents nothing; it goes first.",
        "plan refused: Cannot present 'Cover': the alert 'Sign out?' is shown, and an alert presents nothing; it goes first.",
        "second alert refused: Cannot present 'Alert': the alert 'Sign out?' is shown, and an alert presents nothing; it goes first.",
      ], "presentations over the alert")
    f.check(
      f.error { () throws(NavigationError) in try f.host.pullDownSheet() },
      "'Alert' cannot be pulled down: it is presented as alert, which only a route can dismiss.", "pulling the alert down")
    f.check(f.navigator.snapshot, before, "the navigator's snapshot")
    f.check(f.takeLines(), [], "callbacks")
    f.checkAgreement("after the refusals")
    f.attempt("choose Sign Out") { () throws(NavigationError) in try f.host.chooseAlertAction(0) }
    f.check(
      f.error { () throws(NavigationError) in try f.host.chooseAlertAction(0) },
      "Cannot choose action 0 of an alert: no alert is shown.", "choosing with no alert shown")
    f.navigator.route(to: f.screen("Sheet"), from: home, as: .modal(.pageSheet), completion: f.completion("open Sheet", into: log))
    f.check(log.lines.last, "open Sheet done", "presenting once the alert is gone")
    f.checkAgreement("at the end")
  }

  static func sheetDetents(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    _ = f.takeLines()
    let filters = f.screen("Filters")
    let peek = SheetDetent.height("peek", points: 120)
    f.navigator.route(to: filters, from: home,
      as: .sheet([peek, .medium, .large], selected: .medium, showsGrabber: true, largestUndimmed: .medium))
    f.check(f.takeLines(), ["Filters didLoad", "Filters willAppear", "Filters didAppear"], "callbacks: a sheet hides nothing")
    let configuration = SheetConfiguration(
      detents: [peek, .medium, .large], selected: "medium", showsGrabber: true, largestUndimmed: "medium")
    f.check(
      f.host.snapshot,
      NavigationSnapshot(
        root: .stack([.screen("Home")]), presented: [.init(.pageSheet, .screen("Filters"), sheet: configuration)]),
      "the host's snapshot")
    f.checkAgreement("with the sheet shown")
    f.navigator.close(filters)
    let sort = f.screen("Sort")
    f.navigator.route(to: sort, from: home, as: .sheet([.fraction("third", 0.33), .large], inNavigation: true))
    f.check(
      f.host.snapshot.presented,
      [.init(.pageSheet, .stack([.screen("Sort")]), sheet: SheetConfiguration(detents: [.fraction("third", 0.33), .large]))],
      "a sheet in a navigation stack, resting at its smallest detent")
    f.attempt("pull the sheet down") { () throws(NavigationError) in try f.host.pullDownSheet() }
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home")])), "after the pull")
    f.checkAgreement("at the end")
  }

  static func detentDrag(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    let filters = f.screen("Filters")
    f.navigator.route(to: filters, from: home, as: .sheet([.medium, .large], selected: .medium))
    _ = f.takeLines()
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      if case .received(let request) = event { log.lines.append("\(request.origin): \(request.kind)") }
    }
    f.attempt("drag to large") { () throws(NavigationError) in try f.host.dragSheet(toDetent: "large") }
    f.check(log.lines, ["person's action: rest Filters at large"], "the navigator's events")
    f.check(f.navigator.snapshot.presented.first?.sheet?.selected, "large", "the detent in the navigator's state")
    f.check(f.takeLines(), [], "callbacks: nothing appears or disappears")
    f.checkAgreement("after the drag")
    f.attempt("let go at large again") { () throws(NavigationError) in try f.host.dragSheet(toDetent: "large") }
    f.check(log.lines.count, 1, "events after letting go where the sheet rests")
    f.check(
      f.error { () throws(NavigationError) in try f.host.dragSheet(toDetent: "peek") },
      "Invalid transition: 'Filters' has no detent 'peek'; its detents are medium, large.", "dragging to a detent it lacks")
    f.navigator.close(filters)
    f.check(
      f.error { () throws(NavigationError) in try f.host.dragSheet(toDetent: "large") },
      "Cannot drag the sheet to the detent 'large': no sheet with detents is shown.", "dragging with no sheet")
    observation.cancel()
    f.checkAgreement("at the end")
  }

  static func planInOneAnimation(_ f: Fixture) {
    let shop = f.screen("Shop")
    f.navigator.setRoot(.tabs([.stack([shop]), .stack([f.screen("Wishlist")])], selected: 0))
    f.navigator.route(to: f.screen("Sheet"), from: shop, as: .modal(.pageSheet))
    _ = f.takeLines()
    f.host.holdsAnimatedTransitions = true
    let log = Fixture.Log()
    f.navigator.perform(
      NavigationPlan([
        .perform(.dismissPresented), .perform(.selectTab(1)), .open(f.screen("Product"), as: .push),
        .open(f.screen("Reviews"), as: .push), .open(f.screen("Review"), as: .push),
      ]), completion: f.completion("plan", into: log))
    var held = 0
    while f.host.inFlightStep != nil, held < 10 {
      held += 1
      f.attempt("complete") { () throws(NavigationError) in try f.host.completeTransition() }
    }
    f.check(held, 1, "transitions held")
    f.check(log.lines, ["plan done"], "the plan's request")
    f.check(
      f.navigator.snapshot,
      NavigationSnapshot(
        root: .tabs(
          [.stack([.screen("Shop")]), .stack([.screen("Wishlist"), .screen("Product"), .screen("Reviews"), .screen("Review")])],
          selected: 1)), "the snapshot")
    f.check(
      f.takeLines(),
      [
        "Sheet willDisappear", "Sheet didDisappear", "Wishlist didLoad", "Wishlist willAppear", "Shop willDisappear",
        "Shop didDisappear", "Wishlist didAppear", "Product didLoad", "Wishlist willDisappear", "Product willAppear",
        "Wishlist didDisappear", "Product didAppear", "Reviews didLoad", "Product willDisappear", "Reviews willAppear",
        "Product didDisappear", "Reviews didAppear", "Review didLoad", "Reviews willDisappear", "Review willAppear",
        "Reviews didDisappear", "Review didAppear",
      ], "callbacks: each step's, the steps before the last at once")
    f.checkAgreement("at the end")
  }
}
