import Foundation
import Testing

/// Which modules each source folder may import: dependencies point one way, from the
/// adapters and tools down to the core and the deep-link module (ARCHITECTURE.md).
///
/// A module missing from the table is itself a failure, so a new target states its
/// dependencies here before it lands.
enum ImportRules {
  /// Modules every target may import: the standard library's and the toolchain's own.
  static let everywhere: Set<String> = ["Foundation", "Synchronization", "Dispatch", "Observation", "Glibc", "Musl", "Darwin"]

  /// The allowed imports per module, besides ``everywhere``.
  static let allowed: [String: Set<String>] = [
    "SceneRouter": [],
    "SceneRouterDeepLinks": ["SceneRouter"],
    "SceneRouterCleanSwift": ["SceneRouter"],
    "SceneRouterMVVM": ["SceneRouter"],
    "SceneRouterHeadless": ["SceneRouter", "SceneRouterDeepLinks"],
    "SceneRouterTesting": ["SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless", "Testing", "CustomDump"],
    "ModelCheckRunner": ["SceneRouterTesting", "SceneRouterHeadless"],
    "SceneRouterLogging": ["SceneRouter", "Logging"],
    "SceneRouterUIKit": ["SceneRouter", "SceneRouterDeepLinks", "UIKit", "UIKitStandIn", "ObjectiveC"],
    "SceneRouterCleanSwiftUIKit": ["SceneRouter", "SceneRouterCleanSwift", "SceneRouterUIKit", "UIKit", "UIKitStandIn"],
    "UIKitStandIn": [],
    "IntentsStandIn": ["UIKitStandIn"],
    "IntentsUIStandIn": ["IntentsStandIn", "UIKitStandIn"],
    "SceneRouterUserNotifications": ["SceneRouter", "SceneRouterDeepLinks", "UserNotifications", "UserNotificationsStandIn"],
    "UserNotificationsStandIn": [],
    "SceneRouterSwiftUI": ["SceneRouter", "SceneRouterDeepLinks", "SwiftUI", "SwiftUIStandIn"],
    "SwiftUIStandIn": ["UIKitStandIn"],
    "SceneRouterMixed": [
      "SceneRouter", "SceneRouterUIKit", "SceneRouterSwiftUI", "UIKit", "UIKitStandIn", "SwiftUI", "SwiftUIStandIn",
    ],
    "StorefrontKit": ["SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless"],
    "StorefrontConsole": ["SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless", "StorefrontKit"],
    "Storefront": ["SceneRouter", "SceneRouterDeepLinks", "SceneRouterHeadless", "StorefrontKit", "StorefrontConsole", "ArgumentParser"],
    "SceneRouterDeclarations": ["SceneRouterDeepLinks"],
    "SceneRouterTools": ["SwiftSyntax", "SwiftParser", "SwiftIfConfig", "SceneRouterDeepLinks", "SceneRouterDeclarations"],
    "SceneRouterCLI": ["SceneRouterDeepLinks", "SceneRouterTools", "SceneRouterDeclarations", "ArgumentParser"],
    "ArticleApps": ["SceneRouter", "SceneRouterCleanSwift", "SceneRouterMVVM", "SceneRouterHeadless"],
    "Articles": ["SceneRouter", "SceneRouterCleanSwift", "SceneRouterHeadless", "ArticleApps", "ArgumentParser"],
  ]

  /// The modules a Swift source imports, read off its `import` lines (any access level,
  /// `@_exported` and `@testable` included, inside `#if` blocks too); lines inside a
  /// multi-line string literal (a code template) are text, not imports.
  static func imports(in source: String) -> [String] {
    var modules: [String] = []
    var inMultilineString = false
    for line in source.split(whereSeparator: \.isNewline) {
      if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString.toggle(); continue }
      if inMultilineString { continue }
      var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(first) {
        words.removeFirst()
      }
      guard words.count >= 2, words[0] == "import" else { continue }
      let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
      let name = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
      modules.append(String(name.split(separator: ".").first ?? Substring(name)))
    }
    return modules
  }

  /// Every import of `module`'s sources that the table does not allow, as `file: import X`.
  static func violations(module: String, sources: [(path: String, text: String)]) -> [String] {
    guard let allowed = allowed[module] else {
      return ["\(module): no import rule; add the module to ImportRules.allowed"]
    }
    var found: [String] = []
    for (path, text) in sources {
      for imported in imports(in: text) where imported != module {
        if !allowed.contains(imported) && !everywhere.contains(imported) {
          found.append("\(path): import \(imported) (\(module) may import \(allowed.sorted().joined(separator: ", ")))")
        }
      }
    }
    return found
  }
}

