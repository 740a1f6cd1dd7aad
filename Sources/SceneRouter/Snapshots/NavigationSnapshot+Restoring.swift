extension NavigationPlan {
  /// A plan that shows what a snapshot describes: its root, then each presentation.
  ///
  /// Snapshots name screens, so restoring needs a way back from a name and a title to a
  /// screen; `makeScreen` is that way, usually a switch over the app's screen names that
  /// also builds each screen's router.
  ///
  /// ```swift
  /// let saved = try JSONEncoder().encode(navigator.snapshot)
  /// // ... next launch ...
  /// let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: saved)
  /// navigator.perform(try NavigationPlan(restoring: snapshot) { name, title in
  ///   switch name {
  ///   case "Product": ProductScreen.make(title: title)
  ///   default: nil
  ///   }
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - makeScreen: Builds the screen for a name and a title, or returns nil when it cannot.
  /// - Throws: ``NavigationError/Code/invalidLayout`` naming the first screen that
  ///   could not be built, or saying that the snapshot shows nothing; nothing is built then.
  public init(
    restoring snapshot: NavigationSnapshot, makeScreen: (_ name: String, _ title: String) -> (any Screen)?
  ) throws(NavigationError) {
    try self.init(restoring: snapshot) { name, title, _ in makeScreen(name, title) }
  }

  /// A plan that shows what a snapshot describes, handing each screen's restoration
  /// identity (``Screen/restorationIdentity``) to the closure that rebuilds it: the
  /// product a Product screen showed, not only its name and title.
  ///
  /// ```swift
  /// navigator.perform(try NavigationPlan(restoring: snapshot) { name, title, identity in
  ///   switch (name, identity.flatMap(Int.init)) {
  ///   case ("Product", let id?): ProductScreen.make(id: id)
  ///   default: nil
  ///   }
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - makeScreen: Builds the screen for a name, a title and the identity the screen had
  ///     (nil when it had none), or returns nil when it cannot.
  /// - Throws: ``NavigationError/Code/invalidLayout`` naming the first screen that
  ///   could not be built, or saying that the snapshot shows nothing; nothing is built then. A shape no window shows (a container in a stack, a
  ///   split view of four columns) is refused already when the snapshot is decoded.
  public init(
    restoring snapshot: NavigationSnapshot,
    makeScreen: (_ name: String, _ title: String, _ identity: String?) -> (any Screen)?
  ) throws(NavigationError) {
    guard let root = snapshot.root else {
      throw .emptySnapshot
    }
    var screenIndex = 0
    func screen(_ leaf: NavigationSnapshot.Screen) throws(NavigationError) -> any Screen {
      let identity = snapshot.restorationIdentities[screenIndex]
      screenIndex += 1
      guard let made = makeScreen(leaf.name, leaf.title, identity) else {
        throw .unrestorableScreen(name: leaf.name, title: leaf.title)
      }
      return made
    }
    // The tree's `map` visits screens in the order the snapshot counts them.
    func layout(_ node: NavigationSnapshot.Node) throws(NavigationError) -> Layout { try node.map(screen) }
    var moves: [Move] = [.setRoot(try layout(root))]
    // A collapsed split view that showed another column on top shows it again.
    if case .split(_, _, _, let top?) = root, top != .secondary { moves.append(.perform(.showColumn(top))) }
    for presentation in snapshot.presented {
      let transition = Transition.presenting(presentation.style, sheet: presentation.sheet, popover: presentation.popover)
      moves.append(.open(try layout(presentation.node), as: transition.animated(false)))
    }
    self.init(moves)
  }
}
