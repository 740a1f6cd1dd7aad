/// Reads JSON text (RFC 8259) into a ``JSONValue`` that keeps the line of every value.
///
/// ```swift
/// let value = try JSONReader.read(Array(#"{"applinks": {"details": []}}"#.utf8))
/// ```
///
/// Any bytes are safe input: text that is not JSON throws ``JSONSyntaxError`` with the line
/// and column, nesting deeper than ``maximumDepth`` is refused instead of recursing, and the
/// time taken is linear in the input's length.
public struct JSONReader {
  /// The deepest nesting of arrays and objects read: 64.
  public static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads one JSON value filling `bytes`, with whitespace around it; a UTF-8 byte order
  /// mark before it is skipped.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  /// - Throws: ``JSONSyntaxError`` naming the line and column of the first mistake.
  /// - Complexity: O(*n*) in the number of bytes.
  public static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var reader = JSONReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      reader.index = 3
      reader.lineStart = 3
    }
    reader.skipWhitespace()
    let value = try reader.readValue(depth: 0)
    reader.skipWhitespace()
    guard reader.index == bytes.count else { throw reader.error("unexpected \(reader.describeNext()) after the value") }
    return value
  }

  private var column: Int { index - lineStart + 1 }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message)
  }

  /// What the next byte is, for messages.
  private func describeNext() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("expected a value, found end of file") }
    let startLine = line
    switch bytes[index] {
    case UInt8(ascii: "{"):
      guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
      return JSONValue(.object(try readObject(depth: depth + 1)), line: startLine)
    case UInt8(ascii: "["):
      guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
      return JSONValue(.array(try readArray(depth: depth + 1)), line: startLine)
    case UInt8(ascii: "\""):
      return JSONValue(.string(try readString()), line: startLine)
    case UInt8(ascii: "t"):
      try readWord("true")
      return JSONValue(.bool(true), line: startLine)
    case UInt8(ascii: "f"):
      try readWord("false")
      return JSONValue(.bool(false), line: startLine)
    case UInt8(ascii: "n"):
      try readWord("null")
      return JSONValue(.null, line: startLine)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try readNumber()), line: startLine)
    default:
      throw error("expected a value, found \(describeNext())")
    }
  }

  private mutating func readWord(_ word: StaticString) throws(JSONSyntaxError) {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes.count - index >= expected.count, bytes[index..<(index + expected.count)].elementsEqual(expected) else {
      throw error("expected a value, found \(describeNext())")
    }
    index += expected.count
  }

  private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> [JSONValue.Member] {
    index += 1
    var members: [JSONValue.Member] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a key in quotes, found \(describeNext())")
      }
      let key = try readString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \"\(key)\", found \(describeNext())")
      }
      index += 1
      skipWhitespace()
      members.append(JSONValue.Member(key: key, value: try readValue(depth: depth)))
      if try readSeparator(closing: "}") { return members }
    }
  }

  private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      elements.append(try readValue(depth: depth))
      if try readSeparator(closing: "]") { return elements }
    }
  }

  /// Reads what follows a member or an element: `,` (false: more follow) or the closing
  /// bracket (true).
  private mutating func readSeparator(closing: Unicode.Scalar) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard index < bytes.count else { throw error("expected ',' or '\(closing)', found end of file") }
    switch bytes[index] {
    case UInt8(ascii: ","):
      index += 1
      skipWhitespace()
      return false
    case UInt8(ascii: closing):
      index += 1
      return true
    default:
      throw error("expected ',' or '\(closing)', found \(describeNext())")
    }
  }

  private mutating func readNumber() throws(JSONSyntaxError) -> String {
    let start = index
    func digits(_ reader: inout JSONReader) -> Int {
      let first = reader.index
      while reader.index < reader.bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.index]) {
        reader.index += 1
      }
      return reader.index - first
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
      throw error("expected a digit, found \(describeNext())")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      _ = digits(&self)
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw error("expected a digit after '.', found \(describeNext())") }
    }
    if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
      guard digits(&self) > 0 else { throw error("expected a digit in the exponent, found \(describeNext())") }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func readString() throws(JSONSyntaxError) -> String {
    let start = (line: line, column: column)
    index += 1
    var text: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw JSONSyntaxError(line: start.line, column: start.column, message: "a string that is never closed")
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let string = String(validating: text, as: UTF8.self) else {
          throw JSONSyntaxError(line: start.line, column: start.column, message: "a string that is not UTF-8")
        }
        return string
      case UInt8(ascii: "\\"):
        index += 1
        try readEscape(into: &text)
      case 0..<0x20:
        throw error("a control character (0x\(String(byte, radix: 16, uppercase: true))) inside a string; write it escaped")
      default:
        text.append(byte)
        index += 1
      }
    }
  }

  private mutating func readEscape(into text: inout [UInt8]) throws(JSONSyntaxError) {
    guard index < bytes.count else { throw error("a string that is never closed") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "u"):
      var value = try readHex()
      if (0xD800..<0xDC00).contains(value) {
        guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
          throw error("a high surrogate (\\u\(String(value, radix: 16, uppercase: true))) without its low surrogate")
        }
        index += 2
        let low = try readHex()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("a high surrogate followed by \\u\(String(low, radix: 16, uppercase: true)), which is not a low surrogate")
        }
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(value) {
        throw error("a low surrogate (\\u\(String(value, radix: 16, uppercase: true))) without its high surrogate")
      }
      // Never nil: surrogates are handled above and the value is at most 0x10FFFF.
      if let scalar = Unicode.Scalar(value) { text.append(contentsOf: Array(String(scalar).utf8)) }
    default:
      index -= 1
      throw error("an unknown escape in a string: a backslash followed by \(describeNext())")
    }
  }

  private mutating func readHex() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
        throw error("expected four hexadecimal digits after \\u, found \(describeNext())")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
