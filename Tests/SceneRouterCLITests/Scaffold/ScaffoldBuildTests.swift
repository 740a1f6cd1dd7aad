import Foundation
import Testing

/// Builds a scene of every style in a temporary package that depends on this checkout by
/// path, and runs the generated tests there. It takes a few minutes (a fresh build of
/// SceneRouter and SceneRouterHeadless).
///
/// To skip it, and only then, set `SCENEROUTER_SKIP_SCAFFOLD_BUILD=1`.
@Suite("Scaffolded scenes build and pass their tests")
struct ScaffoldBuildTests {
  static let skipped = ProcessInfo.processInfo.environment["SCENEROUTER_SKIP_SCAFFOLD_BUILD"] == "1"

  /// Runs `swift` with `arguments` in `folder` and returns its exit status and merged
  /// output. The caller is resumed by the child's termination handler: waiting with
  /// `waitUntilExit()` held a thread of Swift's two-thread cooperative pool for the minutes
  /// a nested build takes, and with the README's nested build holding the other one, every
  /// main-actor test starved past its time limit.
  static func swift(_ arguments: [String], in folder: String) async throws -> (status: Int32, output: String) {
    let log = folder + "/swift-\(arguments[0]).log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardInput = FileHandle.nullDevice
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    process.standardOutput = handle
    process.standardError = handle
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      process.terminationHandler = { _ in continuation.resume() }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    return (process.terminationStatus, try String(contentsOfFile: log, encoding: .utf8))
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
          .target(name: "App", dependencies: [.product(name: "SceneRouter", package: "SceneRouter"), .product(name: "SceneRouterCleanSwift", package: "SceneRouter")]),
          .testTarget(
            name: "AppTests",
            dependencies: [
              "App", .product(name: "SceneRouter", package: "SceneRouter"), .product(name: "SceneRouterCleanSwift", package: "SceneRouter"),
              .product(name: "SceneRouterHeadless", package: "SceneRouter"),
            ]),
        ]
      )

      """
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
    for (style, name) in [("clean-swift", "Profile"), ("mvvm", "Settings"), ("composable", "Cart")] {
      let outcome = try PackageFolder.run(
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
