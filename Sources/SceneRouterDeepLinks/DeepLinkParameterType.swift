/// A type a parameter's value must have: `:id(int)`, `:id(uuid)` or a custom one.
///
/// Built-in types are ``int`` (an optional `-` and ASCII digits that fit in `Int`) and
/// ``uuid`` (`8-4-4-4-12` hexadecimal digits, either case). Register more by name in
/// ``DeepLinkMatcherConfiguration/parameterTypes``:
///
/// ```swift
/// let slug = DeepLinkParameterType(name: "slug") { value in
///   value.utf8.allSatisfy { $0 == UInt8(ascii: "-") || ($0 >= 0x61 && $0 <= 0x7A) }
/// }
/// var matcher = DeepLinkMatcher<Int>(configuration: .init(parameterTypes: [slug]))
/// try matcher.register("/posts/:slug(slug)", value: 1)
/// ```
///
/// At one segment, typed parameters are tried before untyped ones: first `int`, then
/// `uuid`, then custom types in the order the configuration lists them.
public struct DeepLinkParameterType: Sendable {
  enum Kind: Sendable {
    case int
    case uuid
    case custom(@Sendable (String) -> Bool)
  }

  /// The name written between the parentheses, e.g. `int` in `:id(int)`.
  public let name: String
  let kind: Kind

  /// Creates a custom parameter type.
  ///
  /// - Parameters:
  ///   - name: The name written in patterns, e.g. `slug` for `:title(slug)`.
  ///   - accepts: Whether a percent-decoded value is a value of this type.
  public init(name: String, accepts: @escaping @Sendable (String) -> Bool) {
    self.name = name
    self.kind = .custom(accepts)
  }

  init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  /// Integers: an optional `-` and ASCII digits whose value fits in `Int`.
  public static let int = DeepLinkParameterType(name: "int", kind: .int)

  /// UUIDs: `8-4-4-4-12` hexadecimal digits, upper or lower case.
  public static let uuid = DeepLinkParameterType(name: "uuid", kind: .uuid)

  /// Whether the decoded bytes are a value of this type.
  func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch kind {
    case .int: return Self.isInteger(bytes)
    case .uuid: return Self.isUUID(bytes)
    case .custom(let accepts): return accepts(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Whether a string is a value of this type.
  func accepts(_ string: String) -> Bool {
    var copy = string
    return copy.withUTF8 { accepts($0) }
  }

  static func isInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    var negative = false
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      index = 1
    }
    guard index < bytes.count else { return false }
    var value = 0
    while index < bytes.count {
      let digit = Int(bytes[index]) - 0x30
      guard digit >= 0, digit <= 9 else { return false }
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
      guard !overflow1, !overflow2 else { return false }
      value = next
      index += 1
    }
    return true
  }

  static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    for (index, byte) in bytes.enumerated() {
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard PercentCoding.hexValue(byte) != nil else { return false }
      }
    }
    return true
  }
}
