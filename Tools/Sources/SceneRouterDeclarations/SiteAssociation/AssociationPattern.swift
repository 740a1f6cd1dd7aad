import Foundation

/// One pattern of an `apple-app-site-association` file (a component's `/`, `#`, a query
/// value, or a legacy path), compiled so that texts can be matched and compared with routes.
///
/// Apple's wildcards: `*` matches zero or more characters (a `/` too), `?` exactly one, and
/// `$(name)` any one value of a substitution variable, built in (`alpha`, `upper`, `lower`,
/// `alnum`, `digit`, `xdigit`, `region`, `lang`) or declared under
/// `applinks.substitutionVariables`.
///
/// ```swift
/// let pattern = try AssociationPattern("/help/?*", ignoringCase: false)
/// pattern.matches("/help/faq")  // true
/// pattern.matches("/help/")     // false
/// ```
public struct AssociationPattern: Sendable {
  /// The pattern as written.
  public let text: String
  /// What it matches.
  public let shape: LinkShape
  /// The automaton of ``shape``.
  public let automaton: LinkAutomaton

  /// Compiles a pattern.
  ///
  /// - Parameters:
  ///   - text: The pattern as written.
  ///   - ignoringCase: Whether ASCII letters match both cases (`caseSensitive: false`).
  ///   - variables: The file's substitution variables: each name's values; nil where the
  ///     file's form has none (the legacy `paths`), so that `$(` is text.
  /// - Throws: A sentence naming an unknown variable or a `$(` left open.
  public init(_ text: String, ignoringCase: Bool, variables: [String: [String]]? = [:]) throws(PatternMistake) {
    self.text = text
    self.shape = try Self.shape(of: text, ignoringCase: ignoringCase, variables: variables)
    self.automaton = LinkAutomaton(shape)
  }

  /// Whether the pattern matches `text`.
  ///
  /// - Parameters:
  ///   - text: A part of a link.
  public func matches(_ text: String) -> Bool {
    automaton.matches(text)
  }

  /// What is wrong with a pattern.
  public struct PatternMistake: Error, Equatable, Sendable, CustomStringConvertible {
    /// A sentence.
    public let description: String
  }

  private static func shape(
    of text: String, ignoringCase: Bool, variables: [String: [String]]?
  ) throws(PatternMistake) -> LinkShape {
    guard let variables else { return plainShape(of: text, ignoringCase: ignoringCase) }
    var parts: [LinkShape] = []
    var scalars = Substring(text).unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "*": parts.append(.anything)
      case "?": parts.append(.scalar(.any))
      case "$" where scalars.first == "(":
        scalars.removeFirst()
        guard let close = scalars.firstIndex(of: ")") else {
          throw PatternMistake(description: "'$(' without its ')' in '\(text)'")
        }
        let name = String(Substring(scalars[..<close]))
        scalars = scalars[scalars.index(after: close)...]
        if let values = variables[name] {
          parts.append(.choice(values.map { plainShape(of: $0, ignoringCase: ignoringCase) }))
        } else if let builtIn = builtInVariable(name, ignoringCase: ignoringCase) {
          parts.append(builtIn)
        } else {
          throw PatternMistake(description: "unknown substitution variable '$(\(name))' in '\(text)'")
        }
      default: parts.append(.scalar(.scalar(scalar, ignoringCase: ignoringCase)))
      }
    }
    return .sequence(parts)
  }

  /// A substitution variable's value: wildcards, but no variables.
  private static func plainShape(of text: String, ignoringCase: Bool) -> LinkShape {
    .sequence(
      text.unicodeScalars.map { scalar in
        switch scalar {
        case "*": .anything
        case "?": .scalar(.any)
        default: .scalar(.scalar(scalar, ignoringCase: ignoringCase))
        }
      })
  }

  private static func builtInVariable(_ name: String, ignoringCase: Bool) -> LinkShape? {
    let lower = "abcdefghijklmnopqrstuvwxyz"
    let upper = lower.uppercased()
    switch name {
    case "alpha": return .scalar(ScalarClass(listing: lower + upper))
    case "upper": return .scalar(ScalarClass(listing: ignoringCase ? lower + upper : upper))
    case "lower": return .scalar(ScalarClass(listing: ignoringCase ? lower + upper : lower))
    case "alnum": return .scalar(ScalarClass(listing: lower + upper + "0123456789"))
    case "digit": return .scalar(.digit)
    case "xdigit": return .scalar(.hexDigit)
    // Foundation's lists on the machine running the check.
    case "region": return .choice(Locale.Region.isoRegions.map { .text($0.identifier, ignoringCase: ignoringCase) })
    case "lang": return .choice(Locale.LanguageCode.isoLanguageCodes.map { .text($0.identifier, ignoringCase: ignoringCase) })
    default: return nil
    }
  }
}
