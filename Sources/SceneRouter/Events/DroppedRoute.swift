/// One saved route that no longer fits and was left out of a restoration, and why.
public struct DroppedRoute: Equatable, Sendable, CustomStringConvertible {
  /// Why a saved route was left out.
  public enum Reason: Equatable, Sendable, CustomStringConvertible {
    /// The app's route table no longer reads the link (the route was removed or changed).
    case unknownLink(String)
    /// A guard refused the route.
    case guardRefused(guard: String, reason: String)
    /// A guard would first show another route (such as Login); a restoration shows nothing
    /// a person did not see.
    case guardRedirected(guard: String, to: RouteDescription)
    /// The route has no place in the restored navigation.
    case notPlaced(NavigationError)
    /// A route below it was dropped, and it was shown on top of that one.
    case above(droppedAt: Int)

    /// A phrase saying why.
    public var description: String {
      switch self {
      case .unknownLink(let reason): "the route table does not read it: \(reason)"
      case .guardRefused(let name, let reason): "guard '\(name)' refused: \(reason)"
      case .guardRedirected(let name, let target): "guard '\(name)' would redirect to \(target)"
      case .notPlaced(let error): "it has no place: \(error)"
      case .above(let index): "it was shown above route \(index), which was dropped"
      }
    }
  }

  /// The route's position in the saved navigation, 0 at the bottom.
  public var index: Int
  /// The saved link.
  public var link: String
  /// Why it was left out.
  public var reason: Reason

  /// Creates a dropped route.
  ///
  /// - Parameters:
  ///   - index: Its position in the saved navigation.
  ///   - link: The saved link.
  ///   - reason: Why it was left out.
  package init(index: Int, link: String, reason: Reason) {
    self.index = index
    self.link = link
    self.reason = reason
  }

  /// `route 1 (myapp://product/42): the route table does not read it: ...`.
  public var description: String { "route \(index) (\(link)): \(reason)" }
}
