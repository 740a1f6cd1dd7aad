import SceneRouterDeepLinks

/// The JSON line printed for one input of `scenerouter match`.
enum MatchOutput {
  /// Matches one input line's bytes and renders the result as one line of JSON; bytes that
  /// are not UTF-8 are refused (shown with U+FFFD in `url`), never matched.
  ///
  /// - Parameters:
  ///   - bytes: The input line.
  ///   - matcher: The matcher, whose values index `lines`.
  ///   - lines: The pattern file's lines.
  static func line(for bytes: [UInt8], matcher: DeepLinkMatcher<Int>, lines: [PatternFile.Line]) -> String {
    guard let link = String(validating: bytes, as: UTF8.self) else {
      let shown = String(decoding: bytes, as: UTF8.self)
      return "{\"url\":\(quoted(shown)),\"error\":\(quoted(DeepLinkError.invalidUTF8.description))}"
    }
    return line(for: link, matcher: matcher, lines: lines)
  }

  /// Matches one input and renders the result as one line of JSON.
  ///
  /// - Parameters:
  ///   - link: The input line.
  ///   - matcher: The matcher, whose values index `lines`.
  ///   - lines: The pattern file's lines.
  static func line(for link: String, matcher: DeepLinkMatcher<Int>, lines: [PatternFile.Line]) -> String {
    let match: DeepLinkMatch<Int>
    do {
      guard let found = try matcher.match(link) else {
        return "{\"url\":\(quoted(link)),\"error\":\(quoted(DeepLinkError.noMatch.description))}"
      }
      match = found
    } catch {
      return "{\"url\":\(quoted(link)),\"error\":\(quoted(error.description))}"
    }
    let line = lines[match.value]
    return "{\"url\":\(quoted(link)),\"pattern\":\(quoted(line.pattern)),\"name\":"
      + (line.name.map(quoted) ?? "null")
      + ",\"params\":\(object(match.parameters, lists: match.pattern)),\"query\":\(object(match.query))}"
  }

  /// A JSON object of the pairs; a repeated name keeps its first value, unless `lists` names
  /// it a list (`key=:name[]`): then it is an array of every value.
  static func object(_ parameters: DeepLinkParameters, lists: DeepLinkPattern? = nil) -> String {
    var seen: Set<String> = []
    var members: [String] = []
    // One parse of the pattern for all its names: a pattern may declare thousands.
    let listNames = lists?.listNames ?? []
    let isList = Set(listNames)
    for (name, value) in parameters where seen.insert(name).inserted {
      if isList.contains(name) {
        members.append(quoted(name) + ":[" + parameters.values(name).map(quoted).joined(separator: ",") + "]")
      } else {
        members.append(quoted(name) + ":" + quoted(value))
      }
    }
    // A list with no values still prints, as an empty array.
    for name in listNames where seen.insert(name).inserted {
      members.append(quoted(name) + ":[]")
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  /// A JSON string literal, escaping quotes, backslashes and every control character.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
