import Foundation

/// The package's own folder, found from this file's path, so tests can read the project's
/// sources by the relative paths the output shows.
enum PackageFolder {
  /// The folder holding `Package.swift`.
  static let path: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
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
  ) throws -> ScenerouterBinary.Outcome {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("scenerouter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let outputFile = temporary.appendingPathComponent("output")
    let errorFile = temporary.appendingPathComponent("error")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    let process = Process()
    process.executableURL = executable.map { URL(fileURLWithPath: $0) }
      ?? ScenerouterBinary.productsDirectory.appendingPathComponent("scenerouter")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    process.waitUntilExit()
    return ScenerouterBinary.Outcome(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: outputFile, encoding: .utf8),
      standardError: try String(contentsOf: errorFile, encoding: .utf8))
  }

  /// A fixture's path relative to the package, as the output names it.
  static func fixture(_ name: String) -> String { "Tests/SceneRouterCLITests/Fixtures/" + name }

  /// The text of a fixture file.
  static func fixtureText(_ name: String) throws -> String {
    try String(contentsOfFile: path + "/" + fixture(name), encoding: .utf8)
  }
}
