import Foundation

/// A pattern file: one pattern a line, with an optional name before it.
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
    try self.init(text: String(decoding: data, as: UTF8.self), path: path)
  }

  /// Splits the text of a pattern file.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - path: The file's path, for messages.
  init(text: String, path: String) throws(ReadError) {
    var lines: [Line] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
      switch words.count {
      case 1: lines.append(Line(number: offset + 1, name: nil, pattern: String(words[0])))
      case 2: lines.append(Line(number: offset + 1, name: String(words[0]), pattern: String(words[1])))
      default:
        throw ReadError(description: "\(path):\(offset + 1): expected 'PATTERN' or 'NAME PATTERN'")
      }
    }
    self.lines = lines
  }
}
