import SwiftSyntax

/// Builds the ``NavigationGraph`` of a set of parsed files.
///
/// It reads Clean Swift routers (`routeToX`, `routeBackToX`, `navigateToX`, with their
/// `passDataToX`), MVVM routers (`route(to:…)` switching over route ids, every branch an
/// edge), composable route protocols (`open…` requirements, their default
/// implementations and the `Routes` typealiases that use them) and SceneRouter's own
/// calls. What it cannot follow it lists as unresolved instead of guessing.
package struct GraphBuilder {
  /// One way a route ends: the screen it shows and how.
  struct Resolution: Hashable {
    var to: String
    var transition: String?
    var data: [String]
  }

  /// A route method found in the sources and what it resolved to.
  struct Route {
    var from: String
    var name: String
    var function: SourceIndex.Function
    var resolutions: [Resolution]
  }

  let index: SourceIndex
  private(set) var routes: [Route] = []
  private(set) var unresolved: [NavigationGraph.Unresolved] = []
  private(set) var entries: [NavigationGraph.Entry] = []
  /// Route protocol requirement names and what each shows.
  private var composable: [String: [Resolution]] = [:]
  private let routeMethodNames: Set<String>
  /// The screens the sources declare, by name.
  private let screenNames: Set<String>

  /// Analyses `files`.
  ///
  /// - Parameters:
  ///   - files: Parsed sources, as read by ``SourceTree``.
  package init(files: [SourceFile]) {
    let index = SourceIndex(files: files)
    self.index = index
    screenNames = Set(index.types.values.filter { SceneName.isScreenType($0.name) && !$0.isGeneric }.map { SceneName.of($0.name) })
    let protocols = index.types.values.filter { $0.kind == .protocolType && Self.isRouteProtocol($0.name) }
    routeMethodNames = Set(protocols.flatMap { protocolInfo in index.functions(of: protocolInfo.name).filter(\.isRequirement).map(\.name) })
    buildComposableRoutes(protocols: protocols.map(\.name).sorted())
    buildRouterRoutes()
    buildRoots()
    buildDeepLinks()
  }

  /// The graph.
  package var graph: NavigationGraph {
    var nodes: [String: NavigationGraph.Node] = [:]
    let typeNames = index.types.values.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    for type in typeNames where type.kind != .protocolType && !type.isGeneric && SceneName.isScreenType(type.name) {
      let id = SceneName.of(type.name)
      if nodes[id] == nil {
        nodes[id] = .init(id: id, type: type.name, file: index.files[type.file].displayPath, line: type.line)
      }
    }
    let edges = self.edges
    for name in edges.flatMap({ [$0.from, $0.to] }) + entries.compactMap(\.to) where nodes[name] == nil {
      nodes[name] = .init(id: name)
    }
    return NavigationGraph(
      nodes: nodes.values.sorted { $0.id < $1.id },
      edges: edges,
      entries: entries.sorted { ($0.kind, $0.pattern ?? "", $0.to ?? "", $0.file, $0.line) < ($1.kind, $1.pattern ?? "", $1.to ?? "", $1.file, $1.line) },
      unresolved: unresolved.sorted { ($0.file, $0.line, $0.reason) < ($1.file, $1.line, $1.reason) })
  }

  /// The routes as edges, sorted and without duplicates.
  var edges: [NavigationGraph.Edge] {
    var seen: Set<String> = []
    var edges: [NavigationGraph.Edge] = []
    for route in routes {
      for resolution in route.resolutions {
        let edge = NavigationGraph.Edge(
          from: route.from, to: resolution.to, route: route.name, transition: resolution.transition,
          data: resolution.data, file: index.files[route.function.file].displayPath, line: route.function.line)
        let key = "\(edge.from)|\(edge.to)|\(edge.route)|\(edge.transition ?? "")"
        if seen.insert(key).inserted { edges.append(edge) }
      }
    }
    return edges.sorted { ($0.from, $0.to, $0.route, $0.transition ?? "") < ($1.from, $1.to, $1.route, $1.transition ?? "") }
  }

  static func isRouteProtocol(_ name: String) -> Bool { name.hasSuffix("Route") }

  static func isRouter(_ name: String) -> Bool { name.hasSuffix("Router") }

  // MARK: Resolving events

  /// Turns a route's events into the screens it shows, recording what stays unresolved.
  private mutating func resolve(_ events: [RouteEvent], routeName: String) -> [Resolution] {
    var resolutions: [Resolution] = []
    func transition(for event: RouteEvent) -> String? {
      let candidates = events.filter {
        if case .transition = $0.kind { return $0.sharesPath(with: event) }
        return false
      }
      let nearest = candidates.min { abs($0.order - event.order) < abs($1.order - event.order) }
      if case .transition(let name)? = nearest?.kind { return name }
      return nil
    }
    func data(for event: RouteEvent, initial: [String]) -> [String] {
      var names = initial
      for other in events where other.sharesPath(with: event) {
        if case .data(let name) = other.kind, !names.contains(name) { names.append(name) }
      }
      return names
    }
    for event in events {
      switch event.kind {
      case .destination(let name, let labels):
        resolutions.append(.init(to: name, transition: transition(for: event), data: data(for: event, initial: labels)))
      case .segue(let identifier):
        if let declared = index.segueDeclarations.first(where: { $0.identifier == identifier }), let to = declared.to {
          resolutions.append(.init(to: SceneName.of(to), transition: "segue", data: data(for: event, initial: [])))
        } else if screenNames.contains(SceneName.of(identifier)) {
          // Article 001's convention: a segue is named after the scene it shows.
          resolutions.append(.init(to: SceneName.of(identifier), transition: "segue", data: data(for: event, initial: [])))
        } else if !events.contains(where: { if case .destination = $0.kind { return $0.sharesPath(with: event) } else { return false } }) {
          unresolved.append(
            .init(
              file: index.files[event.file].displayPath, line: event.line,
              reason: "\(routeName) performs segue '\(identifier)', which no storyboard registration in these sources declares"))
        }
      case .routeCall(let name):
        for resolution in composable[name] ?? [] { resolutions.append(resolution) }
      case .unresolved(let reason):
        unresolved.append(.init(file: index.files[event.file].displayPath, line: event.line, reason: "\(routeName) \(reason)"))
      case .transition, .data:
        break
      }
    }
    var unique: [Resolution] = []
    for resolution in resolutions {
      if let at = unique.firstIndex(where: { $0.to == resolution.to && $0.transition == resolution.transition }) {
        unique[at].data += resolution.data.filter { !unique[at].data.contains($0) }
      } else if let at = unique.firstIndex(where: { $0.to == resolution.to && $0.transition == nil }) {
        unique[at].transition = resolution.transition
      } else if resolution.transition != nil || !unique.contains(where: { $0.to == resolution.to }) {
        unique.append(resolution)
      }
    }
    return unique
  }

  private mutating func noDestination(_ function: SourceIndex.Function, _ name: String) {
    unresolved.append(
      .init(
        file: index.files[function.file].displayPath, line: function.line,
        reason: "\(name): no screen is named in its code (a tab, a variable or a closure chooses it)"))
  }

  // MARK: Composable routes (article 002)

  private mutating func buildComposableRoutes(protocols: [String]) {
    var users: [String: [String]] = [:]
    for alias in index.routesAliases where !Self.isRouter(alias.owner) && !Self.isRouteProtocol(alias.owner) {
      for member in alias.members where protocols.contains(member) {
        users[member, default: []].append(SceneName.of(alias.owner))
      }
    }
    for property in index.properties where !Self.isRouter(property.owner) && !Self.isRouteProtocol(property.owner) {
      guard let type = property.typeText else { continue }
      for member in SyntaxText.compositionNames(text: type) where protocols.contains(member) {
        users[member, default: []].append(SceneName.of(property.owner))
      }
    }
    var pending: [(requirement: SourceIndex.Function, protocolName: String, implementation: SourceIndex.Function, position: Int)] = []
    for protocolName in protocols {
      for requirement in index.functions(of: protocolName) where requirement.isRequirement {
        for position in index.functionsByName[requirement.name] ?? [] {
          let candidate = index.functions[position]
          guard candidate.labels == requirement.labels, candidate.body != nil, let owner = candidate.owner,
            owner == protocolName || index.inherited(by: owner).contains(protocolName)
          else { continue }
          pending.append((requirement, protocolName, candidate, position))
        }
      }
    }
    // Resolve every implementation first, so routes that call routes can be followed.
    var resolved: [[Resolution]] = []
    for item in pending {
      var scanner = RouteScanner(index: index, routeMethodNames: [])
      scanner.scan(function: item.position)
      let resolutions = resolve(scanner.events, routeName: item.requirement.name)
      resolved.append(resolutions)
      composable[item.requirement.name, default: []] += resolutions
    }
    for (item, resolutions) in zip(pending, resolved) {
      let sceneUsers = Array(Set(users[item.protocolName] ?? [])).sorted()
      guard !sceneUsers.isEmpty else { continue }
      if resolutions.isEmpty { noDestination(item.implementation, item.requirement.name) }
      let parameters = item.requirement.parameterNames.filter { !["completion", "transition", "animated"].contains($0) }
      for user in sceneUsers {
        routes.append(
          .init(
            from: user, name: item.requirement.name, function: item.implementation,
            resolutions: resolutions.map { Resolution(to: $0.to, transition: $0.transition, data: parameters) }))
      }
    }
  }

  // MARK: Clean Swift and MVVM routers (articles 000, 001, 003, 004)

  private mutating func buildRouterRoutes() {
    let routers = index.types.values.filter { $0.kind != .protocolType && Self.isRouter($0.name) }.map(\.name).sorted()
    for router in routers {
      let from = SceneName.of(router)
      let functions = (index.functionsByOwner[router] ?? []).filter { index.functions[$0].body != nil }
      for position in functions {
        let function = index.functions[position]
        if function.name == "route", function.labels.first == "to", let body = function.body {
          buildSwitchRoutes(router: router, from: from, function: function, body: body)
          continue
        }
        let isRoute = function.name.hasPrefix("routeTo") || function.name.hasPrefix("routeBack")
        let isNavigation = function.name.hasPrefix("navigateTo")
        guard isRoute || (isNavigation && !calledByRoute(function.name, in: functions)) else { continue }
        var scanner = RouteScanner(index: index, routeMethodNames: routeMethodNames)
        scanner.scan(function: position)
        let known = unresolved.count
        let resolutions = resolve(scanner.events, routeName: function.name)
        if resolutions.isEmpty && unresolved.count == known {
          noDestination(function, function.name)
        }
        routes.append(.init(from: from, name: function.name, function: function, resolutions: resolutions))
      }
    }
  }

  private func calledByRoute(_ name: String, in functions: [Int]) -> Bool {
    functions.contains { position in
      let function = index.functions[position]
      guard function.name.hasPrefix("routeTo") || function.name.hasPrefix("routeBack") else { return false }
      return function.body?.trimmedDescription.contains(name) ?? false
    }
  }

  private mutating func buildSwitchRoutes(router: String, from: String, function: SourceIndex.Function, body: Syntax) {
    guard let switchExpression = body.firstDescendant(of: SwitchExprSyntax.self) else {
      noDestination(function, function.name)
      return
    }
    // `switch url.path { case "/product": … }` is a deep-link router: its cases are entries.
    let isDeepLinkSwitch = switchExpression.cases.contains { element in
      guard case .case(let label)? = element.as(SwitchCaseSyntax.self)?.label else { return false }
      return label.caseItems.contains { item in
        item.pattern.as(ExpressionPatternSyntax.self).flatMap { SyntaxText.stringLiteral($0.expression) }
          .map(DeepLinkText.looksLikePattern) ?? false
      }
    }
    guard !isDeepLinkSwitch else { return }
    var scanner = RouteScanner(index: index, routeMethodNames: routeMethodNames)
    for element in switchExpression.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label else { continue }
      let names = label.caseItems.map { item -> String in
        if let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
          let literal = SyntaxText.stringLiteral(expression)
        {
          return literal
        }
        return SyntaxText.firstImplicitMember(in: Syntax(item.pattern)) ?? item.pattern.trimmedDescription
      }
      let before = scanner.events.count
      scanner.scan(node: Syntax(switchCase.statements), branch: [scanner.newBranch()], file: function.file, owner: router)
      let events = Array(scanner.events[before...])
      let known = unresolved.count
      let resolutions = resolve(events, routeName: "route \(names.joined(separator: ", "))")
      let line = index.files[function.file].line(of: switchCase)
      var caseFunction = function
      caseFunction.line = line
      if resolutions.isEmpty && unresolved.count == known {
        noDestination(caseFunction, "route \(names.joined(separator: ", "))")
      }
      for name in names {
        routes.append(.init(from: from, name: name, function: caseFunction, resolutions: resolutions))
      }
    }
  }

  // MARK: Entries

  private mutating func buildRoots() {
    let starters = ["init", "start", "application", "scene", "sceneWillConnect", "applicationDidFinishLaunching", "main"]
    for function in index.functions where starters.contains(function.name) {
      guard let owner = function.owner, Self.isAppType(owner), let body = function.body else { continue }
      let finder = RootFinder(index: index, file: function.file)
      finder.walk(body)
      for (screen, node, file) in finder.found {
        entries.append(.init(kind: "root", to: screen, file: index.files[file].displayPath, line: index.files[file].line(of: node)))
      }
    }
  }

  static func isAppType(_ name: String) -> Bool {
    ["App", "AppDelegate", "SceneDelegate", "Application"].contains { name.hasSuffix($0) }
  }

  private mutating func buildDeepLinks() {
    for link in index.deepLinks {
      let display = index.files[link.file].displayPath
      var to: String?
      if let switchCase = link.site.as(SwitchCaseSyntax.self) {
        to = destination(of: Syntax(switchCase.statements), file: link.file, preferring: nil, routeName: link.pattern)
      } else if let routeCase = link.routeCase {
        for candidate in index.switchCases where candidate.names.contains(routeCase) {
          if let found = destination(of: Syntax(candidate.node.statements), file: candidate.file, owner: candidate.owner, preferring: routeCase, routeName: link.pattern) {
            to = found
            break
          }
        }
        if to == nil {
          let named = routeCase.prefix(1).uppercased() + routeCase.dropFirst()
          if screenNames.contains(named) { to = named }
        }
      } else if let call = link.site.as(FunctionCallExprSyntax.self) {
        to = destination(of: Syntax(call.arguments), file: link.file, preferring: nil, routeName: link.pattern)
          ?? call.trailingClosure.flatMap { destination(of: Syntax($0), file: link.file, preferring: nil, routeName: link.pattern) }
      }
      entries.append(.init(kind: "deepLink", pattern: link.pattern, route: link.routeCase, to: to, file: display, line: link.line))
      if to == nil {
        let what = link.routeCase.map { "builds route .\($0); " } ?? ""
        unresolved.append(.init(file: display, line: link.line, reason: "deep link '\(link.pattern)' \(what)no screen found for it"))
      }
    }
  }

  /// The screen a block of code ends on: the one named like `preferring`, else the last shown.
  private mutating func destination(of node: Syntax, file: Int, owner: String? = nil, preferring: String?, routeName: String) -> String? {
    var scanner = RouteScanner(index: index, routeMethodNames: routeMethodNames)
    scanner.scan(node: node, branch: [], file: file, owner: owner)
    let saved = unresolved
    let screens = resolve(scanner.events, routeName: routeName).map(\.to)
    unresolved = saved
    if let preferring, let match = screens.first(where: { $0.lowercased() == preferring.lowercased() }) { return match }
    return screens.last
  }
}

