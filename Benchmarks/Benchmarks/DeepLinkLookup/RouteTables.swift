import Foundation

/// The route tables of `Tools/Tests/SceneRouterCLITests/Fixtures`, and URLs built from them.
enum RouteTables {
  static var fixtures: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Tools/Tests/SceneRouterCLITests/Fixtures")
  }

  /// The patterns of one table, in file order.
  static func patterns(_ table: String) -> [String] {
    let url = fixtures.appendingPathComponent("\(table).txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map(String.init)
  }

  /// A pattern with every `:name` replaced by `name1`.
  static func filled(_ pattern: String) -> String {
    pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      segment.hasPrefix(":") ? String(segment.dropFirst()) + "1" : String(segment)
    }.joined(separator: "/")
  }

  /// `count` generated patterns: two literal levels, parameters, a typed parameter now and then.
  static func generated(_ count: Int) -> [String] {
    (0..<count).map { index in
      switch index % 4 {
      case 0: "/area\(index % 97)/resource\(index)/:id"
      case 1: "/area\(index % 97)/resource\(index)/:id/items/:item"
      case 2: "/area\(index % 97)/resource\(index)/static/page"
      default: "/area\(index % 97)/resource\(index)/:id(int)/detail"
      }
    }
  }
}