@Suite("Import direction")
struct ImportDirectionTests {
  /// The repository's folder, found from this file's path.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The library package's `Sources/` and its Linux-only stand-ins in `StandIns/`, the tools
  /// package's `Tools/Sources/` and the sample apps' `Examples/Sources/`: one table for all.
  static let sourcesFolders = [
    repository.appendingPathComponent("Sources"), repository.appendingPathComponent("StandIns"),
    repository.appendingPathComponent("Tools/Sources"), repository.appendingPathComponent("Examples/Sources"),
  ]

  /// Modules that are not test targets but live in `Tests/` (the model check's runner, a
  /// tool for this repository), each read like a folder of ``sourcesFolders``.
  static let supportFolders = [repository.appendingPathComponent("Tests/ModelCheckRunner")]

  @Test("every module imports only the modules below it")
  func modulesImportDownwards() throws {
    let manager = FileManager.default
    var modules: [(name: String, folder: URL)] = []
    for sources in Self.sourcesFolders {
      let names = try manager.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }.sorted()
      modules += names.map { (name: $0, folder: sources.appendingPathComponent($0)) }
    }
    modules += Self.supportFolders.filter { manager.fileExists(atPath: $0.path) }
      .map { (name: $0.lastPathComponent, folder: $0) }
    #expect(
      Set(modules.map(\.name)).isSuperset(of: [
        "SceneRouter", "SceneRouterDeepLinks", "SceneRouterCLI", "SceneRouterTools", "UIKitStandIn", "SwiftUIStandIn",
        "IntentsStandIn", "IntentsUIStandIn", "ModelCheckRunner",
      ]))
    var violations: [String] = []
    for (module, folder) in modules {
      let files = (manager.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
      let sources = try files.sorted().map { file in
        (path: "\(module)/\(file)", text: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
      }
      violations += ImportRules.violations(module: module, sources: sources)
    }
    #expect(violations == [])
  }

  @Test("a forbidden import is reported with the file and what the module may import")
  func forbiddenImportIsReported() {
    let source = """
      import Foundation
      @_exported public import SceneRouterHeadless
      #if canImport(UIKit)
        import UIKit
      #endif
      import struct SceneRouter.ScreenID
      let template = \"""
        import SceneRouterCleanSwift
        \"""
      """
    #expect(ImportRules.imports(in: source) == ["Foundation", "SceneRouterHeadless", "UIKit", "SceneRouter"])
    #expect(
      ImportRules.violations(module: "SceneRouterDeepLinks", sources: [("SceneRouterDeepLinks/Bad.swift", source)]) == [
        "SceneRouterDeepLinks/Bad.swift: import SceneRouterHeadless (SceneRouterDeepLinks may import SceneRouter)",
        "SceneRouterDeepLinks/Bad.swift: import UIKit (SceneRouterDeepLinks may import SceneRouter)",
      ])  // `import struct SceneRouter.ScreenID` is allowed: the deep-link module builds on the core
    #expect(
      ImportRules.violations(module: "SceneRouterCleanSwift", sources: [("a.swift", "import SceneRouterHeadless")]) == [
        "a.swift: import SceneRouterHeadless (SceneRouterCleanSwift may import SceneRouter)"
      ])
    #expect(ImportRules.violations(module: "NewModule", sources: []) == [
      "NewModule: no import rule; add the module to ImportRules.allowed"
    ])
  }
}
