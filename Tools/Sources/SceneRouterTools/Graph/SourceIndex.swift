import SwiftSyntax

/// What the first pass learns from every file: types, their members, route protocols,
/// `Routes` typealiases, segues and deep-link patterns.
///
/// The second pass (``GraphBuilder``) reads function bodies against this index, so a
/// route declared in one file and used in another is still seen.
struct SourceIndex {
  /// A type declaration.
  struct TypeInfo {
    enum Kind { case classType, structType, enumType, protocolType, actorType }
    var name: String
    var kind: Kind
    var file: Int
    var line: Int
    /// Whether the type has generic parameters: `RoutedScreen<Content, Manager>` wraps a
    /// screen rather than being one.
    var isGeneric = false
  }

  /// A function, initializer or protocol requirement.
  struct Function {
    var name: String
    var labels: [String]
    var parameterNames: [String]
    var parameterTypes: [String]
    var body: Syntax?
    var owner: String?
    var file: Int
    var line: Int
    /// Declared in a protocol (a requirement, no body).
    var isRequirement: Bool

    /// `name(label:label:)`.
    var signature: String { "\(name)(" + labels.map { "\($0):" }.joined() + ")" }
  }

  /// A stored or computed property.
  struct Property {
    var name: String
    var typeText: String?
    var isWeak: Bool
    var isStatic: Bool
    /// Stored, not computed.
    var isStored: Bool
    var initializer: ExprSyntax?
    var owner: String
    var file: Int
    var line: Int
  }

  /// `typealias Routes = A & B` inside a type.
  struct RoutesAlias {
    var owner: String
    var members: [String]
    var file: Int
    var line: Int
  }

  /// A segue the app declares: `registerSegue("X", from: "A", to: "B", as: .push)`.
  struct SegueDeclaration {
    var identifier: String
    var from: String?
    var to: String?
    var transition: String?
    var file: Int
    var line: Int
  }

  /// A place naming a segue: performed, compared, or mapped to a route.
  struct SegueUse {
    enum Kind { case performed, compared, registered }
    var identifier: String
    var kind: Kind
    var owner: String?
    var file: Int
    var line: Int
  }

  /// A deep-link pattern and the route case or screen it leads to, where written beside it.
  struct DeepLink {
    var pattern: String
    var routeCase: String?
    var site: Syntax
    var file: Int
    var line: Int
  }

  /// An argument of a deep-link matcher's configuration (`customSchemes: ["shop"]`,
  /// `exclusiveSchemes:`, `universalLinkHosts:`, `caseSensitivePaths:`), in any call.
  struct ConfigurationArgument {
    /// The labels recorded.
    static let labels: Set<String> = ["customSchemes", "exclusiveSchemes", "universalLinkHosts", "caseSensitivePaths"]
    var label: String
    var expression: ExprSyntax
    var file: Int
    var line: Int
  }

  /// A `case .x, .y(let id):` of a switch, for deep links that name a route case.
  struct SwitchCase {
    var names: [String]
    var node: SwitchCaseSyntax
    var owner: String?
    var file: Int
  }

  /// A screen made or instantiated where the app starts (an app's or delegate's `init`, `start`, …).
  struct RootSite {
    var screen: String
    var file: Int
    var line: Int
  }

  var files: [SourceFile]
  var switchCases: [SwitchCase] = []
  var types: [String: TypeInfo] = [:]
  var conformances: [String: [String]] = [:]
  var functions: [Function] = []
  var functionsByOwner: [String: [Int]] = [:]
  var properties: [Property] = []
  /// Static properties by `Type.name`, for transitions kept in one (`LoginScreen.transition`).
  var staticProperties: [String: [Property]] = [:]
  /// Function positions by name.
  var functionsByName: [String: [Int]] = [:]
  var routesAliases: [RoutesAlias] = []
  var segueDeclarations: [SegueDeclaration] = []
  var segueUses: [SegueUse] = []
  var deepLinks: [DeepLink] = []
  var configurationArguments: [ConfigurationArgument] = []

  /// Indexes `files`.
  init(files: [SourceFile]) {
    self.files = files
    for index in files.indices {
      let visitor = IndexVisitor(fileIndex: index, file: files[index])
      visitor.walk(files[index].tree)
      visitor.merge(into: &self)
    }
  }

  /// The functions declared in `owner` or its extensions.
  func functions(of owner: String) -> [Function] {
    (functionsByOwner[owner] ?? []).map { functions[$0] }
  }

  /// The protocols and superclasses `type` names, in its declaration and extensions.
  func inherited(by type: String) -> [String] { conformances[type] ?? [] }