/// Finds screens made or instantiated directly in a function, outside closures kept for
/// later (a storyboard's `register(scene:) { … }` factory is not a root), following the
/// factories it calls: a `make…` function or the initializer of a type of the sources
/// (`StorefrontTabBar(router:)` making each tab with `router.makeShopTab()`). A closure a
/// collection runs at once (`map`, `compactMap`, `flatMap`, `forEach`) is read: it builds the
/// layout being set, such as a page container's pages
/// (`navigator.setRoot(.pages(Page.allCases.map { .screen(PageScreen($0)) }, selected: 0))`).
private final class RootFinder: SyntaxVisitor {
  /// Calls whose closure runs before they return, once per element.
  static let eagerCalls: Set<String> = ["map", "compactMap", "flatMap", "forEach"]

  let index: SourceIndex
  /// The file being walked.
  private var file: Int
  /// Functions already followed, so a recursive factory is read once.
  private var followed: Set<Int> = []
  var found: [(screen: String, node: Syntax, file: Int)] = []

  init(index: SourceIndex, file: Int) {
    self.index = index
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    Self.runsAtOnce(node) ? .visitChildren : .skipChildren
  }

  /// Whether `closure` is the trailing closure or an argument of an eager call (`pages.map { … }`).
  private static func runsAtOnce(_ closure: ClosureExprSyntax) -> Bool {
    var parent = closure.parent
    if let argument = parent?.as(LabeledExprSyntax.self) { parent = argument.parent?.parent }
    guard let call = parent?.as(FunctionCallExprSyntax.self) else { return false }
    return eagerCalls.contains(SyntaxText.calleeName(call.calledExpression))
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = SyntaxText.calleeName(node.calledExpression)
    if SceneName.isScreenType(name), !index.isGeneric(name) {
      found.append((SceneName.of(name), Syntax(node), file))
    } else if ["instantiateViewController", "instantiateScreen", "instantiate"].contains(name),
      let identifier = node.arguments.first.flatMap({ SyntaxText.stringLiteral($0.expression) })
    {
      found.append((SceneName.of(identifier), Syntax(node), file))
    } else {
      follow(factoriesCalled: name)
    }
    return .visitChildren
  }

  private func follow(factoriesCalled name: String) {
    let candidates: [Int]
    if name.hasPrefix("make") {
      candidates = index.functionsByName[name] ?? []
    } else if let type = index.types[name], type.kind == .structType || type.kind == .classType, !SceneName.isScreenType(name) {
      candidates = (index.functionsByOwner[name] ?? []).filter { index.functions[$0].name == "init" }
    } else {
      candidates = []
    }
    for candidate in candidates where followed.insert(candidate).inserted {
      guard let body = index.functions[candidate].body else { continue }
      let saved = file
      file = index.functions[candidate].file
      walk(body)
      file = saved
    }
  }
}

extension SyntaxProtocol {
  /// The first node of type `type` under this one, in source order.
  func firstDescendant<Node: SyntaxProtocol>(of type: Node.Type) -> Node? {
    for child in children(viewMode: .sourceAccurate) {
      if let match = child.as(Node.self) { return match }
      if let match = child.firstDescendant(of: type) { return match }
    }
    return nil
  }
}

extension String {
  /// The string without `prefix` at its start.
  func trimmingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
