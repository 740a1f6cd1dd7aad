import SwiftSyntax

/// Something a route's code does, in the order written, on one branch of its ifs and switches.
struct RouteEvent {
  enum Kind: Equatable {
    /// A screen is made, instantiated or cast to: the destination.
    case destination(String, data: [String])
    /// A transition is named or performed.
    case transition(String)
    /// A value is handed to the destination (`destination.order = …`).
    case data(String)
    /// A route method of a route protocol is called (`router.openProduct(…)`).
    case routeCall(String)
    /// A segue is performed by its identifier.
    case segue(String)
    /// Something the scanner cannot follow, with the reason.
    case unresolved(String)
  }

  var kind: Kind
  /// The branches the event sits on, outermost first.
  var branch: [Int]
  /// The position in the order the code runs, across inlined helpers.
  var order: Int
  var file: Int
  var line: Int

  /// Whether two events can run in the same pass: one's branch holds the other's.
  func sharesPath(with other: RouteEvent) -> Bool {
    let shorter = min(branch.count, other.branch.count)
    return branch.prefix(shorter) == other.branch.prefix(shorter)
  }
}

/// Reads a route's body for what it shows and how, following helpers of the same type
/// (`passDataToX`, `navigateToX`) and static transitions (`LoginScreen.transition`).
struct RouteScanner {
  let index: SourceIndex
  /// Names of route methods declared by route protocols (`openProduct`).
  let routeMethodNames: Set<String>
  private(set) var events: [RouteEvent] = []
  private var order = 0
  private var branchCounter = 0
  private var chain: [Int] = []

  /// A scanner over `index`.
  init(index: SourceIndex, routeMethodNames: Set<String>) {
    self.index = index
    self.routeMethodNames = routeMethodNames
  }

  /// Scans `function`'s body on a fresh branch.
  mutating func scan(function: Int, branch: [Int] = []) {
    let info = index.functions[function]
    guard let body = info.body, !chain.contains(function) else { return }
    chain.append(function)
    defer { chain.removeLast() }
    if info.name.hasPrefix("passDataTo") || info.name.hasPrefix("navigateTo") {
      for (label, type) in zip(info.labels, info.parameterTypes) where label == "destination" {
        let name = SyntaxText.compositionNames(text: type).first { !["inout", "UIViewController"].contains($0) }
        if let name, name != "UIStoryboardSegue" {
          add(.destination(SceneName.of(name), data: []), branch: branch, file: info.file, node: body)
        }
      }
    }
    walk(body, branch: branch, file: info.file, owner: info.owner, collectsData: info.name.hasPrefix("passDataTo"))
  }

  /// Scans any node (a switch case, a closure) on `branch`.
  mutating func scan(node: Syntax, branch: [Int], file: Int, owner: String?) {
    walk(node, branch: branch, file: file, owner: owner, collectsData: false)
  }

  /// A fresh branch identifier.
  mutating func newBranch() -> Int {
    branchCounter += 1
    return branchCounter
  }

  private mutating func add(_ kind: RouteEvent.Kind, branch: [Int], file: Int, node: some SyntaxProtocol) {
    order += 1
    events.append(.init(kind: kind, branch: branch, order: order, file: file, line: index.files[file].line(of: node)))
  }

