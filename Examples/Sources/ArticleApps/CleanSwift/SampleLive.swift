/// How many objects of one sample app are alive, for leak tests. Each app run gets its own
/// counts, so tests running in parallel do not disturb each other.
///
/// The sample's screens, interactors, presenters and routers are main-actor objects whose
/// `isolated deinit` runs on the main actor, so the counts live there too: no atomics (which
/// would need iOS 18), no locks.
@MainActor final class SampleLive {
  /// One count of live objects.
  @MainActor final class Count {
    fileprivate(set) var value = 0
  }

  let screens = Count()
  let interactors = Count()
  let presenters = Count()
  let routers = Count()

  /// `screens interactors presenters routers`, such as `2 2 2 2`.
  var summary: String {
    [screens, interactors, presenters, routers].map { String($0.value) }.joined(separator: " ")
  }

  static func up(_ counter: Count) { counter.value += 1 }
  static func down(_ counter: Count) { counter.value -= 1 }
}
