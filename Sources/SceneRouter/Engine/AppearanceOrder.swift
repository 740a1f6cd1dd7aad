/// The order in which UIKit delivers a change's appearance callbacks (rules 36 to 39).
///
/// Every simulated host takes a change's callbacks from here: `didLoad` for a screen shown
/// for the first time, then the will-callbacks, then (when the transition ends) the
/// did-callbacks, each in the order UIKit delivers them for that kind of change.
package enum AppearanceOrder {
  /// Push, pop, a new root, a dismissal, a presentation that keeps its presenter visible:
  /// the disappearing screen first, in both phases.
  case standard
  /// A presentation that removes its presenter's view: the presented screen appears before
  /// the presenter disappears.
  case presentation
  /// A tab switch: the new tab's `willAppear` comes before the old tab's `willDisappear`.
  case tabSwitch

  /// Up to this many screens on each side of a change are compared in place, beyond through sets.
  package static let comparedInPlace = 8

  /// The order of a step's callbacks.
  package init(of step: NavigationStep) {
    switch step {
    case .present(_, _, let style, _, _, _): self = style.keepsPresenterVisible ? .standard : .presentation
    case .selectTab: self = .tabSwitch
    case .setRoot, .push, .pop, .setStack, .dismiss, .refreshChrome, .selectDetent, .setWidth, .showColumn, .showSidebar:
      self = .standard
    }
  }

  /// The callbacks of a change: screens shown before and not after disappear, screens shown
  /// after and not before appear.
  ///
  /// - Parameters:
  ///   - before: The screens whose views were in the window before the change.
  ///   - after: Those in the window after it.
  ///   - loaded: The screens loaded so far; a screen appearing for the first time is added
  ///     and gets `didLoad` first.
  /// - Returns: The callbacks delivered when the change starts, and those delivered when its
  ///   transition ends.
  @MainActor
  package func callbacks(
    before: [ShownScreen], after: [ShownScreen], loaded: inout LoadedScreens
  ) -> (will: [ScreenCallback], did: [ScreenCallback]) {
    var will: [ScreenCallback] = []
    var did: [ScreenCallback] = []
    appendCallbacks(before: before, after: after, loaded: &loaded, will: &will, did: &did)
    return (will, did)
  }

  /// Appends a change's callbacks (see ``callbacks(before:after:loaded:)``) to `will` and
  /// `did`, for a caller that reuses its arrays.
  @MainActor
  package func appendCallbacks(
    before: [ShownScreen], after: [ShownScreen], loaded: inout LoadedScreens,
    will: inout [ScreenCallback], did: inout [ScreenCallback]
  ) {
    // A handful of screens as a rule: compared in place, with no set or list per change,
    // marked in bit masks (no closures: each call of a main-actor closure through `filter`
    // checks the executor). Presentations that keep their presenters visible can pile up
    // hundreds, which in place would cost O(n²) per change
    // (Fuzz/findings/NavigatorFuzz/over-full-screen-chain): then sets.
    if before.count <= Self.comparedInPlace, after.count <= Self.comparedInPlace {
      var disappearing: UInt = 0
      var appearing: UInt = 0
      for (index, shown) in before.enumerated() where !Self.contains(shown.id, in: after) {
        disappearing |= 1 << index
      }
      for (index, shown) in after.enumerated() where !Self.contains(shown.id, in: before) {
        appearing |= 1 << index
      }
      append(
        disappearing: Self.Marked(screens: before, mask: disappearing),
        appearing: Self.Marked(screens: after, mask: appearing), loaded: &loaded, will: &will, did: &did)
    } else {
      append(
        disappearing: Self.Marked(screens: before, absentFrom: Set(after.lazy.map(\.id))),
        appearing: Self.Marked(screens: after, absentFrom: Set(before.lazy.map(\.id))), loaded: &loaded, will: &will,
        did: &did)
    }
  }

  private static func contains(_ id: ScreenID, in screens: [ShownScreen]) -> Bool {
    for shown in screens where shown.id == id { return true }
    return false
  }

  /// The screens of a list that appear or disappear: in a short list those whose bits are set
  /// in `mask`, in a long one those whose identity is not in `others` (one type for both, so
  /// the callbacks are compiled once).
  private struct Marked: Collection {
    let screens: [ShownScreen]
    let mask: UInt
    let others: Set<ScreenID>?

    init(screens: [ShownScreen], mask: UInt) {
      self.screens = screens
      self.mask = mask
      others = nil
    }

    init(screens: [ShownScreen], absentFrom others: Set<ScreenID>) {
      self.screens = screens
      mask = 0
      self.others = others
    }

    var startIndex: Int { next(from: 0) }
    var endIndex: Int { screens.count }
    subscript(position: Int) -> ShownScreen { screens[position] }
    func index(after position: Int) -> Int { next(from: position + 1) }

    private func next(from position: Int) -> Int {
      var position = position
      while position < screens.count, !isMarked(position) { position += 1 }
      return position
    }

    private func isMarked(_ position: Int) -> Bool {
      guard let others else { return mask & (1 << position) != 0 }
      return !others.contains(screens[position].id)
    }
  }

  @MainActor
  private func append(
    disappearing: Marked, appearing: Marked, loaded: inout LoadedScreens,
    will: inout [ScreenCallback], did: inout [ScreenCallback]
  ) {
    let appearingCount = appearing.count
    let disappearingCount = disappearing.count
    will.reserveCapacity(will.count + 2 * appearingCount + disappearingCount)
    did.reserveCapacity(did.count + appearingCount + disappearingCount)
    for shown in appearing where loaded.insert(shown.screen) { will.append(ScreenCallback(shown, .didLoad)) }
    func add(_ screens: Marked, _ event: AppearanceEvent, to callbacks: inout [ScreenCallback]) {
      for shown in screens { callbacks.append(ScreenCallback(shown, event)) }
    }
    switch self {
    case .standard:
      add(disappearing, .willDisappear, to: &will)
      add(appearing, .willAppear, to: &will)
      add(disappearing, .didDisappear, to: &did)
      add(appearing, .didAppear, to: &did)
    case .presentation:
      add(disappearing, .willDisappear, to: &will)
      add(appearing, .willAppear, to: &will)
      add(appearing, .didAppear, to: &did)
      add(disappearing, .didDisappear, to: &did)
    case .tabSwitch:
      add(appearing, .willAppear, to: &will)
      add(disappearing, .willDisappear, to: &will)
      add(disappearing, .didDisappear, to: &did)
      add(appearing, .didAppear, to: &did)
    }
  }
}
