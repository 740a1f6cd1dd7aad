/// Ends an event observation started with ``Navigator/addEventObserver(_:)``.
///
/// The token holds neither the navigator nor the observation's owner: keep it to end the
/// observation with ``cancel()``, or let it go — the observation then lasts as long as the
/// navigator.
@MainActor
public final class NavigationEventObservation {
  private weak var hub: NavigationEventHub?
  private let id: Int

  init(hub: NavigationEventHub, id: Int) {
    self.hub = hub
    self.id = id
  }

  /// Ends the observation: the observer hears no further event, not even the rest of an
  /// event being delivered. Calling it again does nothing.
  public func cancel() {
    hub?.remove(id)
    hub = nil
  }
}
