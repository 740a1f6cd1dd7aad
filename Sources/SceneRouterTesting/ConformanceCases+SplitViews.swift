/// The conformance cases of split views: their columns in snapshots, routes to a column in
/// both widths, collapsing and expanding through width changes, a person's back in the
/// collapsed stack.
extension ConformanceCases {
  /// Inbox and Folder in the primary column, Message in the secondary, in a regular width.
  static func mailSplit(_ f: Fixture) -> (inbox: ConformanceScreen, folder: ConformanceScreen, message: ConformanceScreen) {
    let inbox = f.screen("Inbox")
    let folder = f.screen("Folder")
    let message = f.screen("Message")
    f.navigator.setRoot(.split(primary: .stack([inbox, folder]), secondary: .screen(message)))
    _ = f.takeLines()
    return (inbox, folder, message)
  }

  /// The snapshot of a double-column split view, its primary column's stack given.
  static func mailSnapshot(
    primary: [String], secondary: [String], top: SplitColumn? = nil
  ) -> NavigationSnapshot {
    NavigationSnapshot(
      root: .split(
        columns: [.stack(primary.map { .screen($0) }), .stack(secondary.map { .screen($0) })], top: top))
  }

  static func splitColumns(_ f: Fixture) {
    let inbox = f.screen("Inbox")
    let message = f.screen("Message")
    f.navigator.setRoot(.split(primary: .stack([inbox]), secondary: .screen(message)))
    f.check(
      f.takeLines(),
      [
        "Inbox didLoad", "Message didLoad", "Inbox willAppear", "Message willAppear", "Inbox didAppear",
        "Message didAppear",
      ],
      "callbacks: both columns appear in a regular width")
    f.check(f.host.snapshot, mailSnapshot(primary: ["Inbox"], secondary: ["Message"]), "the host's snapshot")
    f.check(
      f.navigator.snapshot.description,
      "split\n├─ stack (primary)\n│  └─ Inbox\n└─ stack (secondary)\n   └─ Message",
      "the printed snapshot")
    f.check(f.navigator.topMostScreen?.screenName, "Message", "the screen a person sees: the detail")
    f.checkAgreement("with a double-column split view")
    let triple = NavigationSnapshot(
      root: .split(
        columns: [.stack([.screen("Folders")]), .stack([.screen("Mailbox")]), .stack([.screen("Mail")])], top: nil))
    f.navigator.setRoot(
      .split(primary: .screen(f.screen("Folders")), supplementary: .screen(f.screen("Mailbox")), secondary: .stack([f.screen("Mail")])))
    f.check(f.host.snapshot, triple, "the host's snapshot of a triple-column split view")
    f.check(
      f.navigator.snapshot.description,
      "split\n├─ stack (primary)\n│  └─ Folders\n├─ stack (supplementary)\n│  └─ Mailbox\n└─ stack (secondary)\n   └─ Mail",
      "the printed triple-column snapshot")
    f.checkAgreement("with a triple-column split view")
  }

  static func showDetailInRegularWidth(_ f: Fixture) {
    let (inbox, _, _) = mailSplit(f)
    f.navigator.route(to: f.screen("Reply"), from: inbox, as: .showDetail)
    f.check(
      f.takeLines(),
      ["Reply didLoad", "Message willDisappear", "Reply willAppear", "Message didDisappear", "Reply didAppear"],
      "callbacks: the detail is replaced, the primary column stays")
    f.check(f.host.snapshot, mailSnapshot(primary: ["Inbox", "Folder"], secondary: ["Reply"]), "the host's snapshot")
    f.checkAgreement("after showing the detail")
    let before = f.navigator.snapshot
    var errors: [String] = []
    f.navigator.route(to: f.screen("Drafts"), from: inbox, as: .show(in: .supplementary)) { result in
      if case .failure(let error) = result { errors.append(error.description) }
    }
    f.check(
      errors, ["Cannot show the supplementary column: the split view has 2 columns (primary, secondary)."],
      "a column the style does not have")
    f.check(f.navigator.snapshot, before, "after the refusal")
    f.check(f.takeLines(), [], "callbacks after the refusal")
    f.checkAgreement("at the end")
  }

  static func showDetailInCompactWidth(_ f: Fixture) {
    f.attempt("make the window compact") { () throws(NavigationError) in try f.host.setWidth(.compact) }
    let (_, folder, _) = mailSplit(f)
    f.check(f.navigator.topMostScreen?.screenName, "Message", "collapsed, the secondary column is on top")
    f.attempt("tap back") { () throws(NavigationError) in try f.host.tapBack() }
    f.check(
      f.takeLines(),
      ["Folder didLoad", "Message willDisappear", "Folder willAppear", "Message didDisappear", "Folder didAppear"],
      "callbacks: back from the secondary column's root shows the primary's top, loaded only now")
    f.check(
      f.navigator.snapshot, mailSnapshot(primary: ["Inbox", "Folder"], secondary: ["Message"], top: .primary),
      "the primary column on top; the secondary keeps its screen")
    f.navigator.route(to: f.screen("Reply"), from: folder, as: .showDetail)
    f.check(
      f.takeLines(),
      ["Reply didLoad", "Folder willDisappear", "Reply willAppear", "Folder didDisappear", "Reply didAppear"],
      "callbacks: the detail lands on top of the collapsed stack")
    f.check(
      f.host.snapshot, mailSnapshot(primary: ["Inbox", "Folder"], secondary: ["Reply"], top: .secondary),
      "the host's snapshot")
    f.check(
      f.navigator.snapshot.description,
      "split (collapsed, secondary on top)\n├─ stack (primary)\n│  ├─ Inbox\n│  └─ Folder\n└─ stack (secondary)\n   └─ Reply",
      "the printed snapshot")
    f.checkAgreement("at the end")
  }

