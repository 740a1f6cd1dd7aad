#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

import Foundation

/// The public surface of the UIKit stand-in, read from its sources: each type and member
/// as `Type.member(labels:)`, the way the UIKit members list (`UIKitMembers.md`) names them.
///
/// Reads declarations written one per line in the stand-in's style: `public`/`open`
/// members, every requirement inside a protocol, enum cases, and nested types.
enum StandInDeclarations {
  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Swift files under a folder of the package, by path relative to the root.
  static func swiftFiles(under folder: String) throws -> [URL] {
    let base = packageRoot.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }

  /// The UIKit surface: every file of the stand-in except its simulation of the device.
  static func uikitSurface() throws -> Set<String> {
    var keys: Set<String> = []
    for file in try swiftFiles(under: "StandIns/UIKitStandIn") where !file.path.contains("/Simulation/") {
      keys.formUnion(declarations(in: try String(contentsOf: file, encoding: .utf8)))
    }
    return keys
  }

  private struct Scope {
    var name: String
    var indent: Int
    var isProtocol: Bool
    var isEnum = false
  }

  /// The declarations of one file.
  static func declarations(in source: String) -> Set<String> {
    var keys: Set<String> = []
    var scopes: [Scope] = []
    let lines = source.components(separatedBy: "\n")
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      let indent = line.prefix { $0 == " " }.count
      let text = line.trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty, !text.hasPrefix("//"), !text.hasPrefix("@_exported") else { continue }
      while let last = scopes.last, indent <= last.indent, !text.hasPrefix("}") || indent < last.indent {
        scopes.removeLast()
      }
      if text.hasPrefix("}") { continue }
      var words = text.replacingOccurrences(of: "(", with: " (").split(separator: " ").map(String.init)
      while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
      let inProtocol = scopes.last?.isProtocol ?? false
      let inEnum = scopes.last?.isEnum ?? false
      let isPublic = words.first == "public" || words.first == "open" || inProtocol || (inEnum && words.first == "case")
      let modifiers: Set<String> = [
        "public", "open", "final", "override", "required", "convenience", "static", "class", "weak", "nonisolated",
      ]
      var kind = ""
      var rest: [String] = []
      for (position, word) in words.enumerated() where !modifiers.contains(word) || (word == "class" && position + 1 < words.count && words[position + 1] != "func" && words[position + 1] != "var") {
        kind = word
        rest = Array(words[(position + 1)...])
        break
      }
      if text.hasPrefix("extension ") {
        let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        scopes.append(Scope(name: name, indent: indent, isProtocol: false))
        continue
      }
      guard isPublic else { continue }
      let prefix = scopes.map(\.name).joined(separator: ".")
      func key(_ member: String) -> String { prefix.isEmpty ? member : prefix + "." + member }
      switch kind {
      case "class", "struct", "enum", "protocol":
        guard let raw = rest.first else { continue }
        let name = String(raw.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        keys.insert(key(name))
        scopes.append(Scope(name: name, indent: indent, isProtocol: kind == "protocol", isEnum: kind == "enum"))
      case "func", "init", "init?":
        var signature = text
        var depth = signature.filter { $0 == "(" }.count - signature.filter { $0 == ")" }.count
        while depth > 0, index < lines.count {
          signature += " " + lines[index].trimmingCharacters(in: .whitespaces)
          depth = signature.filter { $0 == "(" }.count - signature.filter { $0 == ")" }.count
          index += 1
        }
        let name = kind == "func" ? String((rest.first ?? "").prefix { $0 != "(" && $0 != "<" }) : kind
        keys.insert(key(name + "(" + labels(of: signature) + ")"))
      case "var", "let", "case":
        guard let raw = rest.first else { continue }
        // A backticked name (`case `default``) is keyed without its backticks.
        keys.insert(key(String(raw.drop { $0 == "`" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })))
      default:
        continue
      }
    }
    return keys
  }

  /// `withDuration:animations:completion:` from a declaration's parameter list.
  private static func labels(of signature: String) -> String {
    guard let open = signature.firstIndex(of: "(") else { return "" }
    var depth = 0
    var current = ""
    var parameters: [String] = []
    for character in signature[signature.index(after: open)...] {
      if character == "(" { depth += 1 }
      if character == ")" {
        if depth == 0 { break }
        depth -= 1
      }
      if character == ",", depth == 0 {
        parameters.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
    return parameters.map { parameter in
      let head = parameter.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
      let label = head.split(separator: " ").first.map(String.init) ?? "_"
      return label + ":"
    }.joined()
  }
}

#endif
