/// Why a pattern was refused when it was parsed or registered.
///
/// Every case names the pattern exactly as written, so a message points at the
/// line to fix:
///
/// ```swift
/// do { _ = try DeepLinkPattern("/files/**/raw") }
/// catch { print(error) }  // pattern '/files/**/raw' can never match: '**' must be the last segment
/// ```
public enum DeepLinkPatternError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The pattern is neither a path starting with `/` nor `scheme://…`.
  case missingLeadingSlash(pattern: String)
  /// The scheme before `://` is empty or holds characters a scheme cannot hold.
  case malformedScheme(pattern: String)
  /// An `http` or `https` pattern names no host.
  case missingHost(pattern: String)
  /// The pattern holds an empty segment (`//`).
  case emptySegment(pattern: String)
  /// A literal segment is `.` or `..`, which no accepted URL can hold.
  case dotSegment(pattern: String)
  /// A `%` in a literal is not followed by two hexadecimal digits, or decodes to invalid UTF-8.
  case malformedPercentEscape(pattern: String)
  /// The pattern holds a fragment (`#`).
  case fragment(pattern: String)
  /// `**` is followed by further segments.
  case catchAllNotLast(pattern: String)
  /// A parameter has no name (`:` or `:(int)`).
  case emptyParameterName(pattern: String)
  /// Two parameters share a name.
  case duplicateParameterName(pattern: String, name: String)
  /// A parameter's name holds characters other than letters, digits and `_`.
  case malformedParameterName(pattern: String, name: String)
  /// A typed parameter is not written `:name(type)`.
  case malformedParameterType(pattern: String, segment: String)
  /// A typed parameter names a type the matcher does not know.
  case unknownParameterType(pattern: String, type: String)
  /// A query item is not written `key=:name`, `key=:name?` or `key=:name=default`.
  case malformedQueryItem(pattern: String, item: String)
  /// A query item's default value is not a value of its type.
  case invalidDefault(pattern: String, name: String, value: String)
  /// The pattern names a custom scheme the matcher's configuration does not list.
  case unknownScheme(pattern: String, scheme: String)
  /// The pattern matches exactly the same URLs as one registered before it.
  case conflict(pattern: String, existing: String)
  /// The pattern has more segments than ``DeepLinkPattern/maximumSegmentCount``; the
  /// matcher's search goes one level deeper per segment, so the depth is bounded.
  case tooManySegments(pattern: String, limit: Int)

  /// A readable sentence saying what is wrong and with which pattern.
  public var description: String {
    switch self {
    case .missingLeadingSlash(let pattern):
      "pattern '\(pattern)' must start with '/' or 'scheme://'"
    case .malformedScheme(let pattern):
      "pattern '\(pattern)' has a malformed scheme"
    case .missingHost(let pattern):
      "pattern '\(pattern)' names no host"
    case .emptySegment(let pattern):
      "pattern '\(pattern)' can never match: it holds an empty segment"
    case .dotSegment(let pattern):
      "pattern '\(pattern)' can never match: '.' and '..' segments are rejected"
    case .malformedPercentEscape(let pattern):
      "pattern '\(pattern)' holds a malformed percent escape"
    case .fragment(let pattern):
      "pattern '\(pattern)' must not hold a fragment"
    case .tooManySegments(let pattern, let limit):
      "pattern '\(pattern.prefix(64))\(pattern.count > 64 ? "…" : "")' has more than \(limit) segments"
    case .catchAllNotLast(let pattern):
      "pattern '\(pattern)' can never match: '**' must be the last segment"
    case .emptyParameterName(let pattern):
      "pattern '\(pattern)' has a parameter with an empty name"
    case .duplicateParameterName(let pattern, let name):
      "pattern '\(pattern)' uses the parameter name '\(name)' twice"
    case .malformedParameterName(let pattern, let name):
      "pattern '\(pattern)' has a malformed parameter name '\(name)'"
    case .malformedParameterType(let pattern, let segment):
      "pattern '\(pattern)' has a malformed typed parameter '\(segment)'"
    case .unknownParameterType(let pattern, let type):
      "pattern '\(pattern)' uses the unknown parameter type '\(type)'"
    case .malformedQueryItem(let pattern, let item):
      "pattern '\(pattern)' has a malformed query item '\(item)'"
    case .invalidDefault(let pattern, let name, let value):
      "pattern '\(pattern)' gives '\(name)' the default '\(value)', which is not a value of its type"
    case .unknownScheme(let pattern, let scheme):
      "pattern '\(pattern)' names the scheme '\(scheme)', which the configuration does not list"
    case .conflict(let pattern, let existing):
      "patterns '\(existing)' and '\(pattern)' match exactly the same URLs"
    }
  }
}
