import SwiftIfConfig
import SwiftSyntax

/// The code of one file that is compiled for one platform: the clauses of its `#if`s that
/// are active there, with the imports, names, calls and attributes they hold.
///
/// Inactive clauses are never visited, so nothing in them is reported on that platform.
package struct ActiveCode {
  /// An `import` the platform compiles.
  package struct Import {
    /// The first component of the module path (`UIKit` for `import UIKit.UIView`).
    package var module: String
    /// Whether it is `@_exported`, so files importing this module see the import too.
    package var isExported: Bool
    /// The declaration.
    package var node: ImportDeclSyntax
  }

  /// The active imports, in source order.
  package private(set) var imports: [Import] = []
  /// Types named by a bare identifier (`UIViewController`, `[UIView]`), in source order.
  package private(set) var identifierTypes: [IdentifierTypeSyntax] = []
  /// Qualified type names (`UIView.AnimationOptions`).
  package private(set) var memberTypes: [MemberTypeSyntax] = []
  /// Bare names in expressions (`UIViewController()`, `withAnimation`), not the member
  /// part of a member access.
  package private(set) var references: [DeclReferenceExprSyntax] = []
  /// Member accesses (`x.sheetPresentationController`, `.immediate`).
  package private(set) var memberAccesses: [MemberAccessExprSyntax] = []
  /// Calls, with their arguments and trailing closures.
  package private(set) var calls: [FunctionCallExprSyntax] = []
  /// Attributes (`@Observable`, `@available(iOS 17, *)`).
  package private(set) var attributes: [AttributeSyntax] = []

  /// Collects the active code of `tree` under `regions`.
  ///
  /// - Parameters:
  ///   - tree: A parsed file.
  ///   - regions: The file's `#if` clauses evaluated for one platform.
  package init(tree: SourceFileSyntax, regions: ConfiguredRegions) {
    let scanner = Scanner(configuredRegions: regions)
    scanner.walk(tree)
    self = scanner.code
  }

  private init() {}

  private final class Scanner: ActiveSyntaxVisitor {
    var code = ActiveCode()

    init(configuredRegions: ConfiguredRegions) {
      super.init(viewMode: .sourceAccurate, configuredRegions: configuredRegions)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      if let first = node.path.first {
        let exported = node.attributes.contains { $0.as(AttributeSyntax.self).map(PlatformSyntax.name) == "_exported" }
        code.imports.append(Import(module: PlatformSyntax.identifier(first.name), isExported: exported, node: node))
      }
      return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      code.identifierTypes.append(node)
      return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
      code.memberTypes.append(node)
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
        return .visitChildren
      }
      code.references.append(node)
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      code.memberAccesses.append(node)
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      code.calls.append(node)
      return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      code.attributes.append(node)
      return .visitChildren
    }
  }
}
