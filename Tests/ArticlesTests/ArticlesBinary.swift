import Foundation
import Testing

/// The built `articles` executable, run as a person or a CI job would run it.
enum ArticlesBinary {
  /// What a run printed, and how it ended.
  struct Run {
    var output: String
    var errors: String
    var status: Int32
  }

  /// The executable's location, beside the test runner, or in the default scratch path.
  static let url: URL? = {
    var folders: [URL] = []
    if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
    folders.append(Bundle.main.bundleURL)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent("articles") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs the executable with `input` on its standard input.
  static func run(_ arguments: [String], input: String = "") throws -> Run {
    let url = try #require(url, "build the articles executable first (swift build)")
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self),
      status: process.terminationStatus)
  }
}
