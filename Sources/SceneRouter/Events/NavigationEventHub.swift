/// A navigator's event listeners, and the one order it delivers events in.
///
/// An event emitted while events are being delivered (a listener routes, and the new
/// request is received) waits until the current event has reached every listener, so
/// every listener sees every event in the same order. With no listener, emitting costs
/// one check and nothing is built: callers ask ``isObserved`` before making an event.
@MainActor
final class NavigationEventHub {
  /// One listener. Returns false when it wants no more events (its owner is gone).
  private final class Listener {
    let id: Int
    let body: @MainActor (NavigationEvent) -> Bool
    var isActive = true

    init(id: Int, body: @escaping @MainActor (NavigationEvent) -> Bool) {
      self.id = id
      self.body = body
    }
  }

  private var listeners: [Listener] = []
  /// Called each time the navigator becomes idle; see ``Navigator/addIdleObserver(_:)``.
  private var idleListeners: [(id: Int, body: @MainActor () -> Void)] = []
  private var pending: [NavigationEvent] = []
  private var isDelivering = false
  private var nextListenerID = 0
  private var lastRequestID = 0

  /// The request of a person's change in progress (numbered when the change began, so
  /// that requests made during a gesture come after it), and its value once received.
  var personRequest: (id: NavigationRequestID, received: NavigationRequest?)?

  /// Whether anyone listens; when not, no event needs to be made.
  var isObserved: Bool { !listeners.isEmpty }

  /// How many listeners there are, to events and to idleness.
  var listenerCount: Int { listeners.count + idleListeners.count }

  /// The next request identity, in arrival order.
  func makeRequestID() -> NavigationRequestID {
    lastRequestID += 1
    return NavigationRequestID(lastRequestID)
  }

  /// Gives back the last identity handed out, if it is `id`, so that no number is skipped.
  ///
  /// - Returns: Whether it was given back.
  func giveBack(_ id: NavigationRequestID) -> Bool {
    guard lastRequestID == id.rawValue else { return false }
    lastRequestID -= 1
    return true
  }

  /// Adds a listener and returns its number, for ``remove(_:)``.
  func add(_ body: @escaping @MainActor (NavigationEvent) -> Bool) -> Int {
    nextListenerID += 1
    listeners.append(Listener(id: nextListenerID, body: body))
    return nextListenerID
  }

  /// Adds a listener to the navigator becoming idle and returns its number, for ``remove(_:)``.
  func addIdle(_ body: @escaping @MainActor () -> Void) -> Int {
    nextListenerID += 1
    idleListeners.append((nextListenerID, body))
    return nextListenerID
  }

  /// Tells the idle listeners that the navigator is idle.
  func emitIdle() {
    guard !idleListeners.isEmpty else { return }
    // A listener removed by one called before it hears nothing.
    for listener in idleListeners where idleListeners.contains(where: { $0.id == listener.id }) { listener.body() }
  }

  /// Removes a listener; it hears nothing more, even from an event being delivered.
  func remove(_ id: Int) {
    idleListeners.removeAll { $0.id == id }
    guard let index = listeners.firstIndex(where: { $0.id == id }) else { return }
    listeners[index].isActive = false
    listeners.remove(at: index)
  }

  /// Delivers an event to every listener, after the events emitted before it.
  func emit(_ event: NavigationEvent) {
    guard !listeners.isEmpty else { return }
    pending.append(event)
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    var index = 0
    while index < pending.count {
      let next = pending[index]
      index += 1
      for listener in listeners where listener.isActive {
        if !listener.body(next) { remove(listener.id) }
      }
    }
    pending.removeAll(keepingCapacity: true)
  }
}
