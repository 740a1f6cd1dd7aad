import SceneRouter

/// Why a Clean Swift route, a storyboard lookup or a segue failed.
///
/// Every failure the articles' code crashes on (article 004's fatal "Fail route to detail",
/// a force cast of `segue.destination`) or silently ignores (`router.responds(to:)`
/// returning false, `navigationController?.push…` on a screen with no navigation
/// container) is one of these cases. Where the navigator refused, the
/// `NavigationError` is wrapped in ``navigation(_:)``; nothing was shown then.
///
/// ```swift
/// do {
///   try await router.routeToDetail(segue: nil)
/// } catch {
///   print(error)   // "'Detail' has no data store: the route expects a DetailDataStore."
/// }
/// ```
public enum CleanSwiftRoutingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The navigator refused the navigation; nothing changed.
  case navigation(NavigationError)
  /// The routing scene's router has no data store to pass data from.
  case sourceHasNoDataStore(source: String)
  /// The destination screen exposes no data store (it is not a `DataStoreProviding`
  /// screen, or its router was never attached).
  case destinationHasNoDataStore(destination: String, expected: String)
  /// The destination's data store is not of the type the route passes data to.
  case dataStoreMismatch(destination: String, expected: String, actual: String)
  /// A back route from a screen that has nothing below it to go back to.
  case nothingToGoBackTo(source: String)
  /// A router asked to instantiate a scene but was given no storyboard.
  case noStoryboard(router: String)
  /// A storyboard has no scene with this identifier (UIKit rule 46).
  case unknownScene(storyboard: String, identifier: String)
  /// A scene or segue identifier registered twice in one storyboard.
  case duplicateIdentifier(storyboard: String, identifier: String)
  /// A screen has no segue with this identifier (UIKit rule 42).
  case unknownSegue(source: String, identifier: String)
  /// A custom segue with no perform handler (UIKit rule 43).
  case segueCannotPerform(identifier: String)
  /// A segue identifier with no route registered in the router's `SegueRoutes` table.
  case noRouteForSegue(router: String, identifier: String)
  /// A segue identifier registered twice in one `SegueRoutes` table.
  case duplicateSegueRoute(router: String, identifier: String)

  /// A sentence saying what failed and why.
  public var description: String {
    switch self {
    case .navigation(let error):
      error.description
    case .sourceHasNoDataStore(let source):
      "'\(source)' has no data store to pass data from: its router has none attached."
    case .destinationHasNoDataStore(let destination, let expected):
      "'\(destination)' has no data store: the route expects \(Self.article(expected))."
    case .dataStoreMismatch(let destination, let expected, let actual):
      "The data store of '\(destination)' is \(Self.article(actual)), not \(Self.article(expected))."
    case .nothingToGoBackTo(let source):
      "'\(source)' has no screen to go back to: it was neither pushed nor presented."
    case .noStoryboard(let router):
      "\(router) has no storyboard to instantiate its destination from."
    case .unknownScene(let storyboard, let identifier):
      "Storyboard '\(storyboard)' doesn't contain a screen with identifier '\(identifier)'."
    case .duplicateIdentifier(let storyboard, let identifier):
      "Storyboard '\(storyboard)' registers '\(identifier)' more than once."
    case .unknownSegue(let source, let identifier):
      "'\(source)' has no segue with identifier '\(identifier)'."
    case .segueCannotPerform(let identifier):
      "Could not perform segue with identifier '\(identifier)': a custom segue needs a perform handler."
    case .noRouteForSegue(let router, let identifier):
      "\(router) has no route for segue '\(identifier)'."
    case .duplicateSegueRoute(let router, let identifier):
      "\(router) registers a route for segue '\(identifier)' more than once."
    }
  }

  /// `a ShowOrderDataStore`, `an OrderStore`: a type name with its article, without `any `.
  static func article(_ typeName: String) -> String {
    let name = typeName.hasPrefix("any ") ? String(typeName.dropFirst(4)) : typeName
    let vowels: Set<Character> = ["A", "E", "I", "O", "U"]
    return (name.first.map { vowels.contains($0) } ?? false ? "an " : "a ") + name
  }

  /// The readable name of a type, such as `ShowOrderDataStore` for `any ShowOrderDataStore`.
  static func typeName<T>(_ type: T.Type) -> String {
    let name = String(describing: type)
    return name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
  }
}

/// The error Clean Swift's routes, storyboards and segues throw, by its old name.
@available(*, deprecated, renamed: "CleanSwiftRoutingError")
public typealias SceneRoutingError = CleanSwiftRoutingError
