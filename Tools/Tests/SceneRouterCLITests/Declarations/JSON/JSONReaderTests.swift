import SceneRouterDeclarations
import Testing

@Suite("JSONReader")
struct JSONReaderTests {
  /// The error's text, or nil when the bytes are read.
  static func mistake(_ bytes: [UInt8]) -> String? {
    do throws(JSONSyntaxError) {
      _ = try JSONReader.read(bytes)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("reads every kind of value, with the line each starts on")
  func values() throws {
    let text = """
      {
        "a": [1, -2.5e3, true],
        "b": {"c": null, "d": "x\\u00e9\\uD83D\\uDE00\\n\\"/\\\\"},
        "a": false
      }
      """
    let value = try JSONReader.read(Array(text.utf8))
    #expect(
      value
        == JSONValue(
          .object([
            .init(
              key: "a",
              value: JSONValue(
                .array([JSONValue(.number("1"), line: 2), JSONValue(.number("-2.5e3"), line: 2), JSONValue(.bool(true), line: 2)]),
                line: 2)),
            .init(
              key: "b",
              value: JSONValue(
                .object([
                  .init(key: "c", value: JSONValue(.null, line: 3)),
                  .init(key: "d", value: JSONValue(.string("xé😀\n\"/\\"), line: 3)),
                ]), line: 3)),
            .init(key: "a", value: JSONValue(.bool(false), line: 4)),
          ]), line: 1))
    #expect(value["a"] == JSONValue(.bool(false), line: 4), "a repeated key: the last one counts")
  }

  @Test("skips a UTF-8 byte order mark")
  func byteOrderMark() throws {
    #expect(try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == JSONValue(.array([]), line: 1))
  }

  @Test(
    "names the line, the column and the mistake",
    arguments: [
      ("", "line 1, column 1: expected a value, found end of file"),
      ("[1,]", "line 1, column 4: expected a value, found ']'"),
      ("{\"a\" 1}", "line 1, column 6: expected ':' after the key \"a\", found '1'"),
      ("{\n  \"a\": 1\n  \"b\": 2}", "line 3, column 3: expected ',' or '}', found '\"'"),
      ("{1: 2}", "line 1, column 2: expected a key in quotes, found '1'"),
      ("\"abc", "line 1, column 1: a string that is never closed"),
      ("[01]", "line 1, column 3: expected ',' or ']', found '1'"),
      ("[1.]", "line 1, column 4: expected a digit after '.', found ']'"),
      ("[1e+]", "line 1, column 5: expected a digit in the exponent, found ']'"),
      ("[-]", "line 1, column 3: expected a digit, found ']'"),
      ("\"\\x\"", "line 1, column 3: an unknown escape in a string: a backslash followed by 'x'"),
      ("\"\\u12g4\"", "line 1, column 6: expected four hexadecimal digits after \\u, found 'g'"),
      ("\"\\uD800\"", "line 1, column 8: a high surrogate (\\uD800) without its low surrogate"),
      ("\"\\uD800\\u0041\"", "line 1, column 14: a high surrogate followed by \\u41, which is not a low surrogate"),
      ("\"\\uDC00\"", "line 1, column 8: a low surrogate (\\uDC00) without its high surrogate"),
      ("\"a\tb\"", "line 1, column 3: a control character (0x9) inside a string; write it escaped"),
      ("{} x", "line 1, column 4: unexpected 'x' after the value"),
      ("tru", "line 1, column 1: expected a value, found 't'"),
      ("nul", "line 1, column 1: expected a value, found 'n'"),
      ("[true false]", "line 1, column 7: expected ',' or ']', found 'f'"),
    ])
  func mistakes(text: String, message: String) {
    #expect(Self.mistake(Array(text.utf8)) == message)
  }

  @Test("refuses a string that is not UTF-8, and a byte that starts no value")
  func bytes() {
    #expect(Self.mistake([0x5B, 0x22, 0xFF, 0x22, 0x5D]) == "line 1, column 2: a string that is not UTF-8")
    #expect(Self.mistake([0x00]) == "line 1, column 1: expected a value, found byte 0x0")
  }

  @Test("refuses nesting deeper than 64 levels instead of recursing")
  func depth() throws {
    let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    _ = try JSONReader.read(Array(deepest.utf8))
    #expect(Self.mistake(Array(String(repeating: "[", count: 100_000).utf8)) == "line 1, column 65: nested deeper than 64 levels")
  }
}
