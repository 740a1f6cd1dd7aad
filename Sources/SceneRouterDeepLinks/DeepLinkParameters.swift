/// Named, percent-decoded values captured by a match: path parameters or query items.
///
/// Read values as text with the subscript, or typed with ``value(_:as:)``:
///
/// ```swift
/// let id: Int = try match.parameters.value("id")
/// let tab = match.query["tab"]  // String?
/// ```
///
/// When a name occurs twice (a repeated query key), lookups return the first value.
public struct DeepLinkParameters: Sendable, Equatable, RandomAccessCollection, CustomStringConvertible {
  /// One name and its decoded value.
  public typealias Element = (name: String, value: String)

  let names: [String]
  @usableFromInline let storage: Values

  /// The values: decoded strings, or (for a path match) the captured bytes back to back,
  /// each read as a string when asked for, so that a match creates no string.
  @usableFromInline
  enum Values: Sendable {
    case strings([String])
    case packed(PackedValues)
    /// Strings, with the query items of the match they belong to (see ``carrying(_:)``).
    case carrying(QueryCarrier)
  }

  /// Decoded values, and the query items of the match whose parameters they are: kept here
  /// so that a ``DeepLinkMatch`` is small enough to be copied and destroyed field by field.
  @usableFromInline
  final class QueryCarrier: Sendable {
    @usableFromInline let values: [String]
    let query: DeepLinkParameters

    init(values: [String], query: DeepLinkParameters) {
      self.values = values
      self.query = query
    }
  }

  /// Creates parameters from name-value pairs, in order.
  ///
  /// - Parameters:
  ///   - pairs: The names and decoded values.
  public init(_ pairs: [(name: String, value: String)]) {
    self.names = pairs.map(\.name)
    self.storage = .strings(pairs.map(\.value))
  }

  init(names: [String], values: [String]) {
    self.names = names
    self.storage = .strings(values)
  }

  init(names: [String], packed: PackedValues) {
    self.names = names
    self.storage = .packed(packed)
  }

  /// No pairs.
  static var empty: Self { Self(names: [], values: []) }

  /// These parameters, also carrying a match's query items (none of the pairs, never
  /// compared or printed; read back with ``carriedQuery``). Allocates only when `query` has items.
  func carrying(_ query: DeepLinkParameters) -> Self {
    guard !query.isEmpty else { return self }
    return Self(names: names, storage: .carrying(QueryCarrier(values: values, query: query)))
  }

  private init(names: [String], storage: Values) {
    self.names = names
    self.storage = storage
  }

  /// The query items given to ``carrying(_:)``, or none.
  @usableFromInline
  var carriedQuery: Self {
    if case .carrying(let carrier) = storage { return carrier.query }
    return .empty
  }

  /// The value at `position`, a valid index.
  @inline(__always)
  func value(at position: Int) -> String {
    switch storage {
    case .strings(let values): values[position]
    case .packed(let packed): packed.value(at: position)
    case .carrying(let carrier): carrier.values[position]
    }
  }

  /// Every value, in order.
  var values: [String] {
    switch storage {
    case .strings(let values): values
    case .packed(let packed): (0..<packed.count).map { packed.value(at: $0) }
    case .carrying(let carrier): carrier.values
    }
  }

  /// The position of the first pair.
  public var startIndex: Int { 0 }
  /// The position after the last pair.
  @inlinable
  public var endIndex: Int {
    switch storage {
    case .strings(let values): values.count
    case .packed(let packed): packed.count
    case .carrying(let carrier): carrier.values.count
    }
  }

  /// The number of pairs.
  @inlinable
  public var count: Int { endIndex }

  /// Whether there are no pairs.
  @inlinable
  public var isEmpty: Bool { endIndex == 0 }

  /// The pair at `position`.
  ///
  /// - Parameters:
  ///   - position: A valid index.
  public subscript(position: Int) -> Element { (names[position], value(at: position)) }

  /// The first value named `name`, or nil.
  ///
  /// - Parameters:
  ///   - name: A parameter name as written in the pattern, or a query key.
  /// - Complexity: O(*n*) in the number of parameters.
  public subscript(name: String) -> String? {
    names.firstIndex(of: name).map { value(at: $0) }
  }

  /// Every value named `name`, in order: the values of a list parameter (`key=:name[]`).
  ///
  /// - Parameters:
  ///   - name: A parameter name as written in the pattern, or a query key.
  /// - Complexity: O(*n*) in the number of parameters.
  public func values(_ name: String) -> [String] {
    (0..<Swift.min(names.count, count)).compactMap { names[$0] == name ? value(at: $0) : nil }
  }

  /// Every value named `name`, each read as `T`.
  ///
  /// - Parameters:
  ///   - name: A parameter name as written in the pattern.
  ///   - type: The type to read each value as.
  /// - Throws: ``DeepLinkError/invalidParameter(name:value:type:)`` for the first value that is not a `T`.
  public func values<T: DeepLinkValue>(_ name: String, as type: T.Type) throws(DeepLinkError) -> [T] {
    var result: [T] = []
    for text in values(name) {
      guard let value = T(deepLinkText: text) else {
        throw .invalidParameter(name: name, value: text, type: String(describing: T.self))
      }
      result.append(value)
    }
    return result
  }

  /// The first value named `name`, read as `T`.
  ///
  /// - Parameters:
  ///   - name: A parameter name as written in the pattern.
  ///   - type: The type to read, e.g. `Int.self`.
  /// - Throws: ``DeepLinkError/missingParameter(_:)`` or ``DeepLinkError/invalidParameter(name:value:type:)``.
  /// - Complexity: O(*n*) in the number of parameters.
  public func value<T: DeepLinkValue>(_ name: String, as type: T.Type = T.self) throws(DeepLinkError) -> T {
    guard let text = self[name] else { throw .missingParameter(name) }
    guard let value = T(deepLinkText: text) else {
      throw .invalidParameter(name: name, value: text, type: String(describing: T.self))
    }
    return value
  }

  /// The first value named `name` read as `T`, or nil when absent.
  ///
  /// - Parameters:
  ///   - name: A parameter name as written in the pattern.
  ///   - type: The type to read.
  /// - Throws: ``DeepLinkError/invalidParameter(name:value:type:)`` when present but not a `T`.
  public func optionalValue<T: DeepLinkValue>(_ name: String, as type: T.Type = T.self) throws(DeepLinkError) -> T? {
    guard self[name] != nil else { return nil }
    return try value(name, as: type)
  }

  /// The pairs as `name=value`, comma-separated.
  public var description: String {
    (0..<Swift.min(names.count, count)).map { "\(names[$0])=\(value(at: $0))" }.joined(separator: ", ")
  }

  /// Whether two sets of parameters hold the same pairs in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.names == rhs.names && lhs.values == rhs.values
  }
}
