/// Compares the rules an `apple-app-site-association` file gives an app with the app's
/// routes, both ways.
///
/// - A rule that claims links (not `exclude`) is **unread** when no route reads any link it
///   matches: iOS opens the app for links the app cannot read. The rule is compared alone,
///   whatever the rules before it decide.
/// - A route is **unclaimed** when no link it reads, as the app prints it (no trailing `/`),
///   is claimed: for every such link, the first rule matching it, in the order iOS tries
///   them, excludes it or there is none.
///
/// Each question is whether some link exists, answered exactly on the path automata by
/// ``LinkSearch`` (the routes' automata accept a little more than the app reads, so neither
/// finding is made of a rule or route that has such a link). The query and the fragment are
/// not searched: the link asked about carries the query items the route requires and the
/// rule names, each with a shortest value both accept, and the fragment the rule names.
/// A rule before it that names other query items or a fragment decides only when these
/// values match it.
///
/// ```swift
/// let comparison = UniversalLinkComparison(rules: association.rules(for: nil), readers: routes, expected: routes)
/// comparison.unreadRules      // indices into rules
/// comparison.unclaimedRoutes  // indices into expected, with the rule that excludes them
/// ```
public struct UniversalLinkComparison: Sendable {
  /// A route no claimed link reaches.
  public struct UnclaimedRoute: Equatable, Sendable {
    /// The route's index in `expected`.
    public var route: Int
    /// The first excluding rule that matches one of its links, when one does.
    public var excludedBy: Int?
  }

  /// The rules that claim links no route reads, as indices into `rules`.
  public private(set) var unreadRules: [Int] = []
  /// The routes no claimed link reaches.
  public private(set) var unclaimedRoutes: [UnclaimedRoute] = []
  /// The rules the budget ran out on before an answer.
  public private(set) var undecidedRules: [Int] = []
  /// The routes the budget ran out on before an answer.
  public private(set) var undecidedRoutes: [Int] = []

  /// The work the comparison did, in ``LinkSearch``'s units.
  public var work: Int { initialBudget - search.budget }

  private var search: LinkSearch
  private let initialBudget: Int

  /// Compares rules with routes.
  ///
  /// - Parameters:
  ///   - rules: The app's rules, in the order iOS tries them.
  ///   - readers: The routes that read universal links (no custom scheme).
  ///   - expected: The routes whose links the file should claim.
  ///   - budget: The work all the searches may do together (``LinkSearch``); past it the
  ///     rest is undecided, so that no file makes the comparison run long.
  public init(rules: [LinkRule], readers: [RouteLinks], expected: [RouteLinks], budget: Int = LinkSearch.defaultBudget) {
    search = LinkSearch(budget: budget)
    initialBudget = budget
    for (index, rule) in rules.enumerated() where !rule.isExcluded {
      switch isRead(rule, by: readers) {
      case .yes: break
      case .no: unreadRules.append(index)
      case .unknown: undecidedRules.append(index)
      }
    }
    for (index, route) in expected.enumerated() {
      switch isClaimed(route, by: rules) {
      case .yes: break
      case .no: unclaimedRoutes.append(UnclaimedRoute(route: index, excludedBy: firstExclusion(of: route, in: rules)))
      case .unknown: undecidedRoutes.append(index)
      }
    }
  }

  private enum Answer { case yes, no, unknown }

  /// A link's query and fragment.
  private struct LinkParts {
    var query: [(name: String, value: String)]
    /// The query string, as the rule's `?` pattern saw it.
    var queryText: String
    var fragment: String?
  }

  private enum PartsOutcome {
    case parts(LinkParts)
    case none
    case unknown
  }

  private mutating func isRead(_ rule: LinkRule, by readers: [RouteLinks]) -> Answer {
    var answer = Answer.no
    for route in readers {
      switch parts(of: route, matching: rule) {
      case .parts: break
      case .none: continue
      case .unknown:
        answer = .unknown
        continue
      }
      switch search.example(acceptedByAll: [route.path] + (rule.path.map { [$0.automaton] } ?? []), refusedByAll: []) {
      case .found: return .yes
      case .none: break
      case .undecided: answer = .unknown
      }
    }
    return answer
  }

