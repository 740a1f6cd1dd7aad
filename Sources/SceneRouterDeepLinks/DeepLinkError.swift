/// Why a URL was refused, or why a typed route could not be read or printed.
///
/// A URL from outside the app is input: the matcher never traps on it, it throws one of
/// these. The description is a readable sentence that does not repeat the URL.
///
/// ```swift
/// do { _ = try matcher.match(path: "/files/%2e%2e/etc") }
/// catch { print(error) }  // the path holds a '.' or '..' segment
/// ```
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not a URL, or not a path starting with `/`.
  case malformedURL
  /// The URL is longer than the configuration's limit.
  case tooLong(length: Int, limit: Int)
  /// The URL's scheme is neither `http`, `https` nor a configured custom scheme.
  case unsupportedScheme(String)
  /// An `http` or `https` URL has an empty host.
  case missingHost
  /// An `http` or `https` URL's host is not a configured universal-link host.
  case hostNotAccepted(String)
  /// The path holds an empty segment (`//`).
  case emptySegment
  /// The path holds a `.` or `..` segment, also when percent-encoded.
  case pathTraversal
  /// A `%` is not followed by two hexadecimal digits.
  case malformedPercentEscape
  /// The URL's bytes, raw or percent-decoded, are not UTF-8.
  case invalidUTF8
  /// The URL holds a space that is not percent-encoded (`%20`), as no link a browser or
  /// an app produces does; a trailing space is most often a copy-and-paste accident.
  case rawSpace
  /// The URL holds a control character, also when percent-encoded.
  case controlCharacter
  /// A parameter holds an absolute URL to a host that is not allowed.
  case redirectNotAllowed(parameter: String, target: String)
  /// The URL matches only routes that may not be opened from outside the app.
  case notExposed(pattern: String)
  /// No registered pattern matches the URL.
  case noMatch
  /// A route needs a parameter the match does not hold.
  case missingParameter(String)
  /// A parameter's value cannot be read as the type a route needs.
  case invalidParameter(name: String, value: String, type: String)
  /// A table entry's parse closure refused the parameters with an error of its own.
  case routeRejected(String)
  /// No entry of the table prints this route.
  case unprintableRoute(String)
  /// A value cannot be printed into a pattern so that it reads back the same.
  case unprintableValue(pattern: String, name: String, value: String)
  /// No reader takes what came into the app (a notification, a Quick Action, an activity
  /// without a URL), named as it prints, such as `shortcut com.shop.cart`.
  case noReader(entry: String)
  /// The app's own reader refused the link with a reason of its own, such as an app's link
  /// parser wrapped for SceneRouter's readers, registries and restorers; the description is
  /// the reason, as the app wrote it.
  case declined(reason: String)

  /// A readable sentence saying what was wrong with the URL or route.
  public var description: String {
    switch self {
    case .malformedURL:
      "the text is not a URL or a path starting with '/'"
    case .tooLong(let length, let limit):
      "the URL is \(length) bytes long, more than the limit of \(limit)"
    case .unsupportedScheme(let scheme):
      "the scheme '\(scheme)' is not accepted"
    case .missingHost:
      "the URL has an empty host"
    case .hostNotAccepted(let host):
      "the host '\(host)' is not accepted"
    case .emptySegment:
      "the path holds an empty segment"
    case .pathTraversal:
      "the path holds a '.' or '..' segment"
    case .malformedPercentEscape:
      "the URL holds a malformed percent escape"
    case .invalidUTF8:
      "the URL holds bytes that are not UTF-8"
    case .rawSpace:
      "the URL holds a space that is not percent-encoded"
    case .controlCharacter:
      "the URL holds a control character"
    case .redirectNotAllowed(let parameter, let target):
      "the parameter '\(parameter)' redirects to '\(target)', which is not allowed"
    case .notExposed(let pattern):
      "the route '\(pattern)' is internal-only and cannot be opened from outside the app"
    case .noMatch:
      "no route matches"
    case .missingParameter(let name):
      "the parameter '\(name)' is missing"
    case .invalidParameter(let name, let value, let type):
      "the parameter '\(name)' is '\(value)', which is not a valid \(type)"
    case .routeRejected(let reason):
      "the route refused its parameters: \(reason)"
    case .unprintableRoute(let route):
      "no entry prints the route \(route)"
    case .unprintableValue(let pattern, let name, let value):
      "the value '\(value)' of '\(name)' cannot be printed into '\(pattern)'"
    case .declined(let reason):
      reason
    case .noReader(let entry):
      "nothing reads the entry '\(entry)'"
    }
  }
}
