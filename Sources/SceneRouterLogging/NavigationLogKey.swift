/// The metadata keys of the log records ``SceneRouter/Navigator/logEvents(to:level:)`` writes.
///
/// Every record carries ``event``; the others appear when the event has them.
///
/// | key | value | events |
/// |---|---|---|
/// | `navigation.event` | `received`, `planned`, `started`, `completed`, `refused`, `cancelled`, `shown`, `hidden`, `result_delivered`, `gesture_began`, `gesture_finished`, `gesture_cancelled`, `route_dropped`, `restoration_failed` | all |
/// | `navigation.request` | the request's number, such as `3` | all but gestures and restorations' |
/// | `navigation.origin` | `router_call`, `plan`, `deep_link`, `person_action`, `restoration` | received |
/// | `navigation.route` | the deep link's route: pattern and parameter names, public values only (`/product/:id {id}`) | received from a deep link |
/// | `navigation.summary` | what the request asks, such as `open Product from Shop as push` | received |
/// | `navigation.steps` | the planned steps, as a list of texts | planned |
/// | `navigation.error` | the whole error text | refused, restoration_failed |
/// | `navigation.screen` | the screen's name, such as `Product` (never its title) | shown, hidden, result_delivered, gestures |
/// | `navigation.screen_id` | the screen's identity, such as `#4` | shown, hidden, result_delivered, gestures |
/// | `navigation.transition` | the step's kind: `push`, `pop`, `present pageSheet`, `dismiss`, `select tab`, ... | shown, hidden |
/// | `navigation.tab` | the tab's index | shown, hidden, inside tabs |
/// | `navigation.stack_position` | the position in the stack, 0 for its root | shown, hidden, inside stacks |
/// | `navigation.level` | the presentation level, 0 for the window's root | shown, hidden |
/// | `navigation.result` | `value` or `cancelled` (never the value itself) | result_delivered |
/// | `navigation.reason` | why no value came back (`removed by a person`), why a request was cancelled, or why a saved route was left out | result_delivered when cancelled, cancelled, route_dropped |
/// | `navigation.index` | the dropped route's position in the saved navigation, 0 at the bottom | route_dropped |
/// | `navigation.gesture` | `swipe back` or `pull down sheet` | gestures |
public enum NavigationLogKey {
  /// `navigation.event`: what happened.
  public static let event = "navigation.event"
  /// `navigation.request`: the request's number.
  public static let request = "navigation.request"
  /// `navigation.origin`: where the request came from.
  public static let origin = "navigation.origin"
  /// `navigation.route`: a deep link's route, private values left out.
  public static let route = "navigation.route"
  /// `navigation.source`: how a deep link's route came in: `link`, `notification`, `shortcut`, ...
  public static let source = "navigation.source"
  /// `navigation.summary`: what the request asks.
  public static let summary = "navigation.summary"
  /// `navigation.steps`: the planned steps.
  public static let steps = "navigation.steps"
  /// `navigation.error`: the whole error text.
  public static let error = "navigation.error"
  /// `navigation.screen`: the screen's name.
  public static let screen = "navigation.screen"
  /// `navigation.screen_id`: the screen's identity.
  public static let screenID = "navigation.screen_id"
  /// `navigation.transition`: the kind of step that showed or hid the screen.
  public static let transition = "navigation.transition"
  /// `navigation.tab`: the index of the tab the screen is in.
  public static let tab = "navigation.tab"
  /// `navigation.stack_position`: the screen's position in its stack.
  public static let stackPosition = "navigation.stack_position"
  /// `navigation.level`: the screen's presentation level.
  public static let level = "navigation.level"
  /// `navigation.result`: whether an awaited result came with a value.
  public static let result = "navigation.result"
  /// `navigation.reason`: why an awaited result came without a value, a request was
  /// cancelled, or a saved route was left out of a restoration.
  public static let reason = "navigation.reason"
  /// `navigation.index`: a dropped route's position in the saved navigation.
  public static let index = "navigation.index"
  /// `navigation.gesture`: the person's gesture.
  public static let gesture = "navigation.gesture"
}
