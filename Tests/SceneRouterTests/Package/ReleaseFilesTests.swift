import Foundation
import Testing

/// What a team reads before depending on a release: the README's install snippet, the licence,
/// the changelog and the Swift Package Index's `.spi.yml` agree with Package.swift.
@Suite("Release files")
struct ReleaseFilesTests {

  static func text(_ path: String) throws -> String {
    try String(contentsOf: DocumentationTests.packageFolder.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("the README stays within 400 lines and installs by version, naming only products the package has")
  func readmeInstallsByVersion() throws {
    let readme = try Self.text("README.md")
    #expect(readme.filter { $0 == "\n" }.count <= 400, "README.md has more than 400 lines: move detail to the DocC catalogs")
    #expect(readme.contains(#".package(url: "https://github.com/scenerouter/SceneRouter", from: "0.1.0")"#))
    let named = readme.components(separatedBy: #".product(name: ""#).dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    #expect(!named.isEmpty)
    #expect(Set(named).subtracting(try DocumentationTests.libraryModules()).isEmpty, "the README names products Package.swift lacks: \(named)")
    #expect(readme.contains("MIT") && readme.contains("`LICENSE`"))
  }

  @Test("LICENSE is MIT's, and CHANGELOG.md has the Unreleased section every change adds to")
  func licenceAndChangelog() throws {
    let licence = try Self.text("LICENSE")
    #expect(licence.hasPrefix("MIT License"))
    #expect(licence.contains("the SceneRouter authors"))
    #expect(try Self.text("CHANGELOG.md").split(separator: "\n").contains("## Unreleased"))
  }

  @Test(".spi.yml documents every library product (the list Scripts/build-docs.sh builds) and builds on iOS, macOS and Linux")
  func swiftPackageIndexManifest() throws {
    let manifest = try Self.text(".spi.yml")
    let lines = manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.first { !$0.hasPrefix("#") } == "version: 1")
    let targets = lines.filter { $0.hasPrefix("documentation_targets:") }
    #expect(targets.count == 1)
    let listed = targets.first.map { line in
      line.drop { $0 != "[" }.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    } ?? []
    #expect(listed.sorted() == (try DocumentationTests.libraryModules()).sorted())
    #expect(Set(lines.filter { $0.hasPrefix("- platform:") }) == ["- platform: ios", "- platform: macos-spm", "- platform: linux"])
  }
}
