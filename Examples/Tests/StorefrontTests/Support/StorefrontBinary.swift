import Foundation
import ProcessSupport
import Testing

/// The built `storefront` executable, run as a person or a CI job would run it.
///
/// It is found in the build products directory, beside the test runner, as
/// swift-argument-parser's tests find their example executables; no scratch path is assumed.
enum StorefrontBinary {
  /// What a run printed, and how it ended.
  struct Run {
    var output: String
    var errors: String
    var status: Int32
  }

  /// The executable's location, or nil when it has not been built.
  static let url: URL? = {
    var folders: [URL] = []
    if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
    folders.append(Bundle.main.bundleURL)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    // Last resort: the default scratch path of the package this file is in.
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent("storefront") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs the executable.
  ///
  /// - Parameters:
  ///   - arguments: Its arguments.
  ///   - input: What to write to its standard input, which is then closed.
  ///   - environment: Variables to add to this process's environment.
  /// The test awaits the child without blocking a thread: blocking waits on Swift's
  /// cooperative pool (two threads on two cores) starved every other test of the run.
  static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) async throws -> Run {
    let url = try #require(url, "build the storefront executable first (swift build)")
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = nil
    variables.merge(environment) { $1 }
    let run = try await ChildProcess.run(url, arguments, input: input, environment: variables)
    return Run(output: run.output, errors: run.errors, status: run.status)
  }

  /// Runs commands as a script on standard input and returns what it printed.
  static func script(_ commands: String) async throws -> String {
    let run = try await run(["--script", "-"], input: commands)
    #expect(run.status == 0)
    #expect(run.errors == "")
    return run.output
  }
}
