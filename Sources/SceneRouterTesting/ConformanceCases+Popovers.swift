@_spi(Hosting) import SceneRouter

/// The conformance cases of popovers, the window's width and zoom transitions.
extension ConformanceCases {
  /// Home in a stack, registering the anchors `cart` (a view) and `share` (a bar button item).
  static func homeWithAnchors(_ f: Fixture) -> ConformanceScreen {
    let home = f.screen("Home")
    home.popoverAnchors = ["cart", "share"]
    f.navigator.setRoot(.stack([home]))
    _ = f.takeLines()
    return home
  }

  static func popoverInRegularWidth(_ f: Fixture) {
    let home = homeWithAnchors(f)
    f.check(f.host.horizontalSizeClass, .regular, "the host's width at first")
    f.navigator.route(to: f.screen("Cart"), from: home, as: .popover(anchor: .view("cart"), arrows: [.up, .down]))
    f.check(f.takeLines(), ["Cart didLoad", "Cart willAppear", "Cart didAppear"], "callbacks: a popover hides nothing")
    let popover = PopoverConfiguration(anchor: .view("cart"), arrowDirections: [.up, .down])
    f.check(
      f.host.snapshot,
      NavigationSnapshot(root: .stack([.screen("Home")]), presented: [.init(.popover, .screen("Cart"), popover: popover)]),
      "the host's snapshot")
    f.check(
      f.navigator.snapshot.description, "stack\n└─ Home\npresented popover (anchor: cart, arrows: up, down):\n└─ Cart",
      "the printed snapshot")
    f.checkAgreement("with the popover shown")
    f.check(
      f.error { () throws(NavigationError) in try f.host.pullDownSheet() },
      "'Cart' cannot be pulled down: it is shown as a popover, which a person dismisses by tapping outside it.",
      "pulling a popover down")
    f.check(f.takeLines(), [], "callbacks after the refused pull")
    f.checkAgreement("at the end")
  }

  static func popoverInCompactWidth(_ f: Fixture) {
    f.attempt("make the window compact") { () throws(NavigationError) in try f.host.setWidth(.compact) }
    let home = homeWithAnchors(f)
    let share = f.screen("Share")
    f.navigator.route(to: share, from: home, as: .popover(anchor: .barButton("share"), inNavigation: true))
    var result: [String] = []
    f.attempt("watch Share") { () throws(NavigationError) in
      try f.navigator.result(of: share, expecting: Int.self) { result.append("\($0)") }
    }
    f.check(f.takeLines(), ["Share didLoad", "Share willAppear", "Share didAppear"], "callbacks: a form sheet hides nothing")
    f.check(
      f.host.snapshot.presented,
      [
        .init(
          .popover, .stack([.screen("Share")]), popover: PopoverConfiguration(anchor: .barButton("share")),
          shownAs: .formSheet)
      ],
      "the host's presentations")
    f.check(
      f.navigator.snapshot.description,
      "stack\n└─ Home\npresented popover (anchor: bar button share) shown as formSheet:\n└─ stack\n   └─ Share",
      "the printed snapshot")
    f.checkAgreement("with the adapted popover shown")
    f.check(
      f.error { () throws(NavigationError) in try f.host.tapOutsidePopover() },
      "Cannot tap outside a popover: the popover is shown as a form sheet in a compact width; pull it down.",
      "a tap outside a form sheet")
    f.attempt("pull the form sheet down") { () throws(NavigationError) in try f.host.pullDownSheet() }
    f.check(f.takeLines(), ["Share willDisappear", "Share didDisappear"], "callbacks of the pull")
    f.check(result, ["cancelled(removed by a person)"], "the awaited result")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home")])), "after the pull")
    f.checkAgreement("at the end")
  }

