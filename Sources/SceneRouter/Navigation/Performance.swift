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
