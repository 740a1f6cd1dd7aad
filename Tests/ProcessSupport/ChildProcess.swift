import Foundation

/// Runs a program from a test and awaits it without blocking a thread.
///
/// Swift's cooperative pool has one thread per core (two here). A test that blocks one in
/// `waitUntilExit()` or `readDataToEndOfFile()` for the minutes a package build takes
/// stalls every other test of the run, and their time limits run out. So the child's end
/// and its pipes are awaited through Dispatch: standard output and standard error are read
/// at the same time (a child filling one pipe while the other is read to its end would
/// block forever) and standard input is written meanwhile.
package enum ChildProcess {
  /// What a run printed, and how it ended.
  package struct Outcome: Sendable {
    /// Standard output, as UTF-8 text.
    package var output: String
    /// Standard error, as UTF-8 text.
    package var errors: String
    /// The exit status.
    package var status: Int32
  }

  /// Runs `executable` and returns once it has exited and both pipes are read to their end.
  ///
  /// - Parameters:
  ///   - executable: The program.
  ///   - arguments: Its arguments.
  ///   - folder: Its working folder; this process's when nil.
  ///   - input: What to write to its standard input, which is then closed.
  ///   - environment: Its whole environment; this process's when nil.
  /// - Returns: What it printed and its exit status.
  /// - Throws: When the program cannot be started.
  package static func run(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil, input: String = "",
    environment: [String: String]? = nil
  ) async throws -> Outcome {
    try await run(executable, arguments, in: folder, inputData: Data(input.utf8), environment: environment)
  }

  /// Runs `executable` with bytes on its standard input (which need not be text); see
  /// ``run(_:_:in:input:environment:)``.
  ///
  /// - Parameters:
  ///   - executable: The program.
  ///   - arguments: Its arguments.
  ///   - folder: Its working folder; this process's when nil.
  ///   - inputData: What to write to its standard input, which is then closed.
  ///   - environment: Its whole environment; this process's when nil.
  /// - Returns: What it printed and its exit status.
  /// - Throws: When the program cannot be started.
  package static func run(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil, inputData: Data,
    environment: [String: String]? = nil
  ) async throws -> Outcome {
    // Writing to a child that has exited must fail with EPIPE, not end the test process.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if let environment { process.environment = environment }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let group = DispatchGroup()
    group.enter()
    process.terminationHandler = { _ in group.leave() }
    try process.run()
    let output = PipeReader(stdout.fileHandleForReading, group: group)
    let errors = PipeReader(stderr.fileHandleForReading, group: group)
    let writing = stdin.fileHandleForWriting
    let bytes = inputData
    group.enter()
    DispatchQueue.global().async {
      // A child that exits without reading its input closes the pipe; that is no error here.
      try? writing.write(contentsOf: bytes)
      try? writing.close()
      group.leave()
    }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      group.notify(queue: .global()) { done.resume() }
    }
    // The child has exited, so this returns at once; it is called for what it releases.
    // On Linux, `Process.run()` keeps a run-loop source whose context retains the process,
    // and only `waitUntilExit()` lets it go: without this call every Process, its Pipes
    // and FileHandles stay alive to the end of the run (LeakSanitizer reported each one;
    // RELIABILITY.md, "Sanitizers", has the 12-line program that shows it without us).
    process.waitUntilExit()
    return Outcome(output: output.text, errors: errors.text, status: process.terminationStatus)
  }
}

/// Reads a pipe to its end on a Dispatch thread, so that several pipes of one child are
/// drained at the same time.
private final class PipeReader: @unchecked Sendable {
  // Written once by the reading thread before `group` is left; read once the group is done.
  private var data = Data()

  init(_ handle: FileHandle, group: DispatchGroup) {
    group.enter()
    DispatchQueue.global().async {
      self.data = handle.readDataToEndOfFile()
      group.leave()
    }
  }

  var text: String { String(decoding: data, as: UTF8.self) }
}