  /// Whether `type` is a protocol declared in the sources.
  func isProtocol(_ type: String) -> Bool { types[type]?.kind == .protocolType }
  /// Whether `type` is declared here with generic parameters: a wrapper, never a screen.
  func isGeneric(_ type: String) -> Bool { types[type]?.isGeneric ?? false }
}

/// Walks one file and records what ``SourceIndex`` holds.
private final class IndexVisitor: SyntaxVisitor {
  let fileIndex: Int
  let file: SourceFile
  var owners: [String] = []
  var types: [SourceIndex.TypeInfo] = []
  var conformances: [(String, [String])] = []
  var functions: [SourceIndex.Function] = []
  var properties: [SourceIndex.Property] = []
  var aliases: [SourceIndex.RoutesAlias] = []
  var segueDeclarations: [SourceIndex.SegueDeclaration] = []
  var segueUses: [SourceIndex.SegueUse] = []
  var deepLinks: [SourceIndex.DeepLink] = []
  var configurationArguments: [SourceIndex.ConfigurationArgument] = []
  var switchCases: [SourceIndex.SwitchCase] = []

  /// Calls whose first argument may look like a path but is never a deep-link pattern.
  static let notDeepLinks: Set<String> = [
    "print", "debugPrint", "NSLog", "fatalError", "assert", "assertionFailure", "precondition", "preconditionFailure",
    "URL", "URLComponents", "contains", "hasPrefix", "hasSuffix", "append", "appending", "appendingPathComponent",
    "replacingOccurrences", "range", "split", "components", "firstRange", "write", "log", "info", "debug", "error",
    "warning", "Text", "Label", "expect", "require", "XCTAssertEqual", "route", "open", "match", "url",
    // SceneRouter's event privacy names a route by its pattern; it registers nothing.
    "RouteDescription",
  ]

