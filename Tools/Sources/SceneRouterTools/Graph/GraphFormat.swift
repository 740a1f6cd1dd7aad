import Foundation

/// How `scenerouter graph` prints a graph.
package enum GraphFormat: String, CaseIterable, Sendable {
  /// A Mermaid flowchart, for Markdown (the default).
  case mermaid
  /// Graphviz DOT.
  case dot
  /// JSON: `nodes`, `edges`, `entries`, `unresolved`.
  case json

  /// The graph printed in this format, ending with a newline.
  ///
  /// - Parameters:
  ///   - graph: The graph to print.
  package func render(_ graph: NavigationGraph) -> String {
    switch self {
    case .mermaid: Self.mermaid(graph)
    case .dot: Self.dot(graph)
    case .json: Self.json(graph)
    }
  }

  /// An identifier Mermaid and DOT accept for a screen name.
  static func identifier(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  /// An edge's label: route, transition and data.
  static func label(_ edge: NavigationGraph.Edge) -> String {
    var parts = [edge.route]
    if let transition = edge.transition { parts.append(transition) }
    if !edge.data.isEmpty { parts.append(edge.data.joined(separator: ", ")) }
    return parts.joined(separator: " · ")
  }

  private static func mermaid(_ graph: NavigationGraph) -> String {
    var lines = ["flowchart LR"]
    for node in graph.nodes {
      lines.append("  \(identifier(node.id))[\"\(node.id)\"]")
    }
    for (position, entry) in graph.entries.enumerated() {
      guard let to = entry.to else { continue }
      let text = entry.kind == "root" ? "start" : (entry.pattern ?? "link")
      lines.append("  entry\(position)([\"\(text.replacingOccurrences(of: "\"", with: "'"))\"]) -.-> \(identifier(to))")
    }
    for edge in graph.edges {
      let arrow = edge.transition == "back" ? "-.->" : "-->"
      lines.append("  \(identifier(edge.from)) \(arrow)|\"\(label(edge).replacingOccurrences(of: "\"", with: "'"))\"| \(identifier(edge.to))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func dot(_ graph: NavigationGraph) -> String {
    func quoted(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    var lines = ["digraph navigation {", "  rankdir=LR;", "  node [shape=box];"]
    for node in graph.nodes { lines.append("  \(quoted(node.id));") }
    for (position, entry) in graph.entries.enumerated() {
      guard let to = entry.to else { continue }
      let text = entry.kind == "root" ? "start" : (entry.pattern ?? "link")
      lines.append("  \(quoted("entry\(position)")) [label=\(quoted(text)), shape=oval];")
      lines.append("  \(quoted("entry\(position)")) -> \(quoted(to)) [style=dashed];")
    }
    for edge in graph.edges {
      let style = edge.transition == "back" ? ", style=dashed" : ""
      lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [label=\(quoted(label(edge)))\(style)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func json(_ graph: NavigationGraph) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(graph), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
    return text + "\n"
  }
}
