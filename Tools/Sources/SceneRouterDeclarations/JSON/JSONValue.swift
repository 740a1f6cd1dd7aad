/// A JSON value as ``JSONReader`` read it, with the line it starts on, so that what a tool
/// says about a file can name the line to fix.
///
/// ```swift
/// let value = try JSONReader.read(Array(#"{"a": [1, true]}"#.utf8))
/// value["a"]?.line  // 1
/// ```
public struct JSONValue: Equatable, Sendable {
  /// One member of an object, in the order written.
  public struct Member: Equatable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// What the value is.
  public enum Kind: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written.
    case number(String)
    /// A string, unescaped.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in the order written (a repeated key is kept twice).
    case object([Member])
  }

  /// What the value is.
  public var kind: Kind
  /// The line the value starts on, from 1.
  public var line: Int

  /// Creates a value.
  ///
  /// - Parameters:
  ///   - kind: What the value is.
  ///   - line: The line it starts on, from 1.
  public init(_ kind: Kind, line: Int) {
    self.kind = kind
    self.line = line
  }

  /// The value of the last member named `key`, when this is an object holding one.
  ///
  /// - Parameters:
  ///   - key: A member's key.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// The kind's name, for messages: `null`, `a boolean`, `a number`, `a string`, `an array`, `an object`.
  public var kindName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
