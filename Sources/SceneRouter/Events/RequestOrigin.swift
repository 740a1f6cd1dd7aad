/// Where a navigation request came from.
///
/// A router's call and a plan come from the app's code; a deep link from outside, named
/// by a ``RouteDescription`` that keeps parameter values out of logs unless they are
/// marked public; a person's action (a tab tapped, a swipe back) from the host.
public enum RequestOrigin: Equatable, Sendable, CustomStringConvertible {
  /// A router or other app code called the navigator (`open`, `close`, `setRoot`, ...).
  case routerCall
  /// App code performed a ``NavigationPlan``.
  case plan
  /// A `DeepLinkRouter` performed the plan of a route (or of the route a guard
  /// redirected to), described without private parameter values, with the way it came in
  /// (a link, a notification, a Quick Action, ...).
  case deepLink(RouteDescription, source: EntrySource)
  /// A person acted on the host: tapped a tab or back, swiped back, pulled a sheet down.
  case personAction
  /// A `NavigationRestorer` showed the saved routes that still fit, as one plan.
  case restoration

  /// `router call`, `plan`, `deep link /product/:id {id}`, `notification /order/:id {id}`,
  /// `person's action` or `restoration`.
  public var description: String {
    switch self {
    case .routerCall: "router call"
    case .plan: "plan"
    case .deepLink(let route, let source): "\(source == .link ? "deep link" : source.rawValue) \(route)"
    case .personAction: "person's action"
    case .restoration: "restoration"
    }
  }
}
