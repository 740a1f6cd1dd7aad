/// An Apple API as the availability data spells it in Swift, and how a use of it looks in
/// source.
///
/// - `AnimationCompletionCriteria`, `UIView.AnimationOptions`: a type (its last component
///   starts with a capital letter).
/// - `UIViewController.sheetPresentationController`, `withAnimation`: a member or free
///   function or variable named without labels; any use of the name counts.
/// - `UINavigationController.pushViewController(_:animated:)`,
///   `withAnimation(_:completionCriteria:_:completion:)`, `NavigationStack.init(path:root:)`:
///   a function or initializer (`init?(coder:)` too) with its argument labels; a call counts
///   when its labels fit.
/// - `@Observable`: an attribute.
package enum AvailabilitySymbol: Hashable, Sendable {
  /// A type: its name and the names of the types it is nested in, outermost first.
  case type([String])
  /// A member or free function or variable without labels: the type path (empty when free)
  /// and the name.
  case member(type: [String], name: String)
  /// A function or initializer with labels: the type path (empty when free), the name
  /// (`init` for an initializer) and the labels (`_` for an unlabelled parameter).
  case function(type: [String], name: String, labels: [String])
  /// An attribute or attached macro, without `@`.
  case attribute(String)

  /// Reads a symbol as the data file spells it; nil when it is none of the forms above.
  ///
  /// - Parameters:
  ///   - text: The spelling, such as `UINavigationController.pushViewController(_:animated:)`.
  package init?(_ text: String) {
    if text.hasPrefix("@") {
      let name = String(text.dropFirst())
      guard Self.isIdentifier(name) else { return nil }
      self = .attribute(name)
      return
    }
    var path = text
    var labels: [String]?
    if let open = text.firstIndex(of: "(") {
      guard text.hasSuffix(")") else { return nil }
      path = String(text[..<open])
      let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
      guard inside.isEmpty || inside.hasSuffix(":") else { return nil }
      let parts = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
      guard parts.allSatisfy({ $0 == "_" || Self.isIdentifier($0) }) else { return nil }
      labels = parts
    }
    // A failable initializer is called as any other: `init?(coder:)` is `init(coder:)`.
    if labels != nil, path.hasSuffix(".init?") || path.hasSuffix(".init!") { path.removeLast() }
    let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let name = components.last, components.allSatisfy(Self.isIdentifier) else { return nil }
    let type = Array(components.dropLast())
    if let labels {
      self = .function(type: type, name: name, labels: labels)
    } else if name.first?.isUppercase == true {
      self = .type(components)
    } else {
      self = .member(type: type, name: name)
    }
  }

  /// The name a use spells: the type's, the member's, the attribute's.
  package var name: String {
    switch self {
    case .type(let path): path.last ?? ""
    case .member(_, let name), .function(_, let name, _), .attribute(let name): name
    }
  }

  /// The type a member belongs to (its last component); nil for types, free functions and
  /// attributes.
  package var owner: String? {
    switch self {
    case .member(let type, _), .function(let type, _, _): type.last
    case .type, .attribute: nil
    }
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
