/// The routers assigned to screens not yet shown (``Router/route(to:managedBy:completion:)``,
/// `NavigationPlan.Move.open(_:managedBy:)`, ``DefaultRouter/managing(_:)``), both held weakly.
///
/// An assignment is only an intent: the navigator makes the screen the router's root when
/// a request shows the screen, before any callback, and undoes it if the host refuses. So a
/// refused request leaves every router as it was. This table is the only place that ties a
/// screen to its router: ``Screen`` has no requirement for it.
@MainActor
struct RouterAssignments {
  private struct Entry {
    weak var screen: (any Screen)?
    weak var router: DefaultRouter?
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Assigns `router` to `screen`, replacing an earlier assignment of the screen; entries
  /// whose screen or router has gone are dropped on the way.
  mutating func assign(_ router: DefaultRouter, to screen: any Screen) {
    entries = entries.filter { $0.value.screen != nil && $0.value.router != nil }
    entries[ObjectIdentifier(screen)] = Entry(screen: screen, router: router)
  }

  /// The router assigned to `screen`, if both are still alive.
  func router(for screen: any Screen) -> DefaultRouter? {
    guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else { return nil }
    return entry.router
  }

  /// The router that manages `screen`: the one assigned to it.
  func manager(of screen: any Screen) -> DefaultRouter? {
    router(for: screen)
  }

  /// How many assignments are held, gone ones included until the next assignment.
  var count: Int { entries.count }
}
