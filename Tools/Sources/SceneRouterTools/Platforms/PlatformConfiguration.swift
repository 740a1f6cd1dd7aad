import SwiftIfConfig
import SwiftSyntax

/// How one target of the package is compiled for one platform, as swift-syntax's
/// `SwiftIfConfig` asks about it when it evaluates a `#if`.
///
/// `canImport(M)` is true when the platform's system provides `M` or the target's
/// dependencies provide it on that platform. The compiler is taken to be Swift 6.2 (or the
/// version given) in the Swift 6 language mode (`compiler(>=6.2)` and `swift(>=6.2)` hold).
/// No `-D` condition is set but SwiftPM's `SWIFT_PACKAGE` (`DEBUG` is false: the release
/// build is checked), and `hasFeature()` is false for every feature.
package struct PlatformConfiguration: BuildConfiguration, Sendable {
  /// The platform.
  package let platform: TargetPlatform
  /// Every module `canImport()` is true for: the system's and the target's dependencies'.
  package let importableModules: Set<String>
  /// The version `compiler()` and `swift()` compare with.
  package let swiftVersion: VersionTuple

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - packageModules: The modules the target's dependencies provide on that platform.
  ///   - swiftVersion: The version `compiler()` and `swift()` compare with; 6.2 unless given.
  package init(platform: TargetPlatform, packageModules: Set<String>, swiftVersion: VersionTuple = VersionTuple(6, 2)) {
    self.platform = platform
    importableModules = platform.systemModules.union(packageModules)
    self.swiftVersion = swiftVersion
  }

  /// True only for `SWIFT_PACKAGE`, which SwiftPM sets for every package: no other `-D`
  /// condition is set (`DEBUG` is false, so the release build is checked).
  package func isCustomConditionSet(name: String) -> Bool { name == "SWIFT_PACKAGE" }

  /// False: no upcoming or experimental feature is assumed.
  package func hasFeature(name: String) -> Bool { false }

  /// True: a 6.2 compiler knows the attributes a package tests for.
  package func hasAttribute(name: String) -> Bool { true }

  /// Whether the first component of `importPath` is a system module or one the target's
  /// dependencies provide; versions are not compared.
  package func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    importPath.first.map { importableModules.contains($0.1) } ?? false
  }

  /// Whether `name` names the platform (`macOS` and `OSX` both do on macOS).
  package func isActiveTargetOS(name: String) -> Bool { platform.operatingSystemNames.contains(name) }

  /// Whether `name` is the platform's architecture.
  package func isActiveTargetArchitecture(name: String) -> Bool { name == platform.architecture }

  /// False: a device build, neither the simulator nor Mac Catalyst.
  package func isActiveTargetEnvironment(name: String) -> Bool { false }

  /// `_ObjC` on Apple's platforms, `_Native` on Linux.
  package func isActiveTargetRuntime(name: String) -> Bool { name == platform.runtime }

  /// False: no pointer authentication (arm64, not arm64e).
  package func isActiveTargetPointerAuthentication(name: String) -> Bool { false }

  /// 64 bits.
  package var targetPointerBitWidth: Int { 64 }

  /// 8 to 128 bits, as on arm64 and x86-64.
  package var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }

  /// Little-endian.
  package var endianness: Endianness { .little }

  /// ``swiftVersion``: a compiler of that version in the Swift 6 language mode.
  package var languageVersion: VersionTuple { swiftVersion }

  /// ``swiftVersion``.
  package var compilerVersion: VersionTuple { swiftVersion }
}
