import SceneRouterTools
import SwiftIfConfig
import SwiftParser
import SwiftSyntax
import Testing

extension PlatformsTests {
  @Suite("PlatformConfiguration")
  struct PlatformConfigurationTests {
    /// Whether `#if condition` is active for `platform`, a target whose dependencies provide `Core`.
    static func isActive(_ condition: String, on platform: TargetPlatform) -> Bool {
      let tree = Parser.parse(source: "#if \(condition)\nlet x = 1\n#endif\n")
      guard let decl = tree.statements.first?.item.as(IfConfigDeclSyntax.self) else { return false }
      let configuration = PlatformConfiguration(platform: platform, packageModules: ["Core"])
      return decl.activeClause(in: configuration).clause != nil
    }

    @Test(
      "answers os, arch, canImport, runtime, the compiler version and SwiftPM's condition per platform",
      arguments: [
        ("os(iOS)", [true, false, false]),
        ("os(macOS)", [false, true, false]),
        ("os(OSX)", [false, true, false]),
        ("os(Linux)", [false, false, true]),
        ("arch(arm64)", [true, true, false]),
        ("arch(x86_64)", [false, false, true]),
        ("canImport(UIKit)", [true, false, false]),
        ("canImport(AppKit)", [false, true, false]),
        ("canImport(SwiftUI)", [true, true, false]),
        ("canImport(ObjectiveC)", [true, true, false]),
        ("canImport(Glibc)", [false, false, true]),
        ("canImport(FoundationEssentials)", [false, false, true]),
        ("canImport(Observation) && canImport(Synchronization)", [true, true, true]),
        ("canImport(Core)", [true, true, true]),
        ("canImport(UIKitStandIn)", [false, false, false]),
        ("_runtime(_ObjC)", [true, true, false]),
        ("targetEnvironment(simulator) || targetEnvironment(macCatalyst)", [false, false, false]),
        ("compiler(>=6.2) && !compiler(>=6.3) && swift(>=6.2)", [true, true, true]),
        ("SWIFT_PACKAGE && !DEBUG", [true, true, true]),
      ])
    func conditions(condition: String, active: [Bool]) {
      #expect(TargetPlatform.allCases.map { Self.isActive(condition, on: $0) } == active)
    }
  }
}
