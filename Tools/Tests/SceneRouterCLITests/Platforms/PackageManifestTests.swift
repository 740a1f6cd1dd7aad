import Foundation
import SceneRouterTools
import SwiftIfConfig
import Testing

extension PlatformsTests {
  @Suite("PackageManifest")
  struct PackageManifestTests {
    @Test(
      "reads the version the first line states",
      arguments: [
        ("// swift-tools-version: 6.2\nimport PackageDescription\n", "6.2"),
        ("// swift-tools-version:5.9", "5.9"),
        ("//swift-tools-version: 6.0.1", "6.0.1"),
        ("// swift-tools-version: 6.1; (swiftLanguageModes)\n", "6.1"),
      ])
    func statedVersion(text: String, version: String) {
      #expect(PackageManifest.statedToolsVersion(text).map(\.description) == version)
    }

    @Test("no version without a swift-tools-version first line", arguments: ["import PackageDescription\n", ""])
    func noStatedVersion(text: String) {
      #expect(PackageManifest.statedToolsVersion(text) == nil)
    }

    @Test("reads targets, their dependencies and conditions, resources as excluded, and the deployment targets")
    func dump() async throws {
      let package = try TemporaryPackage([
        "Package.swift": """
          // swift-tools-version: 6.2
          import PackageDescription

          let package = Package(
            name: "Shapes",
            platforms: [.iOS(.v17), .macOS(.v14)],
            dependencies: [.package(url: "https://github.com/apple/swift-log", from: "1.6.0")],
            targets: [
              .target(name: "UIKitStandIn"),
              .target(
                name: "Host",
                dependencies: [
                  "Core", .product(name: "Logging", package: "swift-log"),
                  .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
                ],
                exclude: ["NOTES.md"]),
              .target(name: "Core", path: "Shared/Core"),
              .executableTarget(name: "shapes-demo", dependencies: ["Host"]),
              .testTarget(name: "HostTests", dependencies: ["Host"], resources: [.copy("Fixtures")]),
            ]
          )

          """
      ])
      defer { package.remove() }
      let manifest = try await package.manifest()
      #expect(manifest.toolsVersion == VersionTuple(6, 2))
      #expect(manifest.deploymentTargets == ["ios": VersionTuple(17, 0), "macos": VersionTuple(14, 0)])
      #expect(
        manifest.targets == [
          PackageTarget(name: "UIKitStandIn", kind: .regular),
          PackageTarget(
            name: "Host", kind: .regular, exclude: ["NOTES.md"],
            dependencies: [
              TargetDependency(.byName("Core")), TargetDependency(.product("Logging", package: "swift-log")),
              TargetDependency(.target("UIKitStandIn"), platforms: ["linux"]),
            ]),
          PackageTarget(name: "Core", kind: .regular, path: "Shared/Core"),
          PackageTarget(name: "shapes-demo", kind: .executable, dependencies: [TargetDependency(.byName("Host"))]),
          PackageTarget(
            name: "HostTests", kind: .test, exclude: ["Fixtures"], dependencies: [TargetDependency(.byName("Host"))]),
        ])
      #expect(manifest.targets.map(\.folder) == ["Sources/UIKitStandIn", "Sources/Host", "Shared/Core", "Sources/shapes-demo", "Tests/HostTests"])
      #expect(manifest.targets.map(\.moduleName) == ["UIKitStandIn", "Host", "Core", "shapes_demo", "HostTests"])
    }
  }
}
