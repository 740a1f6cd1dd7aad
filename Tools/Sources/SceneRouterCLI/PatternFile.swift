import Foundation

/// A pattern file: one pattern a line, with an optional name before it.
///
/// Lines end with `\n` or `\r\n`. The file is read as bytes and each line checked before it
/// becomes text: a line that is not UTF-8 or that holds a NUL byte is refused with its
/// number, never repaired or read as something else.
struct PatternFile {
  /// One pattern line.
  struct Line {
    var number: Int
    var name: String?
    var pattern: String
  }

  /// Why a pattern file could not be read.
  struct ReadError: Error, CustomStringConvertible {
    var description: String
  }

  var lines: [Line]

  /// Reads and splits a pattern file.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  init(path: String) throws(ReadError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReadError(description: "cannot read the pattern file '\(path)'")
    }
    try self.init(bytes: Array(data), path: path)
  }

  /// Splits the bytes of a pattern file into lines, in one pass.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - path: The file's path, for messages.
  init(bytes: [UInt8], path: String) throws(ReadError) {
    var lines: [Line] = []
    var number = 0
    for var raw in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      if raw.last == UInt8(ascii: "\r") { raw = raw.dropLast() }
      if let nul = raw.firstIndex(of: 0) {
        throw ReadError(
          description: "\(path):\(number): the line holds a NUL byte (at column \(nul - raw.startIndex + 1))")
      }
      guard let text = String(validating: raw, as: UTF8.self) else {
        throw ReadError(description: "\(path):\(number): the line is not valid UTF-8")
      }
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
      switch words.count {
      case 1: lines.append(Line(number: number, name: nil, pattern: String(words[0])))
      case 2: lines.append(Line(number: number, name: String(words[0]), pattern: String(words[1])))
      default:
        throw ReadError(description: "\(path):\(number): expected 'PATTERN' or 'NAME PATTERN'")
      }
    }
    self.lines = lines
  }
}