  private mutating func walk(_ node: Syntax, branch: [Int], file: Int, owner: String?, collectsData: Bool) {
    if let ifExpression = node.as(IfExprSyntax.self) {
      walk(Syntax(ifExpression.conditions), branch: branch, file: file, owner: owner, collectsData: collectsData)
      walk(Syntax(ifExpression.body), branch: branch + [newBranch()], file: file, owner: owner, collectsData: collectsData)
      if let elseBody = ifExpression.elseBody {
        walk(Syntax(elseBody), branch: branch + [newBranch()], file: file, owner: owner, collectsData: collectsData)
      }
      return
    }
    if let guardStatement = node.as(GuardStmtSyntax.self) {
      walk(Syntax(guardStatement.conditions), branch: branch, file: file, owner: owner, collectsData: collectsData)
      walk(Syntax(guardStatement.body), branch: branch + [newBranch()], file: file, owner: owner, collectsData: collectsData)
      return
    }
    if let switchCase = node.as(SwitchCaseSyntax.self) {
      walk(Syntax(switchCase.statements), branch: branch + [newBranch()], file: file, owner: owner, collectsData: collectsData)
      return
    }
    if let call = node.as(FunctionCallExprSyntax.self) {
      visit(call: call, branch: branch, file: file, owner: owner)
      // `destination.orders.append(order)` hands data over too.
      if collectsData, let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        let changed = (callee.base?.as(OptionalChainingExprSyntax.self)?.expression ?? callee.base)?.as(MemberAccessExprSyntax.self),
        let root = Self.rootName(of: ExprSyntax(changed)),
        root != "self", !root.hasPrefix("source")
      {
        add(.data(changed.declName.baseName.text), branch: branch, file: file, node: changed)
      }
      for child in node.children(viewMode: .sourceAccurate) {
        walk(child, branch: branch, file: file, owner: owner, collectsData: collectsData)
      }
      inlineHelpers(call: call, branch: branch, owner: owner)
      return
    } else if let member = node.as(MemberAccessExprSyntax.self) {
      visit(member: member, branch: branch, file: file)
    } else if let sequence = node.as(SequenceExprSyntax.self) {
      visit(sequence: sequence, branch: branch, file: file, collectsData: collectsData)
    } else if let reference = node.as(DeclReferenceExprSyntax.self) {
      // A helper passed by name: `passing: passDataToShowOrder`.
      if !(reference.parent?.is(FunctionCallExprSyntax.self) ?? false), let owner {
        for function in helpers(named: reference.baseName.text, owner: owner) { scan(function: function, branch: branch) }
      }
    }
    for child in node.children(viewMode: .sourceAccurate) {
      walk(child, branch: branch, file: file, owner: owner, collectsData: collectsData)
    }
  }

  private func helpers(named name: String, owner: String) -> [Int] {
    (index.functionsByOwner[owner] ?? []).filter { index.functions[$0].name == name && index.functions[$0].body != nil }
  }

