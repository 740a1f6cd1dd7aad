import Foundation
import ProcessSupport
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

  /// Runs the executable with `input` on its standard input, awaited without blocking a
  /// thread (``ChildProcess``).
  static func run(_ arguments: [String], input: String = "") async throws -> Run {
    let url = try #require(url, "build the articles executable first (swift build)")
    let run = try await ChildProcess.run(url, arguments, input: input)
    return Run(output: run.output, errors: run.errors, status: run.status)
  }
}
