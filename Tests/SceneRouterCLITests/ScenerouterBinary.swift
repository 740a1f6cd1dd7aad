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
    try run(arguments, inputData: Data(input.utf8))
  }

  /// Runs `scenerouter` with `arguments`, feeding `inputData` on standard input.
  ///
  /// Standard output and standard error are read at the same time, and standard input is
  /// written meanwhile, so that a child filling one pipe never blocks on it.
  static func run(_ arguments: [String], inputData: Data) throws -> Outcome {
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("scenerouter")
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let group = DispatchGroup()
    let output = PipeReader(stdout.fileHandleForReading, group: group)
    let errors = PipeReader(stderr.fileHandleForReading, group: group)
    let writing = stdin.fileHandleForWriting
    group.enter()
    DispatchQueue.global().async {
      // A child that exits without reading its input closes the pipe; that is no error here.
      try? writing.write(contentsOf: inputData)
      try? writing.close()
      group.leave()
    }
    group.wait()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, standardOutput: output.text, standardError: errors.text)
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
