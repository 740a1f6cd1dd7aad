import ArgumentParser
import Foundation
import SceneRouterDeepLinks

/// `scenerouter match`: matches URLs from standard input against a pattern file, one JSON line each.
struct MatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "match",
    abstract: "Match URLs read from standard input against a pattern file.",
    discussion: """
      The pattern file holds one pattern per line, optionally preceded by a name and
      whitespace; blank lines and lines starting with '#' are skipped. Each input line is a
      full URL or a path with optional query and fragment. For each input line one JSON
      object is printed, in order:
        {"url":…,"pattern":…,"name":…,"params":{…},"query":{…}}
      or {"url":…,"error":…} when the input is refused or nothing matches.
      Exits 0 whatever the URLs were; exits 2 when the pattern file is unreadable,
      malformed or holds two conflicting patterns.
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
        customSchemes: schemes + namedSchemes, universalLinkHosts: hosts,
        caseSensitivePaths: !caseInsensitive))
    for (index, line) in file.lines.enumerated() {
      do {
        try matcher.register(line.pattern, value: index)
      } catch {
        FileHandle.standardError.write(Data("scenerouter: \(patterns):\(line.number): \(error)\n".utf8))
        throw ExitCode(2)
      }
    }
    while let input = readLine(strippingNewline: true) {
      let link = input.hasSuffix("\r") ? String(input.dropLast()) : input
      print(MatchOutput.line(for: link, matcher: matcher, lines: file.lines))
    }
  }
}
