import Foundation
import ProcessSupport

/// The repository's folder (the library package's, above `Tools/`), found from this file's
/// path, so tests read the project's sources by the relative paths the output shows.
enum PackageFolder {
  /// The folder holding the library's `Package.swift` (`Tools/` is inside it).
  static let path: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// Runs the built `scenerouter` in the package's folder, so paths stay relative.
  ///
  /// - Parameters:
  ///   - arguments: The command line after `scenerouter`.
  ///   - folder: The working folder; the package's folder unless given.
  ///   - executable: The program to run; the built `scenerouter` unless given.
  static func run(
    _ arguments: [String], in folder: String = PackageFolder.path, executable: String? = nil
  ) async throws -> ScenerouterBinary.Outcome {
    let program = executable.map { URL(fileURLWithPath: $0) }
      ?? ScenerouterBinary.productsDirectory.appendingPathComponent("scenerouter")
    let run = try await ChildProcess.run(program, arguments, in: URL(fileURLWithPath: folder))
    return ScenerouterBinary.Outcome(status: run.status, standardOutput: run.output, standardError: run.errors)
  }

  /// A fixture's path relative to the package, as the output names it.
  static func fixture(_ name: String) -> String { "Tools/Tests/SceneRouterCLITests/Fixtures/" + name }

  /// The text of a fixture file.
  static func fixtureText(_ name: String) throws -> String {
    try String(contentsOfFile: path + "/" + fixture(name), encoding: .utf8)
  }
}
