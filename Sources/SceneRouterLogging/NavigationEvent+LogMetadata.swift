public import Logging
public import SceneRouter

extension NavigationEvent {
  /// The event's kind as the `navigation.event` metadata value, such as `shown`.
  public var logName: String {
    switch self {
    case .received: "received"
    case .planned: "planned"
    case .started: "started"
    case .completed: "completed"
    case .refused: "refused"
    case .cancelled: "cancelled"
    case .shown: "shown"
    case .hidden: "hidden"
    case .resultDelivered: "result_delivered"
    case .gestureBegan: "gesture_began"
    case .gestureFinished: "gesture_finished"
    case .gestureCancelled: "gesture_cancelled"
    case .routeDropped: "route_dropped"
    case .restorationFailed: "restoration_failed"
    }
  }

  /// The event as structured log metadata, with the keys of ``NavigationLogKey``.
  ///
  /// Like the event itself, the metadata holds no titles, no private route parameters and
  /// no result values.
  public var logMetadata: Logger.Metadata {
    var metadata: Logger.Metadata = [NavigationLogKey.event: .string(logName)]
    if let request { metadata[NavigationLogKey.request] = .stringConvertible(request.rawValue) }
    switch self {
    case .received(let request):
      metadata[NavigationLogKey.summary] = .string(request.kind.description)
      switch request.origin {
      case .routerCall: metadata[NavigationLogKey.origin] = "router_call"
      case .plan: metadata[NavigationLogKey.origin] = "plan"
      case .personAction: metadata[NavigationLogKey.origin] = "person_action"
      case .restoration: metadata[NavigationLogKey.origin] = "restoration"
      case .deepLink(let route, let source):
        metadata[NavigationLogKey.origin] = "deep_link"
        metadata[NavigationLogKey.route] = .string(route.description)
        metadata[NavigationLogKey.source] = .string(source.rawValue)
      }
    case .planned(_, let steps):
      metadata[NavigationLogKey.steps] = .array(steps.map { .string($0.description) })
    case .started, .completed:
      break
    case .refused(_, let error):
      metadata[NavigationLogKey.error] = .string(error.description)
    case .cancelled(_, let reason):
      metadata[NavigationLogKey.reason] = .string(reason.description)
    case .shown(let screen), .hidden(let screen):
      metadata[NavigationLogKey.screen] = .string(screen.name)
      metadata[NavigationLogKey.screenID] = .string(screen.id.description)
      metadata[NavigationLogKey.transition] = .string(screen.transition)
      if let tab = screen.place.tab { metadata[NavigationLogKey.tab] = .stringConvertible(tab) }
      if let position = screen.place.stackPosition {
        metadata[NavigationLogKey.stackPosition] = .stringConvertible(position)
      }
      metadata[NavigationLogKey.level] = .stringConvertible(screen.place.level)
    case .resultDelivered(_, let id, let name, let delivery):
      metadata[NavigationLogKey.screen] = .string(name)
      metadata[NavigationLogKey.screenID] = .string(id.description)
      switch delivery {
      case .value: metadata[NavigationLogKey.result] = "value"
      case .cancelled(let reason):
        metadata[NavigationLogKey.result] = "cancelled"
        metadata[NavigationLogKey.reason] = .string(reason.description)
      }
    case .gestureBegan(let gesture), .gestureFinished(let gesture), .gestureCancelled(let gesture):
      metadata[NavigationLogKey.gesture] = .string(gesture.kind.rawValue)
      metadata[NavigationLogKey.screen] = .string(gesture.screenName)
      metadata[NavigationLogKey.screenID] = .string(gesture.screen.description)
    case .routeDropped(let index, let reason):
      metadata[NavigationLogKey.index] = .stringConvertible(index)
      metadata[NavigationLogKey.reason] = .string(reason.description)
    case .restorationFailed(let error):
      metadata[NavigationLogKey.error] = .string(error.description)
    }
    return metadata
  }
}