  private mutating func isClaimed(_ route: RouteLinks, by rules: [LinkRule]) -> Answer {
    var answer = Answer.no
    // Whether each rule's path matches some path of the route: only those can come first.
    var meets: [Int: Answer] = [:]
    func meeting(_ index: Int, _ search: inout LinkSearch) -> Answer {
      if let known = meets[index] { return known }
      let found = Self.answer(search.example(acceptedByAll: [route.printedPath] + Self.path(of: rules[index]), refusedByAll: []))
      meets[index] = found
      return found
    }
    for (index, rule) in rules.enumerated() where !rule.isExcluded {
      let link: LinkParts
      switch parts(of: route, matching: rule) {
      case .parts(let found): link = found
      case .none: continue
      case .unknown:
        answer = .unknown
        continue
      }
      switch meeting(index, &search) {
      case .yes: break
      case .no: continue
      case .unknown:
        answer = .unknown
        continue
      }
      var before: [LinkRule] = []
      var beforeUnknown = false
      for (position, earlier) in rules[..<index].enumerated()
      where earlier.matches(query: link.query, queryText: link.queryText, fragment: link.fragment) {
        switch meeting(position, &search) {
        case .yes: before.append(earlier)
        case .no: break
        case .unknown: beforeUnknown = true
        }
      }
      if beforeUnknown {
        answer = .unknown
        continue
      }
      // A rule before it that matches every path decides every such link first.
      guard before.allSatisfy({ $0.path != nil }) else { continue }
      let accepted = [route.printedPath] + Self.path(of: rule)
      switch search.example(acceptedByAll: accepted, refusedByAll: before.compactMap { $0.path?.automaton }) {
      case .found: return .yes
      case .none: break
      case .undecided: answer = .unknown
      }
    }
    return answer
  }

  /// The rule's path automaton, or none for any path.
  private static func path(of rule: LinkRule) -> [LinkAutomaton] {
    rule.path.map { [$0.automaton] } ?? []
  }

  private static func answer(_ outcome: LinkSearch.Outcome) -> Answer {
    switch outcome {
    case .found: .yes
    case .none: .no
    case .undecided: .unknown
    }
  }

  /// The first excluding rule matching a link of `route` that carries only the query items
  /// the route requires and no fragment, for the message.
  private mutating func firstExclusion(of route: RouteLinks, in rules: [LinkRule]) -> Int? {
    var query: [(name: String, value: String)] = []
    for item in route.requiredQuery {
      guard case .found(let value) = search.example(acceptedByAll: [item.value], refusedByAll: []) else { return nil }
      query.append((item.name, value))
    }
    for (index, rule) in rules.enumerated() where rule.isExcluded && rule.matches(query: query, fragment: nil) {
      let accepted = [route.printedPath] + (rule.path.map { [$0.automaton] } ?? [])
      if case .found = search.example(acceptedByAll: accepted, refusedByAll: []) { return index }
    }
    return nil
  }

  /// The query and fragment of a link that `route` reads and whose query and fragment `rule`
  /// matches: the route's required items and the rule's named items, each with a shortest
  /// value both accept, and the rule's fragment; `.none` when some item has no such value.
  private mutating func parts(of route: RouteLinks, matching rule: LinkRule) -> PartsOutcome {
    var named: [(name: String, pattern: AssociationPattern)] = []
    if case .items(let items) = rule.query { named = items }
    var query: [(name: String, value: String)] = []
    for item in route.requiredQuery {
      let patterns = named.filter { $0.name == item.name }.map(\.pattern.automaton)
      switch search.example(acceptedByAll: [item.value] + patterns, refusedByAll: []) {
      case .found(let value): query.append((item.name, value))
      case .none: return .none
      case .undecided: return .unknown
      }
    }
    for item in named where !query.contains(where: { $0.name == item.name }) {
      let patterns = named.filter { $0.name == item.name }.map(\.pattern.automaton)
      switch search.example(acceptedByAll: patterns, refusedByAll: []) {
      case .found(let value): query.append((item.name, value))
      case .none: return .none
      case .undecided: return .unknown
      }
    }
    var queryText = LinkRule.queryString(query)
    if case .text(let pattern) = rule.query {
      if query.isEmpty {
        switch search.example(acceptedByAll: [pattern.automaton], refusedByAll: []) {
        case .found(let text):
          queryText = text
          query = Self.items(of: text)
        case .none: return .none
        case .undecided: return .unknown
        }
      }
      guard pattern.matches(queryText) else { return .none }
    }
    var fragment: String?
    if let pattern = rule.fragment {
      switch search.example(acceptedByAll: [pattern.automaton], refusedByAll: []) {
      case .found(let text): fragment = text
      case .none: return .none
      case .undecided: return .unknown
      }
    }
    return .parts(LinkParts(query: query, queryText: queryText, fragment: fragment))
  }

  /// The items of a query string.
  private static func items(of query: String) -> [(name: String, value: String)] {
    query.split(separator: "&").map { item in
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
  }
}
