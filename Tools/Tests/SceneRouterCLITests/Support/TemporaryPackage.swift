import Foundation
import ProcessSupport
import SceneRouterTools

/// A small SwiftPM package written into a temporary folder for a test: its manifest and
/// sources given as text, checked with `scenerouter platforms` or the analysis behind it.
struct TemporaryPackage {
  /// The package's folder.
  let folder: String

  /// Writes `files` (paths relative to the package's folder, `Package.swift` among them).
  init(_ files: [String: String]) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("platforms-\(UUID().uuidString)").path
    try write(files)
  }

  /// Writes (or overwrites) `files`; an empty text removes the file.
  func write(_ files: [String: String]) throws {
    for (path, text) in files {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
      if text.isEmpty {
        try? FileManager.default.removeItem(at: url)
        continue
      }
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// Removes the folder.
  func remove() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Runs the built `scenerouter platforms --package FOLDER` with `arguments` after it.
  func platforms(_ arguments: [String] = []) async throws -> ScenerouterBinary.Outcome {
    try await PackageFolder.run(["platforms", "--package", folder] + arguments, in: folder)
  }

  /// The manifest, read through `swift package dump-package` awaited without blocking a thread.
  func manifest() async throws -> PackageManifest {
    let run = try await ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "dump-package", "--package-path", folder])
    guard run.status == 0 else { throw PlatformsInputError("dump-package failed: \(run.errors)") }
    let text = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
    return try PackageManifest(dumpJSON: Data(run.output.utf8), manifestText: text, folder: folder)
  }

  /// The report of `checks` on the package.
  func report(_ checks: Set<PlatformFinding.Check>, table: AvailabilityTable? = nil) async throws -> PlatformsReport {
    let manifest = try await manifest()
    return PlatformsReport(manifest: manifest, sources: PackageSources(manifest: manifest), table: table, checks: checks)
  }
}
