/// A model check of the navigator–host contract: seeded random sequences of every kind of
/// request, plan (landing in one animation or animating each step), person's action
/// (completed, cancelled, left half-way; swipes back and sheet drags where the host
/// simulates them), alerts (presented, answered by a person, presented over: refused),
/// sheets resting at detents and dragged to others, popovers (at anchors registered or not,
/// tapped outside, adapted when the window's width changes), zoom transitions, transitions held
/// and completed at random points, and screens routing from their own callbacks, run against a
/// host factory; and many windows: each a host from the factory with its own navigator,
/// registered in one `WindowNavigators`, with links opened under every `WindowPolicy` (in the
/// window showing the route, the active one, a new one the library's `HeadlessWindowOpener`
/// opens), windows made active and closed, and every other operation in a random window.
///
/// At every idle point and inside every appearance callback it checks that the host shows
/// what the navigator says; it checks that a refused request or action left the state
/// unchanged, that every completion is called exactly once and in request order, that every
/// awaited result is resumed exactly once with the right reason (an alert's with the action a
/// person chose), that nothing is presented over an alert, that a plan issued while idle
/// holds at most one transition, and that no removed screen (or alert) stays alive. Across the
/// windows it checks after every operation that the registry holds exactly the open windows,
/// that the active one is the one last activated, that a link goes where the policy says (one
/// brought forward is shown on top in that window's snapshot) and leaves every other window
/// as it was, that no navigator or deep-link router is left busy, and that a closed window's
/// navigator hears nothing more.
///
/// ```swift
/// let report = await ModelCheck { HeadlessHost() }.run(seeds: 0..<2_000)
/// #expect(report.violations == [])
/// ```
///
/// A violation names its seed and carries the sequence's log; ``replay(seed:operations:)``
/// runs that one sequence again, the same way.
@MainActor
public struct ModelCheck<Host: ConformanceHost> {
  private let makeHost: @MainActor () -> Host

  /// Creates a model check over a host factory.
  ///
  /// - Parameter makeHost: Makes a fresh, empty host for each window of each sequence.
  public init(_ makeHost: @escaping @MainActor () -> Host) {
    self.makeHost = makeHost
  }

  /// What a run found.
  public struct Report: Sendable, CustomStringConvertible {
    /// How many sequences ran.
    public var sequences = 0
    /// How many operations they made, in all (requests, actions, completions).
    public var operations = 0
    /// How many requests the navigators received, from the sequences and from callbacks.
    public var requests = 0
    /// How many operations were among the windows (links, activations, closings).
    public var windowOperations = 0
    /// How many windows the sequences opened, the first of each included.
    public var windows = 0
    /// How often each kind of operation among the windows, and each outcome, was drawn, by a
    /// phrase: `a link under the policy 'a new window'`, `brought forward`,
    /// `opened in a new window`, `refused by the opener`, `activated`, `closed`,
    /// `an operation in one of several windows`, ...
    public var windowDraws: [String: Int] = [:]
    /// Every violation, each with its seed and the sequence's log; empty when all held.
    public var violations: [String] = []

    /// The kinds of operation among the windows, and the outcomes, that a run of a hundred
    /// seeds draws on every host: one link under each `WindowPolicy`, each way a
    /// link ends, an activation, a closing and an operation in one of several windows. The
    /// rarer draws (an unreadable link, activating or closing a closed window) are left out.
    public static var commonWindowDraws: Set<String> {
      [
        "a link under the policy 'the active window'", "a link under the policy 'a new window'",
        "a link under the policy 'the window showing the route, else the active window'",
        "a link under the policy 'the window showing the route, else a new window'",
        "brought forward", "opened in the active window", "opened in a new window", "refused by the opener",
        "activated", "closed", "closed with a link waiting behind its redirect and one queued",
        "an operation in one of several windows",
      ]
    }

    /// The common window draws (``commonWindowDraws``) this run did not make, sorted; empty
    /// when a run drew them all, as a hundred seeds do.
    public var missingWindowDraws: [String] {
      Self.commonWindowDraws.subtracting(windowDraws.keys).sorted()
    }

    /// An empty report, to add runs into.
    public init() {}

    /// `2000 sequences, 80000 operations, 61000 requests, 0 violations`.
    public var description: String {
      "\(sequences) sequences, \(operations) operations, \(requests) requests, \(violations.count) violations"
    }
  }

  /// Runs one sequence per seed.
  ///
  /// - Parameters:
  ///   - seeds: The seeds; each gives one reproducible sequence.
  ///   - operations: How many operations each sequence makes before it settles.
  ///   - maximumViolations: Stops after this many failing sequences.
  /// - Returns: The figures and the violations.
  public func run(seeds: Range<UInt64>, operations: Int = 40, maximumViolations: Int = 3) async -> Report {
    var report = Report()
    for seed in seeds {
      let sequence = ModelCheckSequence(seed: seed, makeHost: makeHost, recordsLog: false)
      await sequence.run(operations: operations)
      report.sequences += 1
      report.operations += sequence.operationCount
      report.requests += sequence.requestCount
      report.windowOperations += sequence.windowOperationCount
      report.windows += sequence.allWindows.count
      report.windowDraws.merge(sequence.windowDraws, uniquingKeysWith: +)
      if !sequence.violations.isEmpty {
        let replayed = await replay(seed: seed, operations: operations)
        report.violations.append(
          "seed \(seed): " + sequence.violations.joined(separator: "\n") + "\nreplay log:\n"
            + replayed.log.joined(separator: "\n"))
        if report.violations.count >= maximumViolations { break }
      }
    }
    return report
  }

  /// Runs one sequence again, keeping its log.
  ///
  /// - Parameters:
  ///   - seed: The failing sequence's seed.
  ///   - operations: The operations per sequence of the run that failed.
  /// - Returns: Every operation and outcome, in order, each line naming its window (or
  ///   `windows:` for an operation among them), and the violations.
  public func replay(seed: UInt64, operations: Int = 40) async -> (log: [String], violations: [String]) {
    let sequence = ModelCheckSequence(seed: seed, makeHost: makeHost, recordsLog: true)
    await sequence.run(operations: operations)
    return (sequence.log, sequence.violations)
  }
}

/// A small, fast, seeded generator (SplitMix64), so that a seed replays the same sequence
/// on every platform.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
