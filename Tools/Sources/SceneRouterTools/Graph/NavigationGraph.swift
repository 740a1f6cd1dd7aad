/// The navigation of a tree of Swift sources: screens, the routes between them, where
/// the app starts and which deep links lead in, and what could not be resolved.
///
/// Every array is sorted, so the same sources always give the same graph.
package struct NavigationGraph: Codable, Equatable, Sendable {
  /// A screen or scene.
  package struct Node: Codable, Equatable, Sendable {
    /// The screen's name as the code names it, without `ViewController`, `Screen` or `Scene`.
    package var id: String
    /// The type declaring it, when one does.
    package var type: String?
    /// Where that type is declared.
    package var file: String?
    /// The line of that declaration.
    package var line: Int?
  }

  /// A route from one screen to another.
  package struct Edge: Codable, Equatable, Sendable {
    /// The screen the route starts on.
    package var from: String
    /// The screen it shows (or goes back to).
    package var to: String
    /// The route's name: its method (`routeToShowOrder`, `openProduct`) or route id (`login`).
    package var route: String
    /// `push`, `modal`, `modal(formSheet)`, `fade`, `segue`, `back`, `tab`, `replaceRoot`, `show`; nil when unknown.
    package var transition: String?
    /// What the route hands to the destination.
    package var data: [String]
    /// Where the route is declared.
    package var file: String
    /// The line of that declaration.
    package var line: Int
  }

  /// A way into the app: the screen it starts on, or a deep link.
  package struct Entry: Codable, Equatable, Sendable {
    /// `root` or `deepLink`.
    package var kind: String
    /// The deep link's pattern.
    package var pattern: String?
    /// The route case the pattern builds, when written beside it.
    package var route: String?
    /// The screen it opens, when resolved.
    package var to: String?
    /// Where it is declared.
    package var file: String
    /// The line of that declaration.
    package var line: Int
  }

  /// Something the analysis saw but could not follow.
  package struct Unresolved: Codable, Equatable, Sendable {
    /// The file.
    package var file: String
    /// The line.
    package var line: Int
    /// What could not be resolved, and why.
    package var reason: String
  }

  /// The screens, by name.
  package var nodes: [Node]
  /// The routes, by source, destination and name.
  package var edges: [Edge]
  /// Roots and deep links.
  package var entries: [Entry]
  /// What was not resolved, by file and line.
  package var unresolved: [Unresolved]
}
