public import Logging
public import SceneRouter

extension Navigator {
  /// Writes every navigation event to `logger`: one record per event, in the navigator's
  /// one order, its message the event's one-line text and its metadata the keys of
  /// ``NavigationLogKey``.
  ///
  /// Records are written at `level`; a refused or cancelled request, a saved route a
  /// restoration left out and a failed restoration at `.warning` when
  /// `level` is lower. The logger's own level filters as usual. Records hold no screen
  /// titles, private route parameters or result values (see `SceneRouter.RouteDescription`).
  ///
  /// ```swift
  /// import Logging
  /// import SceneRouterLogging
  ///
  /// let navigation = navigator.logEvents(to: Logger(label: "app.navigation"))
  /// // navigation.cancel() to stop
  /// ```
  ///
  /// - Parameters:
  ///   - logger: Where the records go.
  ///   - level: The level of ordinary events; `.info` by default.
  /// - Returns: A token that stops the logging; without it, logging lasts as long as the navigator.
  @discardableResult
  public func logEvents(to logger: Logger, level: Logger.Level = .info) -> NavigationEventObservation {
    addEventObserver { event in
      let recordLevel: Logger.Level
      switch event {
      case .refused, .cancelled, .routeDropped, .restorationFailed: recordLevel = max(level, .warning)
      default: recordLevel = level
      }
      logger.log(level: recordLevel, "\(event.description)", metadata: event.logMetadata)
    }
  }
}
