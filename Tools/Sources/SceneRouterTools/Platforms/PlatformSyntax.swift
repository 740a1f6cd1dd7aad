import SwiftSyntax

/// Small readings of syntax nodes the platform checks share: identifiers, attribute names,
/// call labels and the declarations around a node.
package enum PlatformSyntax {
  /// The identifier as the compiler sees it: `` `default` `` gives `default`.
  ///
  /// - Parameters:
  ///   - token: An identifier token.
  package static func identifier(_ token: TokenSyntax) -> String {
    let text = token.text
    guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
    return String(text.dropFirst().dropLast())
  }

  /// An attribute's name without `@` or module: `@Observation.Observable` gives `Observable`.
  ///
  /// - Parameters:
  ///   - attribute: An attribute.
  package static func name(_ attribute: AttributeSyntax) -> String {
    if let member = attribute.attributeName.as(MemberTypeSyntax.self) { return identifier(member.name) }
    if let plain = attribute.attributeName.as(IdentifierTypeSyntax.self) { return identifier(plain.name) }
    return attribute.attributeName.trimmedDescription
  }

  /// The labels a call passes, in order, as a declaration's name spells them: `_` for an
  /// unlabelled argument, nil for the unlabelled trailing closure (which may stand for any
  /// parameter after the arguments), then the labels of further trailing closures.
  /// `withAnimation(.default) { … } completion: { … }` gives `["_", nil, "completion"]`.
  ///
  /// - Parameters:
  ///   - call: A call.
  package static func labels(of call: FunctionCallExprSyntax) -> [String?] {
    var labels: [String?] = call.arguments.map { $0.label.map(identifier) ?? "_" }
    if call.trailingClosure != nil { labels.append(nil) }
    labels += call.additionalTrailingClosures.map { identifier($0.label) }
    return labels
  }

  /// The names of the types, type aliases, associated types and generic parameters `tree`
  /// declares, at any depth and in every `#if` clause.
  ///
  /// - Parameters:
  ///   - tree: A parsed file.
  ///   - topLevelOnly: Whether only the file's top-level types and type aliases count.
  package static func declaredTypeNames(in tree: SourceFileSyntax, topLevelOnly: Bool = false) -> Set<String> {
    let collector = TypeNameCollector(topLevelOnly: topLevelOnly)
    collector.walk(tree)
    return collector.names
  }

  private final class TypeNameCollector: SyntaxVisitor {
    let topLevelOnly: Bool
    var names: Set<String> = []

    init(topLevelOnly: Bool) {
      self.topLevelOnly = topLevelOnly
      super.init(viewMode: .sourceAccurate)
    }

    /// Whether `node` is declared at the top level of its file (through `#if`s).
    func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
      var parent = node.parent
      while let current = parent {
        if current.is(SourceFileSyntax.self) { return true }
        if current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self)
          || current.is(IfConfigClauseSyntax.self) || current.is(IfConfigClauseListSyntax.self)
          || current.is(IfConfigDeclSyntax.self)
        {
          parent = current.parent
          continue
        }
        return false
      }
      return false
    }

    func add(_ token: TokenSyntax, of node: some SyntaxProtocol) {
      if !topLevelOnly || isTopLevel(node) { names.insert(PlatformSyntax.identifier(token)) }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, of: node)
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, of: node)
      return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, of: node)
      return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, of: node)
      return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, of: node)
      return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, of: node)
      return .visitChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
      if !topLevelOnly { names.insert(PlatformSyntax.identifier(node.name)) }
      return .visitChildren
    }

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
      if !topLevelOnly { names.insert(PlatformSyntax.identifier(node.name)) }
      return .visitChildren
    }
  }
}
