/// The behaviour every `NavigationHost` must have, written once and run against a host
/// factory: each transition's callback order, each person's action, the in-flight rules,
/// and the one order of every change (the navigator's state first, callbacks after,
/// requests made meanwhile queued).
///
/// The suite needs no test framework: ``run()`` returns every failure as a whole text, and a
/// test asserts the list is empty, so it runs the same under Swift Testing, XCTest or a
/// small executable. It is async because some cases await what they started (a window's
/// links ending when the window is removed), never by sleeping or yielding.
///
/// ```swift
/// @Test("the headless host conforms", arguments: HostConformance<HeadlessHost>.caseNames)
/// func conforms(_ name: String) async {
///   #expect(await HostConformance { HeadlessHost() }.run(name) == [])
/// }
/// ```
@MainActor
public struct HostConformance<Host: ConformanceHost> {
  private let makeHost: @MainActor () -> Host

  /// Creates the suite over a host factory.
  ///
  /// - Parameter makeHost: Makes a fresh host for each case: empty, with no delegate,
  ///   finishing animated transitions at once.
  public init(_ makeHost: @escaping @MainActor () -> Host) {
    self.makeHost = makeHost
  }

  /// The names of the cases, in the order ``run()`` runs them: every case but those needing
  /// a feature the host declares pending (``pendingCases``).
  public nonisolated static var caseNames: [String] { runCases.map(\.name) }

  /// The cases left out for this host, as `name (pending: reason)`: those needing a feature
  /// the host does not show yet (``ConformanceHost/pendingFeatures``).
  public nonisolated static var pendingCases: [String] {
    let pending = Host.pendingFeatures
    return ConformanceCases<Host>.all.compactMap { found in
      guard let feature = found.feature, let reason = pending[feature] else { return nil }
      return "\(found.name) (pending: \(reason))"
    }
  }

  /// The cases run on this host.
  private nonisolated static var runCases: [ConformanceCases<Host>.Case] {
    let pending = Host.pendingFeatures
    return ConformanceCases<Host>.all.filter { found in found.feature.map { pending[$0] == nil } ?? true }
  }

  /// Runs every case on a fresh host each, but those of ``pendingCases``.
  ///
  /// - Returns: Every failure, as `case: what: expected …, got …`; empty when the host conforms.
  public func run() async -> [String] {
    var failures: [String] = []
    for found in Self.runCases { failures += await run(found) }
    return failures
  }

  /// Runs one case on a fresh host.
  ///
  /// - Parameter name: One of ``caseNames``.
  /// - Returns: The case's failures; one failure when there is no case with that name.
  public func run(_ name: String) async -> [String] {
    guard let found = ConformanceCases<Host>.all.first(where: { $0.name == name }) else {
      return ["no conformance case named '\(name)'"]
    }
    if let feature = found.feature, let reason = Host.pendingFeatures[feature] {
      return ["\(name): pending for this host: \(reason)"]
    }
    return await run(found)
  }

  private func run(_ conformanceCase: ConformanceCases<Host>.Case) async -> [String] {
    let fixture = ConformanceFixture(name: conformanceCase.name, host: makeHost(), makeHost: makeHost)
    await conformanceCase.body(fixture)
    return fixture.failures
  }
}
