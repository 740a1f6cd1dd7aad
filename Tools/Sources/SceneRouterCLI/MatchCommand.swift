import ArgumentParser
import Foundation
import SceneRouterDeepLinks

/// `scenerouter match`: matches URLs from standard input against a pattern file, one JSON line each.
struct MatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "match",
    abstract: "Match URLs read from standard input against a pattern file.",
    // One line per paragraph: ArgumentParser wraps them to the terminal (text wrapped by hand
    // here was wrapped again, breaking lines mid-sentence).
    discussion: """
      The pattern file holds one pattern per line, optionally preceded by a name and whitespace; blank lines and lines starting with '#' are skipped. Each input line is a full URL or a path with optional query and fragment; a line that is not UTF-8 is refused.

      For each input line one JSON object is printed, in order: {"url":…,"pattern":…,"name":…,"params":{…},"query":{…}} or {"url":…,"error":…} when the input is refused or nothing matches. A list parameter (key=:name[]) is an array.

      Exits 0 whatever the URLs were; exits 2 when the pattern file is unreadable, malformed or holds two conflicting patterns.
      """
  )

  @Option(name: .long, help: "The pattern file.")
  var patterns: String

  @Option(name: .customLong("scheme"), help: "A custom scheme whose host is the first path segment (repeatable).")
  var schemes: [String] = []

  @Option(name: .customLong("host"), help: "A universal-link host accepted for path-only patterns (repeatable).")
  var hosts: [String] = []

  @Flag(name: .long, help: "Compare literal path segments case-insensitively.")
  var caseInsensitive = false

  @Option(name: .customLong("exclusive-scheme"), help: "A custom scheme whose links reach only the patterns naming it (repeatable).")
  var exclusiveSchemes: [String] = []

  @Flag(name: .long, help: "Read a raw '+' in query keys and values as a space, as web forms encode one.")
  var plusIsSpace = false

  func run() throws {
    let file: PatternFile
    do {
      file = try PatternFile(path: patterns)
    } catch {
      FileHandle.standardError.write(Data("scenerouter: \(error)\n".utf8))
      throw ExitCode(2)
    }
    let namedSchemes = file.lines.compactMap { line -> String? in
      guard let separator = line.pattern.range(of: "://") else { return nil }
      let scheme = line.pattern[..<separator.lowerBound].lowercased()
      return scheme == "http" || scheme == "https" ? nil : scheme
    }
    var matcher = DeepLinkMatcher<Int>(
      configuration: DeepLinkMatcherConfiguration(
        customSchemes: schemes + namedSchemes, exclusiveSchemes: exclusiveSchemes, universalLinkHosts: hosts,
        caseSensitivePaths: !caseInsensitive, plusIsSpaceInQuery: plusIsSpace))
    for (index, line) in file.lines.enumerated() {
      do {
        try matcher.register(line.pattern, value: index)
      } catch {
        FileHandle.standardError.write(Data("scenerouter: \(patterns):\(line.number): \(error)\n".utf8))
        throw ExitCode(2)
      }
    }
    var reader = InputLines()
    while let bytes = reader.next() {
      print(MatchOutput.line(for: bytes, matcher: matcher, lines: file.lines))
    }
  }
}

/// Standard input split into lines of bytes (a trailing `\r` dropped), read as it arrives, so
/// that a line's bytes reach the matcher unrepaired: invalid UTF-8 is refused, not replaced.
struct InputLines {
  private var buffer: [UInt8] = []
  private var start = 0
  private var finished = false

  /// The next line, or nil at the end of the input.
  mutating func next() -> [UInt8]? {
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        return take(upTo: newline, skipping: 1)
      }
      if finished {
        return start < buffer.count ? take(upTo: buffer.count, skipping: 0) : nil
      }
      let data = FileHandle.standardInput.availableData
      if data.isEmpty {
        finished = true
      } else {
        buffer.removeFirst(start)
        start = 0
        buffer.append(contentsOf: data)
      }
    }
  }

  private mutating func take(upTo end: Int, skipping: Int) -> [UInt8] {
    var line = Array(buffer[start..<end])
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    start = end + skipping
    return line
  }
}
