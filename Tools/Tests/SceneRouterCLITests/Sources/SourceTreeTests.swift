import Foundation
import SceneRouterTools
import Testing

/// A throwaway folder holding every kind of bad input beside one good router.
struct BadInputFolder: ~Copyable {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-input-\(UUID().uuidString)").path
    let manager = FileManager.default
    try manager.createDirectory(atPath: path + "/App/Empty", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: path + "/Nothing", withIntermediateDirectories: true)
    try Data(
      """
      final class HomeRouter {
        weak var viewController: HomeViewController?
        func navigateToDetail() {
          viewController?.navigationController?.pushViewController(DetailViewController(), animated: true)
        }
      }
      """.utf8
    ).write(to: URL(fileURLWithPath: path + "/App/HomeRouter.swift"))
    try Data("final class Broken {\n  func open( {\n}\n".utf8).write(to: URL(fileURLWithPath: path + "/App/Broken.swift"))
    try Data([0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x01]).write(to: URL(fileURLWithPath: path + "/App/Image.swift"))
    try manager.createSymbolicLink(atPath: path + "/App/Loop", withDestinationPath: path + "/App")
    try manager.createSymbolicLink(atPath: path + "/App/Self.swift", withDestinationPath: path + "/App/Self.swift")
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite("SourceTree")
struct SourceTreeTests {
  @Test("each bad input gets a clear message and the rest of the tree is still read")
  func badInput() throws {
    let folder = try BadInputFolder()
    let tree = SourceTree(paths: ["App", "Nothing", "Missing"], base: folder.path)
    #expect(
      tree.problems.map(\.description) == [
        "App/Loop: symbolic link loop, not followed",
        "App/Self.swift: symbolic link loop, not followed",
        "Nothing: holds no Swift files",
        "Missing: no such file or folder",
        "App/Broken.swift:2: does not parse as Swift, skipped",
        "App/Image.swift: not a text file, skipped",
      ])
    #expect(tree.files.map(\.displayPath) == ["App/HomeRouter.swift"])
    let graph = GraphBuilder(files: tree.files).graph
    #expect(graph.edges.map { "\($0.from) -> \($0.to) \($0.transition ?? "?")" } == ["Home -> Detail push"])
  }

  @Test("counts the lines it read")
  func countsLines() throws {
    let folder = try BadInputFolder()
    #expect(SourceTree(paths: ["App/HomeRouter.swift"], base: folder.path).lineCount == 6)
  }
}

@Suite("scenerouter graph and check on bad input")
struct BadInputCommandTests {
  @Test("graph reports each problem on standard error and prints the graph of the rest")
  func graph() async throws {
    let folder = try BadInputFolder()
    let outcome = try await PackageFolder.run(["graph", "App", "Nothing", "Missing"], in: folder.path)
    #expect(outcome.status == 0)
    #expect(
      outcome.standardError == """
        scenerouter: App/Loop: symbolic link loop, not followed
        scenerouter: App/Self.swift: symbolic link loop, not followed
        scenerouter: Nothing: holds no Swift files
        scenerouter: Missing: no such file or folder
        scenerouter: App/Broken.swift:2: does not parse as Swift, skipped
        scenerouter: App/Image.swift: not a text file, skipped

        """)
    #expect(
      outcome.standardOutput == """
        flowchart LR
          Detail["Detail"]
          Home["Home"]
          Home -->|"navigateToDetail · push"| Detail

        """)
  }

  @Test("graph exits 1 when no file at all could be read")
  func nothingRead() async throws {
    let folder = try BadInputFolder()
    let outcome = try await PackageFolder.run(["graph", "Nothing"], in: folder.path)
    #expect(outcome.status == 1)
    #expect(outcome.standardError == "scenerouter: Nothing: holds no Swift files\n")
    #expect(outcome.standardOutput == "")
  }

  @Test("check fails on unreadable input even without findings")
  func check() async throws {
    let folder = try BadInputFolder()
    let outcome = try await PackageFolder.run(["check", "App/HomeRouter.swift", "Missing"], in: folder.path)
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput == "")
    #expect(outcome.standardError == "scenerouter: Missing: no such file or folder\n")
  }
}
