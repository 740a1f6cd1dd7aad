import Foundation
import SceneRouterTesting

/// The long run of the model check over the headless host, for RELIABILITY.md:
///
/// ```
/// swift run -c release scenerouter-modelcheck [sequences] [first seed] [operations per sequence]
/// ```
///
/// Prints the figures (with the windows opened and the operations among them), the time taken
/// and every violation with its replay log; exits
/// with status 1 when a violation was found.
@main
@MainActor
struct ModelCheckRunner {
  static func main() async {
    let arguments = CommandLine.arguments.dropFirst().map { UInt64($0) }
    guard arguments.allSatisfy({ $0 != nil }) else {
      print("usage: scenerouter-modelcheck [sequences] [first seed] [operations per sequence]")
      exit(2)
    }
    let values = arguments.compactMap { $0 }
    let sequences = values.count > 0 ? values[0] : 1_000_000
    let first = values.count > 1 ? values[1] : 0
    let operations = values.count > 2 ? Int(values[2]) : 40
    let check = ModelCheck { HeadlessHost(configuration: .init(recordsHistory: false)) }
    let clock = ContinuousClock()
    var total = ModelCheck<HeadlessHost>.Report()
    let start = clock.now
    var seed = first
    let chunk: UInt64 = 10_000
    while seed < first + sequences {
      let end = min(seed + chunk, first + sequences)
      let report = await check.run(seeds: seed..<end, operations: operations)
      total.sequences += report.sequences
      total.operations += report.operations
      total.requests += report.requests
      total.windowOperations += report.windowOperations
      total.windows += report.windows
      total.violations += report.violations
      seed = end
      if !total.violations.isEmpty { break }
    }
    let elapsed = clock.now - start
    print("seeds \(first)..<\(seed), \(operations) operations each: \(total)")
    print("windows: \(total.windows) opened, \(total.windowOperations) operations among them")
    print("time: \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))")
    for violation in total.violations { print(violation) }
    exit(total.violations.isEmpty ? 0 : 1)
  }
}