  static func collapseAndExpand(_ f: Fixture) {
    let (_, _, message) = mailSplit(f)
    f.navigator.route(to: f.screen("Attachment"), from: message, as: .push)
    _ = f.takeLines()
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      if case .received(let request) = event { log.lines.append("\(request.origin): \(request.kind)") }
    }
    f.attempt("make the window compact") { () throws(NavigationError) in try f.host.setWidth(.compact) }
    f.check(f.takeLines(), ["Folder willDisappear", "Folder didDisappear"], "callbacks: collapsing hides the primary column")
    f.check(
      f.host.snapshot, mailSnapshot(primary: ["Inbox", "Folder"], secondary: ["Message", "Attachment"], top: .secondary),
      "collapsed, the host's snapshot")
    f.checkAgreement("collapsed")
    f.attempt("make the window regular") { () throws(NavigationError) in try f.host.setWidth(.regular) }
    f.check(f.takeLines(), ["Folder willAppear", "Folder didAppear"], "callbacks: expanding shows the primary column again")
    f.check(
      f.host.snapshot, mailSnapshot(primary: ["Inbox", "Folder"], secondary: ["Message", "Attachment"]),
      "expanded, the navigation kept")
    f.check(
      log.lines, ["person's action: the window became compact", "person's action: the window became regular"],
      "the navigator's events")
    observation.cancel()
    f.checkAgreement("at the end")
  }

  static func backInCollapsedStack(_ f: Fixture) {
    let (_, _, message) = mailSplit(f)
    f.navigator.route(to: f.screen("Attachment"), from: message, as: .push)
    f.attempt("make the window compact") { () throws(NavigationError) in try f.host.setWidth(.compact) }
    _ = f.takeLines()
    let log = Fixture.Log()
    let observation = f.navigator.addEventObserver { event in
      if case .received(let request) = event { log.lines.append("\(request.origin): \(request.kind)") }
    }
    f.attempt("tap back") { () throws(NavigationError) in try f.host.tapBack() }
    f.check(
      f.takeLines(), ["Attachment willDisappear", "Message willAppear", "Attachment didDisappear", "Message didAppear"],
      "callbacks: back pops the secondary column's stack")
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    f.attempt("cancel it") { () throws(NavigationError) in try f.host.cancelSwipeBack() }
    f.check(
      f.navigator.snapshot, mailSnapshot(primary: ["Inbox", "Folder"], secondary: ["Message"], top: .secondary),
      "after the cancelled swipe")
    f.check(
      f.takeLines(),
      [
        "Message willDisappear", "Folder willAppear", "Folder willDisappear", "Folder didDisappear",
        "Message willAppear", "Message didAppear",
      ],
      "callbacks of the cancelled swipe")
    f.attempt("begin a swipe back") { () throws(NavigationError) in try f.host.beginSwipeBack() }
    f.attempt("finish it") { () throws(NavigationError) in try f.host.finishSwipeBack() }
    f.check(
      f.takeLines(), ["Message willDisappear", "Folder willAppear", "Message didDisappear", "Folder didAppear"],
      "callbacks: a swipe back from the secondary column's root")
    f.attempt("tap back") { () throws(NavigationError) in try f.host.tapBack() }
    f.check(
      f.takeLines(),
      ["Inbox didLoad", "Folder willDisappear", "Inbox willAppear", "Folder didDisappear", "Inbox didAppear"],
      "callbacks: back pops the primary column's stack")
    f.check(
      f.error { () throws(NavigationError) in try f.host.tapBack() },
      "'Inbox' is the root of its navigation stack; there is nothing to go back to.", "back on the primary's root")
    f.check(
      log.lines,
      [
        "person's action: go back to Message", "person's action: swipe back from Message",
        "person's action: swipe back from Message", "person's action: go back to Inbox",
      ],
      "the navigator's events")
    f.check(
      f.navigator.snapshot, mailSnapshot(primary: ["Inbox"], secondary: ["Message"], top: .primary),
      "collapsed on the primary column")
    f.attempt("make the window regular") { () throws(NavigationError) in try f.host.setWidth(.regular) }
    f.check(f.takeLines(), ["Message willAppear", "Message didAppear"], "callbacks: expanding shows the secondary column it kept")
    f.check(f.navigator.snapshot, mailSnapshot(primary: ["Inbox"], secondary: ["Message"]), "expanded")
    observation.cancel()
    f.checkAgreement("at the end")
  }
}
