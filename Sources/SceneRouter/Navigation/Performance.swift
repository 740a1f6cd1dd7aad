/// A request being performed: its planned steps, the screen objects they install, the
/// screens its steps removed so far (released when the request finishes, unless a later
/// step put them back), and the step the host is performing.
///
/// A value the navigator holds while the request is performed (one at a time), so that
/// performing a request allocates no object for it.
@MainActor
struct Performance {
  var planned: PlanningContext.Output
  let screens: ScreenLookup
  var removed: [ScreenID] = []
  /// Routers this request made the root of a new screen (``RouterAssignments``), with
  /// the root each had before, put back if the screen is not shown in the end.
  var wired: [(id: ScreenID, router: DefaultRouter, previousRoot: (any Screen)?)] = []
  /// The index of the step the host is performing.
  var step = 0
  /// How to take that step back if the host refuses it; nil while no step awaits the host.
  var undo: NavigationState.Undo?

  init(planned: PlanningContext.Output) {
    self.planned = planned
    screens = ScreenLookup(planned: planned.objects)
  }

  /// Notes the screens a step removed; the first step to remove any hands its array over.
  mutating func noteRemoved(_ ids: [ScreenID]) {
    if removed.isEmpty {
      removed = ids
    } else {
      removed.append(contentsOf: ids)
    }
  }
}
