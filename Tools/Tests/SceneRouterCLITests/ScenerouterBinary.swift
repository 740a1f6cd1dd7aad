import Foundation
import ProcessSupport

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
  static func run(_ arguments: [String], input: String = "") async throws -> Outcome {
    try await run(arguments, inputData: Data(input.utf8))
  }

  /// Runs `scenerouter` with `arguments`, feeding `inputData` on standard input; the test
  /// awaits the child without blocking a thread (``ChildProcess``).
  static func run(_ arguments: [String], inputData: Data) async throws -> Outcome {
    let run = try await ChildProcess.run(productsDirectory.appendingPathComponent("scenerouter"), arguments, inputData: inputData)
    return Outcome(status: run.status, standardOutput: run.output, standardError: run.errors)
  }

  /// Writes `bytes` to a temporary pattern file and returns its path.
  static func patternFile(bytes: [UInt8]) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-\(UUID().uuidString).txt")
    try Data(bytes).write(to: file)
    return file.path
  }

  /// Writes `text` to a temporary pattern file and returns its path.
  static func patternFile(_ text: String) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("patterns-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: file)
    return file.path
  }
}