  private mutating func visit(call: FunctionCallExprSyntax, branch: [Int], file: Int, owner: String?) {
    let name = SyntaxText.calleeName(call.calledExpression)
    let base = SyntaxText.calleeBase(call.calledExpression)
    let arguments = Array(call.arguments)
    if let transition = TransitionName.of(callee: name), name != "show" || base != nil || arguments.count == 2 {
      add(.transition(transition), branch: branch, file: file, node: call)
    } else if call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil || $0.base?.trimmedDescription == "Transition" }) ?? false,
      let transition = TransitionName.of(member: name, arguments: arguments)
    {
      add(.transition(transition), branch: branch, file: file, node: call)
    }
    switch name {
    case "performSegue", "performSegueWithIdentifier":
      if let identifier = arguments.first.flatMap({ SyntaxText.stringLiteral($0.expression) }) {
        add(.segue(identifier), branch: branch, file: file, node: call)
      } else {
        add(.unresolved("performs a segue whose identifier is computed"), branch: branch, file: file, node: call)
      }
    case "instantiateViewController", "instantiateViewControllerWithIdentifier", "instantiate", "instantiateScreen":
      if let first = arguments.first {
        if let identifier = SyntaxText.stringLiteral(first.expression) {
          add(.destination(SceneName.of(identifier), data: []), branch: branch, file: file, node: call)
        } else {
          add(.unresolved("instantiates a screen whose identifier is computed: \(first.expression.trimmedDescription)"),
            branch: branch, file: file, node: call)
        }
      }
    default:
      break
    }
    for argument in arguments where argument.label?.text == "orInstantiate" {
      if let identifier = SyntaxText.stringLiteral(argument.expression) {
        add(.destination(SceneName.of(identifier), data: []), branch: branch, file: file, node: argument)
      }
    }
    if SceneName.isScreenType(name) && !index.isProtocol(name) && !index.isGeneric(name) {
      add(.destination(SceneName.of(name), data: Self.dataLabels(arguments)), branch: branch, file: file, node: call)
    } else if let base, SceneName.isScreenType(base), index.types[base] != nil, !index.isProtocol(base), !index.isGeneric(base) {
      add(.destination(SceneName.of(base), data: []), branch: branch, file: file, node: call)
    }
    if routeMethodNames.contains(name) {
      add(.routeCall(name), branch: branch, file: file, node: call)
    }
  }

  private mutating func inlineHelpers(call: FunctionCallExprSyntax, branch: [Int], owner: String?) {
    let name = SyntaxText.calleeName(call.calledExpression)
    let base = SyntaxText.calleeBase(call.calledExpression)
    let arguments = Array(call.arguments)
    // A screen's factory on any router: `router.makeProduct(id, as: .push)`.
    if name.hasPrefix("make"), base != nil, base != "self" {
      for function in index.functionsByName[name] ?? [] where !chain.contains(function) && index.functions[function].body != nil {
        scan(function: function, branch: branch)
      }
    }
    // A helper of the same type: `navigateToDetail(source:destination:)`.
    if let owner, base == nil || base == "self", call.calledExpression.is(DeclReferenceExprSyntax.self) || base == "self" {
      for function in helpers(named: name, owner: owner) where !chain.contains(function) {
        let info = index.functions[function]
        guard info.labels.filter({ $0 != "_" }).count <= arguments.count else { continue }
        scan(function: function, branch: branch)
      }
    }
  }

  /// Labels of a screen's initializer that carry data, not collaborators.
  static func dataLabels(_ arguments: [LabeledExprSyntax]) -> [String] {
    let collaborators: Set<String> = [
      "router", "viewModel", "navigator", "storyboard", "services", "session", "coder", "nibName", "bundle", "live",
      "interactor", "presenter", "onFinish", "completion",
    ]
    return arguments.compactMap { $0.label?.text }.filter { !collaborators.contains($0) }
  }

  private mutating func visit(member: MemberAccessExprSyntax, branch: [Int], file: Int) {
    if member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(member).id { return }
    let name = member.declName.baseName.text
    if member.base == nil || member.base?.trimmedDescription == "Transition" {
      if let transition = TransitionName.of(member: name, arguments: []) {
        add(.transition(transition), branch: branch, file: file, node: member)
      }
      return
    }
    if ["destination", "destinationViewController"].contains(name), member.base?.trimmedDescription.hasSuffix("segue") ?? false {
      add(.transition("segue"), branch: branch, file: file, node: member)
      return
    }
    // A transition kept in a static property: `LoginScreen.transition`.
    if let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, index.types[base] != nil {
      for property in index.staticProperties[base + "." + name] ?? [] {
        if let value = property.initializer, let transition = TransitionName.of(expression: value) {
          add(.transition(transition), branch: branch, file: file, node: member)
        }
      }
    }
  }

  private mutating func visit(sequence: SequenceExprSyntax, branch: [Int], file: Int, collectsData: Bool) {
    let elements = Array(sequence.elements)
    for (position, element) in elements.enumerated() {
      if element.is(UnresolvedAsExprSyntax.self), position + 1 < elements.count,
        let type = elements[position + 1].as(TypeExprSyntax.self)
      {
        let name = SyntaxText.lastName(of: type.type)
        if SceneName.isScreenType(name) {
          add(.destination(SceneName.of(name), data: []), branch: branch, file: file, node: type)
        }
      }
      guard element.is(AssignmentExprSyntax.self), position > 0 else { continue }
      let target = elements[position - 1]
      guard let member = target.as(MemberAccessExprSyntax.self) else { continue }
      let property = member.declName.baseName.text
      switch property {
      case "rootViewController": add(.transition("replaceRoot"), branch: branch, file: file, node: member)
      case "selectedIndex", "selectedViewController": add(.transition("tab"), branch: branch, file: file, node: member)
      default:
        let root = Self.rootName(of: ExprSyntax(member))
        if collectsData, root != "self", root != "source", !(root?.hasPrefix("source") ?? false) {
          add(.data(property), branch: branch, file: file, node: member)
        }
      }
    }
  }

  /// The first name of a member chain: `destination.router?.dataStore?.order` gives `destination`.
  static func rootName(of expression: ExprSyntax) -> String? {
    var current = expression
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      } else {
        return current.is(SuperExprSyntax.self) ? "super" : nil
      }
    }
  }
}
