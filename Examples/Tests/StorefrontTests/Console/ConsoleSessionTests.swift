import SceneRouter
import Testing

@testable import StorefrontConsole

/// The console's command stream as a model check (issue 10): seeded random streams of every
/// command, run in process. After each command the session has settled (every task finished
/// or waiting for a person), the host shows what the navigator recorded, a refused
/// navigation command changed nothing, and the same stream always gives the same transcript.
@MainActor
@Suite("ConsoleSession command streams", .timeLimit(.minutes(10)))
struct ConsoleSessionTests {
  /// Every kind of command, with links that are guarded, plain, refused and malformed.
  static let commands: [String] = [
    "1", "2", "3", "4", "5", "back", "swipe", "swipe cancel", "close", "pull", "dismiss", "tab shop",
    "tab wishlist", "tab 3", "open storefront://wishlist/product/3", "open storefront://product/42",
    "open storefront://login", "open storefront://signup", "open storefront://forgot-password",
    "open https://shop.example.com/wishlist/product/2", "open http://shop.example.com/shop",
    "open storefront://product/7", "open storefront://prod uct", "storefront://wishlist", "snapshot", "bogus",
    "open --notification back-in-stock product=42", "open --notification price-drop product=x",
    "open --shortcut com.example.storefront.wishlist", "open --activity com.example.storefront.product id=3",
    "open --widget storefront://product/7",
  ]

  /// SplitMix64: a fixed, seedable generator, so that a failing stream can be replayed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func stream(seed: UInt64, length: Int) -> [String] {
    var generator = Generator(state: seed)
    return (0..<length).map { _ in commands.randomElement(using: &generator) ?? "snapshot" }
  }

  /// Runs a stream, checking the invariants after each command; returns the transcript.
  func run(_ lines: [String], seed: UInt64) async -> [String] {
    let session = ConsoleSession()
    await session.settle()
    var transcript: [String] = []
    for (number, line) in lines.enumerated() {
      let context = "seed \(seed), command \(number + 1): \(line)"
      let before = session.app.navigator.snapshot
      guard let command = try? ConsoleCommand(parsing: line) else {
        transcript.append("> \(line)\n(not a command)")
        continue
      }
      await session.perform(command)
      let messages = session.takeMessages()
      let after = session.app.navigator.snapshot
      #expect(session.app.tasks.isSettled, "\(context)")
      #expect(session.app.host.snapshot == after, "\(context)")
      #expect(!messages.contains { $0.hasPrefix("Warning") }, "\(context)")
      switch command {
      case .back, .swipe, .pull, .tab, .close, .dismiss:
        // A link waiting for Login may be dropped by this command and say so; any other
        // message is this command's refusal, which must change nothing.
        let refusals = messages.filter { !$0.hasPrefix("Did not open") && !$0.hasPrefix("Cannot open") }
        if !refusals.isEmpty { #expect(after == before, "refused (\(refusals)), yet changed: \(context)") }
      default:
        break
      }
      transcript.append(
        "> \(line)\n" + messages.joined(separator: "\n") + "\n\(after)\nwaiting: \(session.waitingActions)")
    }
    return transcript
  }

  @Test("6 seeded streams of 100 commands settle after every command and keep host and navigator equal", arguments: 0..<6)
  func streams(seed: Int) async {
    let lines = Self.stream(seed: UInt64(seed), length: 100)
    let first = await run(lines, seed: UInt64(seed))
    let second = await run(lines, seed: UInt64(seed))
    #expect(first == second, "seed \(seed): two runs of one stream differ")
  }
}
