import Foundation
import ProcessSupport
import Testing

/// Builds a scene of every style in a temporary package that depends on this checkout by
/// path, and runs the generated tests there. It takes a few minutes (a fresh build of
/// SceneRouter and SceneRouterHeadless).
///
/// To skip it, and only then, set `SCENEROUTER_SKIP_SCAFFOLD_BUILD=1`.
@Suite("Scaffolded scenes build and pass their tests")
struct ScaffoldBuildTests {
  static let skipped = ProcessInfo.processInfo.environment["SCENEROUTER_SKIP_SCAFFOLD_BUILD"] == "1"

  /// Runs `swift` in `folder`, awaited without blocking a thread (``ChildProcess``).
  static func swift(_ arguments: [String], in folder: String) async throws -> (status: Int32, output: String) {
    let run = try await ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: URL(fileURLWithPath: folder))
    return (run.status, run.output + run.errors)
  }

  @Test(
    "Clean Swift, MVVM and composable scenes compile without warnings and their tests pass",
    .enabled(if: !skipped, "SCENEROUTER_SKIP_SCAFFOLD_BUILD=1 skips the scaffold build"))
  func scaffoldedScenesBuildAndPass() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffolded-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Scaffolded",
        platforms: [.macOS(.v14), .iOS(.v16)],
        dependencies: [.package(name: "SceneRouter", path: "\(PackageFolder.path)")],
        targets: [
          .target(
            name: "App",
            dependencies: [
              .product(name: "SceneRouter", package: "SceneRouter"), .product(name: "SceneRouterCleanSwift", package: "SceneRouter"),
              .product(name: "SceneRouterMVVM", package: "SceneRouter"),
            ]),
          .testTarget(
            name: "AppTests",
            dependencies: [
              "App", .product(name: "SceneRouter", package: "SceneRouter"), .product(name: "SceneRouterCleanSwift", package: "SceneRouter"),
              .product(name: "SceneRouterMVVM", package: "SceneRouter"), .product(name: "SceneRouterHeadless", package: "SceneRouter"),
            ]),
        ]
      )

      """
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
    for (style, name) in [("clean-swift", "Profile"), ("mvvm", "Settings"), ("composable", "Cart")] {
      let outcome = try await PackageFolder.run(
        ["scaffold", "--style", style, "--name", name, "--output", "Sources/App/\(name)", "--tests", "Tests/AppTests"],
        in: folder)
      #expect(outcome.status == 0, "\(outcome.standardError)")
    }
    let build = try await Self.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: folder)
    #expect(build.status == 0, "\(build.output)")
    try #require(build.status == 0)
    let test = try await Self.swift(["test"], in: folder)
    #expect(test.status == 0, "\(test.output)")
    #expect(test.output.contains("✔ Test run with 6 tests in 3 suites passed"), "\(test.output)")
  }
}
