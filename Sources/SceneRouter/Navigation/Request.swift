/// A navigation request waiting its turn: how to plan it, and whom to tell when done.
@MainActor
struct Request {
  typealias Planning = @MainActor (inout PlanningContext) throws(NavigationError) -> Void

  /// The request's identity, in arrival order; events name the request by it.
  let id: NavigationRequestID
  let planning: Planning
  let completion: Navigator.Completion?
}

/// Requests in arrival order; taking the first is O(1).
@MainActor
struct RequestQueue {
  private var items: [Request?] = []
  private var head = 0

  var count: Int { items.count - head }

  mutating func append(_ request: Request) { items.append(request) }

  mutating func popFirst() -> Request? {
    guard head < items.count else { return nil }
    defer {
      items[head] = nil
      head += 1
      if head > 64, head * 2 > items.count {
        items.removeFirst(head)
        head = 0
      }
    }
    return items[head]
  }

  /// Refuses every waiting request, telling `each` which before its completion is called.
  mutating func failAll(with error: NavigationError, _ each: (NavigationRequestID) -> Void = { _ in }) {
    while let request = popFirst() {
      each(request.id)
      request.completion?(.failure(error))
    }
  }
}

/// A request being performed: its planned steps, the screen objects they install, and
/// the screens its steps removed so far (released when the request finishes, unless a
/// later step put them back).
@MainActor
final class Performance {
  let planned: PlanningContext.Output
  let screens: ScreenLookup
  var removed: [ScreenID] = []
  /// Routers this request made the root of a new screen (``Screen/managingRouter``), with
  /// the root each had before, put back if the screen is not shown in the end.
  var wired: [(id: ScreenID, router: DefaultRouter, previousRoot: (any Screen)?)] = []

  init(planned: PlanningContext.Output) {
    self.planned = planned
    screens = ScreenLookup(planned.objects)
  }
}
