// libFuzzer entry point for the storefront's command stream; see ../README.md.
//
// Each input is a byte stream decoded into script lines: the commands `storefront --script`
// accepts (actions by number, back, swipe, swipe cancel, close, pull, dismiss, tab, open with
// a link, snapshot, screen, help), links among the app's own and hostile ones, and raw text
// taken from the input as typed. Every line goes through the console's public entry point:
// `ConsoleCommand(parsing:)`, then `ConsoleSession.perform(_:)`, which returns once
// everything the command started has finished or waits for a person. After each command:
// - the host's tree equals the navigator's snapshot, and the session raised no warning;
// - the navigator is idle with nothing queued, and the app's tasks are settled;
// - a line that does not parse, and a command refused while no earlier task was waiting,
//   left the navigation unchanged;
// and at the end, the same lines in a new session give the same transcript, line for line
// (deterministic, no line lost). A violation prints the lines and aborts, which libFuzzer
// records as a crash.
//
// The console's tasks run on the main actor, whose jobs go to the main queue: the entry point
// runs the main run loop until the input's run has ended (it waits for exactly that event).
import Foundation
import SceneRouter
import StorefrontConsole

/// The lines an input decodes to.
struct Decoder {
  let bytes: [UInt8]
  var index = 0

  static let links = [
    "storefront://product/1", "storefront://product/42", "storefront://product/7", "storefront://product/x",
    "storefront://wishlist/product/3", "storefront://wishlist/product/2", "storefront://wishlist/product/99",
    "storefront://login", "storefront://signup", "storefront://forgot-password", "storefront://shop",
    "storefront://wishlist", "storefront:///product/2", "https://shop.example.com/product/3",
    "https://shop.example.com/wishlist/product/1", "https://shop.example.com:443/login",
    "http://shop.example.com/product/1", "https://evil.com@shop.example.com/product/1",
    "https://shop.example.com:8443/product/1", "storefront://ana@product/42", "storefront://product:80/42",
    "storefront://nowhere", "https://example.com/product/1", "not a link", "storefront://product/%34%32",
    "storefront://product/-1", "storefront://product/99999999999999999999",
    // The prominent Search tab (issue 45), by the app's scheme and by its universal link.
    "storefront://search", "https://shop.example.com/search", "storefront://search/extra",
  ]

  static let words = [
    "back", "swipe", "swipe cancel", "close", "pull", "dismiss", "tab shop", "tab wishlist", "tab 1", "tab 2",
    "tab 3", "tab search", "snapshot", "screen", "help", "swipe sideways", "back now", "", "# a comment",
  ]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func byte() -> Int? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return Int(bytes[index])
  }

  /// The next line, or nil at the end of the input.
  mutating func nextLine() -> String? {
    guard let kind = byte() else { return nil }
    let argument = byte() ?? 0
    switch kind % 16 {
    case 0, 1, 2, 3, 4: return "\(argument % 7)"  // actions 1 to 6, and 0
    case 5, 6, 7: return "open " + Self.links[argument % Self.links.count]
    case 8: return Self.links[argument % Self.links.count]  // a link typed alone
    case 9:
      // Raw text from the input, as typed: up to 40 bytes, read as UTF-8 with repairs.
      let count = min(argument % 41, bytes.count - index)
      let text = String(decoding: bytes[index..<(index + count)], as: UTF8.self)
      index += count
      return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    default: return Self.words[argument % Self.words.count]
    }
  }
}

/// Runs lines in a new session, checks the invariants after each, and returns the transcript.
@MainActor
struct Harness {
  let lines: [String]

  func fail(_ message: String, at line: Int, _ session: ConsoleSession) -> Never {
    let report = "StorefrontFuzz: \(message)\nlines:\n"
      + lines.enumerated().map { "  \($0.offset == line ? ">" : " ") \($0.element)" }.joined(separator: "\n")
      + "\nnavigator:\n\(session.app.navigator.snapshot)\nhost:\n\(session.app.host.snapshot)\n"
    FileHandle.standardError.write(Data(report.utf8))
    abort()
  }

  func transcript() async -> [String] {
    let session = ConsoleSession()
    await session.settle()
    var transcript: [String] = []
    for (number, line) in lines.enumerated() {
      let before = session.app.navigator.snapshot
      let nothingWaited = session.waitingActions.isEmpty
      let command: ConsoleCommand
      do {
        command = try ConsoleCommand(parsing: line)
      } catch {
        if session.app.navigator.snapshot != before { fail("a line that does not parse changed the navigation", at: number, session) }
        transcript.append("> \(line)\n\(error.description)")
        continue
      }
      let goesOn = await session.perform(command)
      let messages = session.takeMessages()
      let after = session.app.navigator.snapshot
      if session.app.host.snapshot != after { fail("the host's tree differs from the navigator's snapshot", at: number, session) }
      if let warning = messages.first(where: { $0.hasPrefix("Warning") }) { fail(warning, at: number, session) }
      if session.app.navigator.isBusy || session.app.navigator.queuedRequestCount > 0 {
        fail("the command returned with the navigator busy", at: number, session)
      }
      if !session.app.tasks.isSettled { fail("the command returned with a task still running", at: number, session) }
      if nothingWaited, !messages.isEmpty, after != before {
        fail("a refused command changed the navigation: \(messages)", at: number, session)
      }
      transcript.append(
        "> \(line)\n" + messages.joined(separator: "\n") + "\n\(after)\nwaiting: \(session.waitingActions)")
      if !goesOn { break }
    }
    return transcript
  }

  func run() async {
    let first = await transcript()
    let second = await transcript()
    guard first == second else {
      let index = first.indices.first { $0 >= second.count || first[$0] != second[$0] } ?? first.count
      let session = ConsoleSession()
      fail("two runs of the same lines differ at line \(index + 1): \(first.count) and \(second.count) lines", at: index, session)
    }
  }
}

/// Set when the input's run has ended.
@MainActor
final class Ending {
  var isDone = false
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStorefront(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var decoder = Decoder(Array(UnsafeBufferPointer(start: data, count: size)))
  var lines: [String] = []
  while lines.count < 200, let line = decoder.nextLine() { lines.append(line) }
  let script = lines
  MainActor.assumeIsolated {
    let ending = Ending()
    Task { @MainActor in
      await Harness(lines: script).run()
      ending.isDone = true
    }
    // The run loop returns after each source it serves; the main queue's jobs are among them.
    while !ending.isDone { _ = RunLoop.current.run(mode: .default, before: .distantFuture) }
  }
  return 0
}
