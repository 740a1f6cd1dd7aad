import Foundation
import Testing

extension PlatformsTests {
  @Suite("scenerouter platforms")
  struct PlatformsCommandTests {
    /// Writes `text` to a temporary data file and returns its path.
    static func dataFile(_ text: String) throws -> String {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("apis-\(UUID().uuidString).tsv").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return path
    }

    @Test("--only ifconfig: exits 1 and prints path:line: [ifconfig] message per finding, then the summary")
    func ifconfigFindings() async throws {
      let package = try TemporaryPackage(AdapterPackage.common.merging([
        "Sources/UIKitAdapter/Host.swift": AdapterPackage.planted["Sources/UIKitAdapter/Host.swift"] ?? ""
      ]) { _, new in new })
      defer { package.remove() }
      let outcome = try await package.platforms(["--only", "ifconfig"])
      let rule = "a stand-in is imported only on Linux, never as a fallback on an Apple platform"
      #expect(outcome.status == 1)
      #expect(
        outcome.standardOutput == """
          Sources/UIKitAdapter/Host.swift:4: [ifconfig] on macOS, imports UIKitStandIn, which Package.swift does not provide to target UIKitAdapter there
          Sources/UIKitAdapter/Host.swift:4: [ifconfig] imports UIKitStandIn outside an #if os(Linux) clause: \(rule)

          ifconfig: 2 findings in 2 files on iOS, macOS and Linux
          scenerouter platforms: 2 findings

          """)
      #expect(outcome.standardError == "")
    }

    @Test("all three checks on a clean package: exits 0 and prints the summary")
    func clean() async throws {
      let package = try TemporaryPackage(
        AdapterPackage.common.merging(AdapterPackage.corrected) { _, new in new })
      defer { package.remove() }
      let outcome = try await package.platforms(["--apis", try Self.dataFile(AnimatorPackage.table)])
      #expect(outcome.status == 0)
      #expect(
        outcome.standardOutput == """
          ifconfig: no finding in 8 files on iOS, macOS and Linux
          availability: no finding in 7 files of non-test targets for iOS 17 and macOS 14 (12 APIs listed)
          features: no finding in 10 files (Package.swift states Swift 6.2)
          scenerouter platforms: no finding

          """)
      #expect(outcome.standardError == "")
    }

    @Test("--only features: exits 1 on a 6.3 feature; a file swift-syntax cannot parse in full is said on standard error")
    func features() async throws {
      let package = try TemporaryPackage(RouterPackage.planted)
      defer { package.remove() }
      let outcome = try await package.platforms(["--only", "features"])
      #expect(outcome.status == 1)
      #expect(
        outcome.standardOutput.hasPrefix(
          "Sources/Routing/DefaultRouter.swift:3: [features] weak let (SE-0481) needs Swift 6.3; Package.swift states 6.2\n"))
      #expect(
        outcome.standardError
          == "scenerouter: Sources/Routing/Log.swift:2: swift-syntax does not parse this fully; checked as far as it parses\n")
    }

    @Test("a folder without Package.swift: exits 2 and says so")
    func noPackage() async throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let outcome = try await PackageFolder.run(["platforms", "--package", folder], in: folder)
      #expect(outcome.status == 2)
      #expect(outcome.standardOutput == "")
      #expect(outcome.standardError == "scenerouter: \(folder)/Package.swift: no such file\n")
    }

    @Test("malformed availability data: exits 2 and names the line")
    func malformedData() async throws {
      let package = try TemporaryPackage(RouterPackage.planted)
      defer { package.remove() }
      let data = try Self.dataFile("symbol\tios\tmacos\tpage\nAtomic\t18.0\n")
      let outcome = try await package.platforms(["--only", "availability", "--apis", data])
      #expect(outcome.status == 2)
      #expect(outcome.standardOutput == "")
      #expect(
        outcome.standardError
          == "scenerouter: \(data):2: expected 4 tab-separated fields (symbol, ios, macos, page), found 2\n")
    }
  }
}
