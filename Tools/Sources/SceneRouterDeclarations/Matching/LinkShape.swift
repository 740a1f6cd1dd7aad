/// What a part of a link (a path, a query value, a fragment) may hold, as a small regular
/// expression over Unicode scalars.
///
/// Both sides of the comparison are written in it: a pattern of an
/// `apple-app-site-association` file (``AssociationPattern``) and a SceneRouter route
/// (``RouteLinks``). A ``LinkAutomaton`` runs it.
///
/// ```swift
/// // `/product/` followed by one or more digits
/// let shape = LinkShape.sequence([.text("/product/"), .repetition(.scalar(.digit), atLeastOne: true)])
/// ```
public indirect enum LinkShape: Hashable, Sendable {
  /// One scalar of the class.
  case scalar(ScalarClass)
  /// Each shape in turn; the empty sequence matches the empty text.
  case sequence([LinkShape])
  /// Any one of the shapes.
  case choice([LinkShape])
  /// The shape repeated zero or more times, or one or more with `atLeastOne`.
  case repetition(LinkShape, atLeastOne: Bool)

  // Computed, not stored: an indirect case's box held by a global is reached only through a
  // pointer with spare bits set, which LeakSanitizer reports as a leak (the fuzz target).

  /// The empty text.
  public static var empty: LinkShape { .sequence([]) }
  /// Any text, including the empty one.
  public static var anything: LinkShape { .repetition(.scalar(.any), atLeastOne: false) }

  /// Exactly `text`, or any spelling of its ASCII letters when `ignoringCase` is set.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - ignoringCase: Whether an ASCII letter stands for both its cases.
  public static func text(_ text: String, ignoringCase: Bool = false) -> LinkShape {
    .sequence(text.unicodeScalars.map { .scalar(.scalar($0, ignoringCase: ignoringCase)) })
  }

  /// The shape or the empty text.
  ///
  /// - Parameters:
  ///   - shape: The shape that may be left out.
  public static func optional(_ shape: LinkShape) -> LinkShape {
    .choice([.empty, shape])
  }

  /// Whether the shape matches the empty text.
  public var isNullable: Bool {
    switch self {
    case .scalar: false
    case .sequence(let parts): parts.allSatisfy(\.isNullable)
    case .choice(let options): options.contains(where: \.isNullable)
    case .repetition(let shape, let atLeastOne): !atLeastOne || shape.isNullable
    }
  }
}
