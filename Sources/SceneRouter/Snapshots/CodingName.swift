/// A coding key by name, for the hand-written `Codable` of the enums with payloads that
/// snapshots and transitions hold: a case's name, or a payload's label (`_0` for an unlabelled
/// one). They write the keys and nesting the derived conformances wrote —
/// `{"tabs":{"_0":[…],"selected":0}}` — so saved JSON reads the same, with one key type for
/// every enum instead of a derived `CodingKeys` enum per enum and one more per case, each with
/// its own witnesses, that every app linked.
package struct CodingName: CodingKey, ExpressibleByStringLiteral, Sendable {
  package var stringValue: String
  package var intValue: Int? { nil }

  package init(stringValue: String) { self.stringValue = stringValue }
  package init?(intValue: Int) { nil }
  package init(stringLiteral value: String) { stringValue = value }
}

extension Encoder {
  /// Encodes an enum's case as the derived conformance did: `{"name":{payload}}`, an empty
  /// object for a case without a payload.
  ///
  /// - Parameters:
  ///   - name: The case's name.
  ///   - payload: Encodes the case's values into its object, by label.
  package func encodeCase(
    _ name: CodingName, _ payload: (inout KeyedEncodingContainer<CodingName>) throws -> Void = { _ in }
  ) throws {
    var container = container(keyedBy: CodingName.self)
    var fields = container.nestedContainer(keyedBy: CodingName.self, forKey: name)
    try payload(&fields)
  }
}

extension Decoder {
  /// Reads an enum's case as the derived conformance wrote it: the one key among the case
  /// names, and the object of its payload.
  ///
  /// - Parameters:
  ///   - type: The enum, named in the error.
  ///   - names: The enum's case names; other keys are ignored, as the derived one ignored them.
  /// - Returns: The case's name and its payload's container.
  /// - Throws: `DecodingError.typeMismatch` unless exactly one case name is a key, with the
  ///   derived conformance's text.
  package func decodeCase(
    of type: Any.Type, names: [String]
  ) throws -> (name: String, payload: KeyedDecodingContainer<CodingName>) {
    let container = try container(keyedBy: CodingName.self)
    let keys = container.allKeys.filter { names.contains($0.stringValue) }
    guard keys.count == 1, let key = keys.first else {
      throw DecodingError.typeMismatch(
        type,
        DecodingError.Context(codingPath: container.codingPath, debugDescription: "Invalid number of keys found, expected one."))
    }
    return (key.stringValue, try container.nestedContainer(keyedBy: CodingName.self, forKey: key))
  }
}

extension DecodingError {
  /// The error for a case name ``Decoder/decodeCase(of:names:)`` returned that the enum's
  /// `switch` does not know: a list of names out of step with the `switch`.
  package static func unknownCase(_ name: String, of type: Any.Type, at path: [any CodingKey]) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: "no case '\(name)' of \(type)"))
  }
}
