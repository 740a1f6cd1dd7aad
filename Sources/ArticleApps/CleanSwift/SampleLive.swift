import Synchronization

/// How many objects of one sample app are alive, for leak tests. Each app run gets its own
/// counts, so tests running in parallel do not disturb each other.
final class SampleLive: Sendable {
  let screens = Atomic<Int>(0)
  let interactors = Atomic<Int>(0)
  let presenters = Atomic<Int>(0)
  let routers = Atomic<Int>(0)

  /// `screens interactors presenters routers`, such as `2 2 2 2`.
  var summary: String {
    let counts = [
      screens.load(ordering: .relaxed), interactors.load(ordering: .relaxed), presenters.load(ordering: .relaxed),
      routers.load(ordering: .relaxed),
    ]
    return counts.map(String.init).joined(separator: " ")
  }

  static func up(_ counter: borrowing Atomic<Int>) { counter.add(1, ordering: .relaxed) }
  static func down(_ counter: borrowing Atomic<Int>) { counter.subtract(1, ordering: .relaxed) }
}