  init(fileIndex: Int, file: SourceFile) {
    self.fileIndex = fileIndex
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  func merge(into index: inout SourceIndex) {
    for type in types where index.types[type.name] == nil { index.types[type.name] = type }
    for (type, names) in conformances { index.conformances[type, default: []] += names }
    for function in functions {
      if let owner = function.owner { index.functionsByOwner[owner, default: []].append(index.functions.count) }
      index.functionsByName[function.name, default: []].append(index.functions.count)
      index.functions.append(function)
    }
    index.properties += properties
    for property in properties where property.isStatic {
      index.staticProperties[property.owner + "." + property.name, default: []].append(property)
    }
    index.routesAliases += aliases
    index.segueDeclarations += segueDeclarations
    index.segueUses += segueUses
    index.deepLinks += deepLinks
    index.configurationArguments += configurationArguments
    index.switchCases += switchCases
  }

  private func line(_ node: some SyntaxProtocol) -> Int { file.line(of: node) }

  private func enter(
    _ name: String, _ kind: SourceIndex.TypeInfo.Kind, _ node: some SyntaxProtocol, inheritance: InheritanceClauseSyntax?,
    isGeneric: Bool = false
  ) {
    types.append(.init(name: name, kind: kind, file: fileIndex, line: line(node), isGeneric: isGeneric))
    conformances.append((name, inheritance.map(SyntaxText.inheritedNames) ?? []))
    owners.append(name)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, .classType, node, inheritance: node.inheritanceClause, isGeneric: node.genericParameterClause != nil)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, .structType, node, inheritance: node.inheritanceClause, isGeneric: node.genericParameterClause != nil)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, .enumType, node, inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, .actorType, node, inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, .protocolType, node, inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = SyntaxText.lastName(of: node.extendedType)
    conformances.append((name, node.inheritanceClause.map(SyntaxText.inheritedNames) ?? []))
    owners.append(name)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    record(name: node.name.text, parameters: node.signature.parameterClause.parameters, body: node.body.map(Syntax.init), node: node)
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    record(name: "init", parameters: node.signature.parameterClause.parameters, body: node.body.map(Syntax.init), node: node)
    return .visitChildren
  }

  private func record(name: String, parameters: FunctionParameterListSyntax, body: Syntax?, node: some SyntaxProtocol) {
    let isRequirement = owners.last.map { owner in types.contains { $0.name == owner && $0.kind == .protocolType } } ?? false
    functions.append(
      .init(
        name: name,
        labels: parameters.map { $0.firstName.text },
        parameterNames: parameters.map { ($0.secondName ?? $0.firstName).text },
        parameterTypes: parameters.map { $0.type.trimmedDescription },
        body: body, owner: owners.last, file: fileIndex, line: line(node),
        isRequirement: isRequirement && body == nil))
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // Members only: a function's local variables are not the type's properties.
    guard let owner = owners.last, node.parent?.is(MemberBlockItemSyntax.self) ?? false else { return .visitChildren }
    let modifiers = node.modifiers.map(\.name.text)
    let isWeak = modifiers.contains("weak") || modifiers.contains("unowned")
    let isStatic = modifiers.contains("static") || modifiers.contains("class")
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      properties.append(
        .init(
          name: pattern.identifier.text, typeText: binding.typeAnnotation?.type.trimmedDescription,
          isWeak: isWeak, isStatic: isStatic, isStored: binding.accessorBlock == nil, initializer: binding.initializer?.value,
          owner: owner, file: fileIndex, line: line(binding)))
    }
    return .visitChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == "Routes", let owner = owners.last {
      let members = SyntaxText.compositionNames(node.initializer.value)
      aliases.append(.init(owner: owner, members: members, file: fileIndex, line: line(node)))
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = SyntaxText.calleeName(node.calledExpression)
    let arguments = Array(node.arguments)
    for argument in arguments {
      guard let label = argument.label?.text, SourceIndex.ConfigurationArgument.labels.contains(label) else { continue }
      configurationArguments.append(.init(label: label, expression: argument.expression, file: fileIndex, line: line(argument)))
    }
    switch name {
    case "registerSegue":
      if let identifier = arguments.first.flatMap({ SyntaxText.stringLiteral($0.expression) }) {
        let from = arguments.first { $0.label?.text == "from" }.flatMap { SyntaxText.stringLiteral($0.expression) }
        let to = arguments.first { $0.label?.text == "to" }.flatMap { SyntaxText.stringLiteral($0.expression) }
        let transition = arguments.first { $0.label?.text == "as" }.flatMap { TransitionName.of(expression: $0.expression) }
        segueDeclarations.append(
          .init(identifier: identifier, from: from, to: to, transition: transition, file: fileIndex, line: line(node)))
      }
    case "performSegue", "performSegueWithIdentifier":
      if let identifier = arguments.first.flatMap({ SyntaxText.stringLiteral($0.expression) }) {
        segueUses.append(.init(identifier: identifier, kind: .performed, owner: owners.last, file: fileIndex, line: line(node)))
      }
    case "registering":
      if let identifier = arguments.first.flatMap({ SyntaxText.stringLiteral($0.expression) }) {
        segueUses.append(.init(identifier: identifier, kind: .registered, owner: owners.last, file: fileIndex, line: line(node)))
      }
    default:
      if !Self.notDeepLinks.contains(name), let first = arguments.first, first.label == nil, let pattern = SyntaxText.stringLiteral(first.expression),
        DeepLinkText.looksLikePattern(pattern)
      {
        let routeCase = arguments.dropFirst().lazy.compactMap { SyntaxText.firstImplicitMember(in: Syntax($0.expression)) }.first
          ?? node.trailingClosure.flatMap { SyntaxText.firstImplicitMember(in: Syntax($0)) }
        deepLinks.append(.init(pattern: pattern, routeCase: routeCase, site: Syntax(node), file: fileIndex, line: line(node)))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    for (position, element) in elements.enumerated()
    where element.as(BinaryOperatorExprSyntax.self)?.operator.text == "==" && position > 0 && position + 1 < elements.count {
      let sides = [elements[position - 1], elements[position + 1]]
      if sides.contains(where: { $0.trimmedDescription.hasSuffix("identifier") }),
        let identifier = sides.lazy.compactMap({ SyntaxText.stringLiteral($0) }).first
      {
        segueUses.append(.init(identifier: identifier, kind: .compared, owner: owners.last, file: fileIndex, line: line(node)))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    // `switch url.path { case "/product": … }`: the article's deep-link router.
    guard case .case(let label) = node.label else { return .visitChildren }
    let names = label.caseItems.compactMap { SyntaxText.firstImplicitMember(in: Syntax($0.pattern)) }
    if !names.isEmpty { switchCases.append(.init(names: names, node: node, owner: owners.last, file: fileIndex)) }
    for item in label.caseItems {
      if let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
        let pattern = SyntaxText.stringLiteral(expression), DeepLinkText.looksLikePattern(pattern)
      {
        deepLinks.append(.init(pattern: pattern, routeCase: nil, site: Syntax(node), file: fileIndex, line: line(node)))
      }
    }
    return .visitChildren
  }
}