  static func widthChangeWhileShown(_ f: Fixture) {
    let home = homeWithAnchors(f)
    f.navigator.route(to: f.screen("Cart"), from: home, as: .popover(anchor: .view("cart")))
    _ = f.takeLines()
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      if case .received(let request) = event { log.lines.append("\(request.origin): \(request.kind)") }
    }
    f.attempt("make the window compact") { () throws(NavigationError) in try f.host.setWidth(.compact) }
    f.check(log.lines, ["person's action: the window became compact"], "the navigator's events")
    f.check(f.takeLines(), [], "callbacks: a popover and a form sheet both keep Home in the window")
    f.check(f.host.horizontalSizeClass, .compact, "the host's width")
    f.check(f.host.snapshot.presented.first?.shownAs, .formSheet, "the host shows the popover as")
    f.checkAgreement("in a compact width")
    f.attempt("make it compact again") { () throws(NavigationError) in try f.host.setWidth(.compact) }
    f.check(log.lines.count, 1, "events after the same width")
    f.attempt("make the window regular") { () throws(NavigationError) in try f.host.setWidth(.regular) }
    f.check(log.lines.last, "person's action: the window became regular", "the navigator's last event")
    f.check(
      f.navigator.snapshot.presented,
      [.init(.popover, .screen("Cart"), popover: PopoverConfiguration(anchor: .view("cart")))],
      "a popover again")
    observation.cancel()
    f.checkAgreement("at the end")
  }

  static func tapOutsidePopover(_ f: Fixture) {
    let home = homeWithAnchors(f)
    let cart = f.screen("Cart")
    f.navigator.route(to: cart, from: home, as: .popover(anchor: .view("cart")))
    var result: [String] = []
    f.attempt("watch Cart") { () throws(NavigationError) in
      try f.navigator.result(of: cart, expecting: Int.self) { result.append("\($0)") }
    }
    _ = f.takeLines()
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      if case .received(let request) = event { log.lines.append("\(request.origin): \(request.kind)") }
    }
    f.attempt("tap outside the popover") { () throws(NavigationError) in try f.host.tapOutsidePopover() }
    f.check(f.takeLines(), ["Cart willDisappear", "Cart didDisappear"], "callbacks: Home never disappeared")
    f.check(result, ["cancelled(removed by a person)"], "the awaited result")
    f.check(log.lines, ["person's action: dismiss Cart"], "the navigator's events")
    f.check(f.navigator.snapshot, NavigationSnapshot(root: .stack([.screen("Home")])), "after the tap")
    f.check(
      f.error { () throws(NavigationError) in try f.host.tapOutsidePopover() },
      "Cannot tap outside a popover: no popover is shown.", "a tap with no popover")
    observation.cancel()
    f.checkAgreement("at the end")
  }

  static func unknownAnchor(_ f: Fixture) {
    let home = homeWithAnchors(f)
    let before = f.navigator.snapshot
    let log = Fixture.Log()
    f.navigator.route(to: f.screen("Wishlist"), from: home, as: .popover(anchor: .view("wishlist")),
      completion: f.completion("open Wishlist", into: log))
    f.navigator.route(to: f.screen("Help"), from: home, as: .popover(anchor: .barButton("help")), completion: f.completion("open Help", into: log))
    f.navigator.route(to: f.screen("Bare"), from: home, as: .modal(.popover), completion: f.completion("open Bare", into: log))
    var sheet = Transition.modal(.pageSheet)
    sheet.popover = PopoverConfiguration(anchor: .view("cart"))
    f.navigator.route(to: f.screen("Sheet"), from: home, as: sheet, completion: f.completion("open Sheet", into: log))
    f.check(
      log.lines,
      [
        "open Wishlist refused: Cannot show a popover from 'Home': it registers no anchor 'wishlist' (Screen.popoverAnchors), so the popover would point at nothing.",
        "open Help refused: Cannot show a popover from 'Home': it registers no anchor 'bar button help' (Screen.popoverAnchors), so the popover would point at nothing.",
        "open Bare refused: Invalid transition: a popover needs an anchor: use .popover(anchor:arrows:inNavigation:).",
        "open Sheet refused: Invalid transition: an anchor applies to a popover, not to a presentation as pageSheet.",
      ], "the refusals")
    f.check(f.navigator.snapshot, before, "the navigator's snapshot")
    f.check(f.takeLines(), [], "callbacks")
    f.checkAgreement("after the refusals")
  }

  static func zoomTransitions(_ f: Fixture) {
    let home = f.screen("Home")
    f.navigator.setRoot(.stack([home]))
    _ = f.takeLines()
    let photo = f.screen("Photo")
    let steps = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      if case .planned(_, let planned) = event { steps.lines += planned.map(\.description) }
    }
    f.navigator.route(to: photo, from: home, as: Transition.push(zoomingFrom: "photo-1"))
    f.check(
      f.takeLines(),
      ["Photo didLoad", "Home willDisappear", "Photo willAppear", "Home didDisappear", "Photo didAppear"],
      "callbacks of a zoomed push")
    f.check(steps.lines, ["push Photo#3 onto #1 (zoom from photo-1)"], "the planned step")
    f.checkAgreement("after the push")
    f.navigator.close(photo)
    f.navigator.route(to: f.screen("Cover"), from: home, as: Transition.modal(.pageSheet, zoomingFrom: "cover"))
    f.check(
      f.navigator.snapshot.description, "stack\n└─ Home\npresented pageSheet (zoom from cover):\n└─ Cover",
      "the printed snapshot with a zoomed sheet")
    f.check(f.host.snapshot.presented.first?.zoomSource, "cover", "the host's zoom source")
    observation.cancel()
    f.checkAgreement("at the end")
  }
}
