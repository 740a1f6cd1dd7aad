import Foundation
import ProcessSupport
import Testing

/// What an app pays in fetched packages for depending on the library.
///
/// SwiftPM fetches the dependencies of every product of a dependency, used or not; it skips
/// only packages that serve tests alone. So the list below is what the package's products
/// need together — swift-log for SceneRouterLogging, swift-custom-dump (and its
/// xctest-dynamic-overlay) for SceneRouterTesting — and a new dependency of any product shows
/// up here as a failure, to be weighed and written into the README. The sample apps and their
/// swift-argument-parser live in the Examples package, the tools and swift-syntax in Tools.
@Suite("What depending on SceneRouter fetches", .serialized, .timeLimit(.minutes(10)))
struct PackageFootprintTests {
  /// This checkout, found from this file's path.
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("a new package using only the SceneRouter product fetches no swift-argument-parser, no swift-syntax and no test-only package")
  func dependingOnTheCoreFetchesOnlyWhatProductsUse() async throws {
    let package = FileManager.default.temporaryDirectory.appendingPathComponent("scenerouter-footprint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try Self.manifest(dependingOn: Self.checkout).write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "import SceneRouter\n".write(
      to: package.appendingPathComponent("Sources/App/App.swift"), atomically: true, encoding: .utf8)

    let run = try await ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "resolve", "--package-path", package.path], in: package)
    #expect(run.status == 0, "swift package resolve failed:\n\(run.output)\(run.errors)")

    let checkouts = package.appendingPathComponent(".build/checkouts")
    let fetched = try FileManager.default.contentsOfDirectory(atPath: checkouts.path).filter { !$0.hasPrefix(".") }.sorted()
    #expect(fetched == ["swift-custom-dump", "swift-log", "xctest-dynamic-overlay"])
  }

  /// A library package with one target using the `SceneRouter` product of `checkout`.
  static func manifest(dependingOn checkout: URL) -> String {
    """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "App",
      platforms: [.macOS(.v14), .iOS(.v17)],
      dependencies: [.package(name: "SceneRouter", path: "\(checkout.path)")],
      targets: [.target(name: "App", dependencies: [.product(name: "SceneRouter", package: "SceneRouter")])]
    )

    """
  }
}
