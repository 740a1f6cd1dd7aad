import SceneRouter

/// `--log`: the navigator's events on standard error, one line per event, in the
/// navigator's order, as `NavigationEvent`'s stable one-line text after `event: `.
///
/// ```text
/// event: request 2 received from router call: open Product from Shop as push
/// event: request 2 planned: push Product#6 onto #2 (standard)
/// ```
///
/// The log starts once the app has launched (its first request, showing the tabs, is
/// not in it).
enum EventLogOption {
  /// What starts every line of the log.
  static let prefix = "event: "

  /// Writes every event of `navigator` to standard error from now on.
  @MainActor
  static func attach(to navigator: Navigator) {
    navigator.addEventObserver { event in Output.errorLine(prefix + event.description) }
  }
}
