import Foundation
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
  static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Run {
    let url = try #require(url, "build the storefront executable first (swift build)")
    // Writing to a child that has exited must fail with EPIPE, not end the test process.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = nil
    variables.merge(environment) { $1 }
    process.environment = variables
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Standard output and standard error are read at the same time, and standard input is
    // written meanwhile: a child that fills one pipe (a sanitizer's report on standard
    // error) while the other is read to its end would otherwise block forever.
    let group = DispatchGroup()
    let output = PipeReader(stdout.fileHandleForReading, group: group)
    let errors = PipeReader(stderr.fileHandleForReading, group: group)
    let writing = stdin.fileHandleForWriting
    let bytes = Data(input.utf8)
    group.enter()
    DispatchQueue.global().async {
      // A child that exits without reading its input closes the pipe; that is no error here.
      try? writing.write(contentsOf: bytes)
      try? writing.close()
      group.leave()
    }
    group.wait()
    process.waitUntilExit()
    return Run(output: output.text, errors: errors.text, status: process.terminationStatus)
  }

  /// Runs commands as a script on standard input and returns what it printed.
  static func script(_ commands: String) throws -> String {
    let run = try run(["--script", "-"], input: commands)
    #expect(run.status == 0)
    #expect(run.errors == "")
    return run.output
  }
}
