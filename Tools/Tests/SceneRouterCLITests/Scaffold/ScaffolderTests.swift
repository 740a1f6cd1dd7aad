import Foundation
import SceneRouterTools
import Testing

@Suite("Scaffolder")
struct ScaffolderTests {
  static func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID().uuidString)").path
  }

  @Test(
    "writes each style's files, sources and test apart",
    arguments: [
      (
        ScaffoldStyle.cleanSwift,
        [
          "src/ProfileModels.swift", "src/ProfileWorker.swift", "src/ProfileInteractor.swift", "src/ProfilePresenter.swift",
          "src/ProfileRouter.swift", "src/ProfileViewController.swift", "tests/ProfileSceneTests.swift",
        ]
      ),
      (
        ScaffoldStyle.mvvm,
        [
          "src/ProfileViewModel.swift", "src/ProfileScreen.swift", "src/ProfileRouter.swift", "src/ProfileSignInScreen.swift",
          "tests/ProfileRouterTests.swift",
        ]
      ),
      (
        ScaffoldStyle.composable,
        ["src/ProfileRoute.swift", "src/ProfileViewModel.swift", "src/ProfileScreen.swift", "tests/ProfileRouteTests.swift"]
      ),
    ])
  func writesFiles(style: ScaffoldStyle, expected: [String]) throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let written = try Scaffolder(style: style, name: "Profile", module: "App")
      .write(sources: folder + "/src", tests: folder + "/tests", force: false)
    #expect(written == expected.map { folder + "/" + $0 })
    for path in written { #expect(FileManager.default.fileExists(atPath: path)) }
  }

  @Test("never overwrites a file unless forced, and then writes nothing else either")
  func neverOverwrites() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let mine = folder + "/ProfileRoute.swift"
    try Data("// mine\n".utf8).write(to: URL(fileURLWithPath: mine))
    let scaffolder = try Scaffolder(style: .composable, name: "Profile", module: "App")
    #expect(throws: ScaffoldError(.wouldOverwrite([mine]))) {
      try scaffolder.write(sources: folder, tests: folder, force: false)
    }
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == "// mine\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["ProfileRoute.swift"])
    _ = try scaffolder.write(sources: folder, tests: folder, force: true)
    #expect(try String(contentsOfFile: mine, encoding: .utf8).hasPrefix("import SceneRouter\n"))
  }

  @Test("refuses names that are not type or module names, with readable errors")
  func refusesBadNames() {
    #expect(throws: ScaffoldError(.invalidName("profile"))) { try Scaffolder(style: .mvvm, name: "profile", module: "App") }
    #expect(throws: ScaffoldError(.invalidModule("1App"))) { try Scaffolder(style: .mvvm, name: "Profile", module: "1App") }
    #expect(
      ScaffoldError(.invalidName("my-scene")).description
        == "'my-scene' is not a scene name: use letters and digits, starting with a capital letter (Profile, OrderDetail)")
    #expect(
      ScaffoldError(.wouldOverwrite(["a.swift", "b.swift"])).description
        == "not overwriting existing files (pass --force to replace them): a.swift, b.swift")
  }
}

@Suite("scenerouter scaffold")
struct ScaffoldCommandTests {
  @Test("lists what it wrote, then refuses to overwrite it")
  func writesThenRefuses() async throws {
    let folder = ScaffolderTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let arguments = ["scaffold", "--style", "composable", "--name", "Cart", "--output", "Cart"]
    let first = try await PackageFolder.run(arguments, in: folder)
    #expect(first.status == 0)
    #expect(
      first.standardOutput
        == "wrote Cart/CartRoute.swift\nwrote Cart/CartViewModel.swift\nwrote Cart/CartScreen.swift\nwrote Cart/CartRouteTests.swift\n")
    let second = try await PackageFolder.run(arguments, in: folder)
    #expect(second.status == 1)
    #expect(second.standardOutput == "")
    #expect(
      second.standardError
        == "scenerouter: not overwriting existing files (pass --force to replace them): Cart/CartRoute.swift, Cart/CartViewModel.swift, Cart/CartScreen.swift, Cart/CartRouteTests.swift\n"
    )
    let forced = try await PackageFolder.run(arguments + ["--force"], in: folder)
    #expect(forced.status == 0)
  }
}
