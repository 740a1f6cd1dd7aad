/// One conformance case's world: a fresh host, a navigator over it, screens writing to one
/// transcript, and the failures found so far as whole texts.
@MainActor
final class ConformanceFixture<Host: ConformanceHost> {
  let name: String
  let host: Host
  let navigator: Navigator
  /// Makes another fresh host, for a case with a second window.
  let makeHost: @MainActor () -> Host
  let transcript = ConformanceScreen.Transcript()
  private(set) var failures: [String] = []

  init(name: String, host: Host, makeHost: @escaping @MainActor () -> Host) {
    self.name = name
    self.host = host
    self.makeHost = makeHost
    navigator = Navigator(host: host)
    navigator.unhandledErrorHandler = { [weak self] error in self?.fail("unhandled navigation error: \(error)") }
  }

  /// A new screen writing to the transcript.
  func screen(_ name: String) -> ConformanceScreen { ConformanceScreen(name, transcript: transcript) }

  func fail(_ message: String) { failures.append("\(name): \(message)") }

  /// Records a failure unless `actual == expected`.
  func check<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) {
    guard actual != expected else { return }
    fail("\(what): expected \(Self.text(expected)), got \(Self.text(actual))")
  }

  /// Records a failure unless the host shows what the navigator says, and the state is idle-consistent.
  func checkAgreement(_ moment: String) {
    if host.snapshot != navigator.snapshot {
      fail("\(moment): the host shows\n\(host.snapshot)\nbut the navigator says\n\(navigator.snapshot)")
    }
  }

  /// Runs `body`, recording a thrown error as a failure.
  func attempt(_ what: String, _ body: () throws(NavigationError) -> Void) {
    do throws(NavigationError) { try body() } catch { fail("\(what) threw: \(error)") }
  }

  /// The error `body` throws, or nil.
  func error(_ body: () throws(NavigationError) -> Void) -> String? {
    do throws(NavigationError) {
      try body()
      return nil
    } catch {
      return error.description
    }
  }

  /// Takes the transcript's lines and empties it.
  func takeLines() -> [String] {
    defer { transcript.lines.removeAll() }
    return transcript.lines
  }

  /// Collects request completions in the order they are called.
  func completion(_ label: String, into log: Log) -> Navigator.Completion {
    { result in
      switch result {
      case .success: log.lines.append("\(label) done")
      case .failure(let error): log.lines.append("\(label) refused: \(error)")
      }
    }
  }

  /// Lines written by completions and awaited results.
  final class Log {
    var lines: [String] = []
  }

  private static func text<Value>(_ value: Value) -> String {
    if let lines = value as? [String] { return "[" + lines.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
    return "\(value)"
  }
}
