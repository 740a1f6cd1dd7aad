import SwiftSyntax

/// Small readings of syntax nodes the analysis needs: names, literals, type lists.
enum SyntaxText {
  /// The names in an inheritance clause: `: A, B<C>` gives `A`, `B`.
  static func inheritedNames(_ clause: InheritanceClauseSyntax) -> [String] {
    clause.inheritedTypes.map { lastName(of: $0.type) }
  }

  /// The last component of a type's name, without generic arguments: `Foo.Bar<Baz>` gives `Bar`.
  static func lastName(of type: TypeSyntax) -> String {
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let some = type.as(SomeOrAnyTypeSyntax.self) { return lastName(of: some.constraint) }
    if let optional = type.as(OptionalTypeSyntax.self) { return lastName(of: optional.wrappedType) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return lastName(of: optional.wrappedType) }
    if let attributed = type.as(AttributedTypeSyntax.self) { return lastName(of: attributed.baseType) }
    return type.trimmedDescription
  }

  /// The names a type composes: `any A & B` gives `A`, `B`; `A?` gives `A`.
  static func compositionNames(_ type: TypeSyntax) -> [String] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { compositionNames($0.type) }
    }
    if let some = type.as(SomeOrAnyTypeSyntax.self) { return compositionNames(some.constraint) }
    if let optional = type.as(OptionalTypeSyntax.self) { return compositionNames(optional.wrappedType) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return compositionNames(optional.wrappedType) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return compositionNames(only.type)
    }
    return [lastName(of: type)]
  }

  /// The names a type's text composes, for types stored as text: `(any A & B)?` gives `A`, `B`.
  static func compositionNames(text: String) -> [String] {
    var names: [String] = []
    for word in text.split(whereSeparator: { "&?!() ".contains($0) }) where word != "any" && word != "some" {
      let unqualified = word.split(separator: ".").last ?? word
      let plain = unqualified.split(separator: "<").first ?? unqualified
      names.append(String(plain))
    }
    return names
  }

  /// The name a call calls: `a.b.push(…)` gives `push`, `Foo(…)` gives `Foo`, `.modal(…)` gives `modal`.
  static func calleeName(_ expression: ExprSyntax) -> String {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(specialized.expression) }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return calleeName(optional.expression) }
    return ""
  }

  /// The base a call is made on: `Foo.make(…)` gives `Foo`; nil for `make(…)` or `.make(…)`.
  static func calleeBase(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let inner = base.as(MemberAccessExprSyntax.self) { return inner.declName.baseName.text }
    return nil
  }

  /// The text of a string literal without interpolation, or nil.
  static func stringLiteral(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var text = ""
    for segment in literal.segments {
      guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
      text += plain.content.text
    }
    return text
  }

  /// Whether a string literal holds interpolation (a computed identifier).
  static func isInterpolated(_ expression: ExprSyntax) -> Bool {
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return false }
    return literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
  }

  /// The first implicit member (`.product`) written in `node`, as a route case.
  static func firstImplicitMember(in node: Syntax) -> String? {
    if let member = node.as(MemberAccessExprSyntax.self), member.base == nil {
      return member.declName.baseName.text
    }
    for child in node.children(viewMode: .sourceAccurate) {
      if let found = firstImplicitMember(in: child) { return found }
    }
    return nil
  }
}
