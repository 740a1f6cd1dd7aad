import Foundation

/// Runs the built `scenerouter` executable, found next to this test target's resource bundle.
struct ScenerouterBinary {
  /// What one run printed and how it ended.
  struct Outcome {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The build products folder (`.build/debug` or the scratch path's equivalent).
  static var productsDirectory: URL {
    Bundle.module.bundleURL.deletingLastPathComponent()
  }

  /// A fixture file copied from `/work/shared/data/routes`.
  static func fixture(_ name: String) -> URL {
    Bundle.module.bundleURL.appendingPathComponent("Fixtures").appendingPathComponent(name)
  }

  /// Runs `scenerouter` with `arguments`, feeding `input` on standard input.
  static func run(_ arguments: [String], input: String = "") throws -> Outcome {
    try run(arguments, inputBytes: Data(input.utf8))
  }

  /// Runs the binary with `inputBytes` as its standard input, byte for byte.
  static func run(_ arguments: [String], inputBytes: Data) throws -> Outcome {
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenerouter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let inputFile = temporary.appendingPathComponent("input")
    let outputFile = temporary.appendingPathComponent("output")
    let errorFile = temporary.appendingPathComponent("error")
    try inputBytes.write(to: inputFile)
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("scenerouter")
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: outputFile, encoding: .utf8),
      standardError: try String(contentsOf: errorFile, encoding: .utf8))
  }

  /// Writes `text` to a temporary pattern file and returns its path.
  static func patternFile(_ text: String) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: file)
    return file.path
  }
}
