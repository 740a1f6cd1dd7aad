/// Requests in arrival order; taking the first is O(1).
@MainActor
struct RequestQueue {
  private var items: [QueuedRequest?] = []
  private var head = 0

  var count: Int { items.count - head }

  /// The waiting requests' values, first in line first.
  ///
  /// - Complexity: O(*n*) in the number of waiting requests.
  var requests: [NavigationRequest] { items[head...].compactMap { $0?.request } }

  mutating func append(_ request: QueuedRequest) { items.append(request) }

  mutating func popFirst() -> QueuedRequest? {
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
      each(request.request.id)
      request.completion?(.failure(error))
    }
  }
}
