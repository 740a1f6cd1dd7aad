import SceneRouterTools
import SwiftIfConfig
import Testing

extension PlatformsTests {
  @Suite("ModuleGraph")
  struct ModuleGraphTests {
    static let manifest = PackageManifest(
      folder: "/package",
      targets: [
        PackageTarget(name: "Core", kind: .regular),
        PackageTarget(name: "UIKitStandIn", kind: .regular),
        PackageTarget(
          name: "Host", kind: .regular,
          dependencies: [
            TargetDependency(.byName("Core")), TargetDependency(.product("Logging", package: "swift-log")),
            TargetDependency(.target("UIKitStandIn"), platforms: ["linux"]),
          ]),
        PackageTarget(name: "host-demo", kind: .executable, dependencies: [TargetDependency(.byName("Host"))]),
      ],
      deploymentTargets: [:], toolsVersion: VersionTuple(6, 2))

    @Test(
      "a target imports its dependencies and theirs; a Linux-only dependency provides nothing elsewhere",
      arguments: [
        (TargetPlatform.iOS, ["Core", "Host", "Logging", "host_demo"]),
        (.macOS, ["Core", "Host", "Logging", "host_demo"]),
        (.linux, ["Core", "Host", "Logging", "UIKitStandIn", "host_demo"]),
      ])
    func provided(platform: TargetPlatform, modules: [String]) throws {
      let demo = try #require(Self.manifest.target(named: "host-demo"))
      #expect(ModuleGraph(manifest: Self.manifest).providedModules(to: demo, on: platform).sorted() == modules)
    }
  }
}
