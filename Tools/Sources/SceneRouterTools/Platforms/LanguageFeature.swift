import SwiftIfConfig

/// The Swift language features `scenerouter platforms --only features` recognizes by syntax,
/// with the Swift version that introduced each and its Swift Evolution proposal.
///
/// A compiler newer than a package's `swift-tools-version` accepts them all, so a Linux
/// build with Swift 6.3 never says that a 6.2 package uses a 6.3 feature. Each version is the
/// "Implemented (Swift …)" status of the proposal in swiftlang/swift-evolution.
package struct LanguageFeature: Hashable, Sendable, Comparable {
  /// The feature as output names it (`weak let`).
  package let name: String
  /// The Swift Evolution proposal (`SE-0481`).
  package let proposal: String
  /// The Swift version that implemented it.
  package let version: VersionTuple

  /// Creates a feature.
  ///
  /// - Parameters:
  ///   - name: The feature as output names it.
  ///   - proposal: The Swift Evolution proposal.
  ///   - version: The Swift version that implemented it.
  package init(_ name: String, _ proposal: String, _ version: VersionTuple) {
    self.name = name
    self.proposal = proposal
    self.version = version
  }

  /// Orders features by the table's order.
  package static func < (lhs: LanguageFeature, rhs: LanguageFeature) -> Bool {
    (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
  }

  /// `weak let`: an immutable weak reference (SE-0481, Swift 6.3).
  package static let weakLet = LanguageFeature("weak let", "SE-0481", VersionTuple(6, 3))
  /// Module selectors, `Module::name` (SE-0491, Swift 6.3).
  package static let moduleSelector = LanguageFeature("module selector Module::name", "SE-0491", VersionTuple(6, 3))
  /// `@c` on a function or enum (SE-0495, Swift 6.3).
  package static let cAttribute = LanguageFeature("@c", "SE-0495", VersionTuple(6, 3))
  /// `@specialized` (SE-0460, Swift 6.3).
  package static let specialized = LanguageFeature("@specialized", "SE-0460", VersionTuple(6, 3))
  /// `@inline(always)` (SE-0496, Swift 6.3).
  package static let inlineAlways = LanguageFeature("@inline(always)", "SE-0496", VersionTuple(6, 3))
  /// `@section` and `@used` (SE-0492, Swift 6.3).
  package static let section = LanguageFeature("@section / @used", "SE-0492", VersionTuple(6, 3))
  /// `isolated deinit` and a global-actor-isolated `deinit` (SE-0371, Swift 6.2).
  package static let isolatedDeinit = LanguageFeature("isolated deinit", "SE-0371", VersionTuple(6, 2))
  /// `Task.immediate`, `Task.immediateDetached`, `addImmediateTask` (SE-0472, Swift 6.2).
  package static let immediateTasks = LanguageFeature("Task.immediate", "SE-0472", VersionTuple(6, 2))
  /// `nonisolated(nonsending)` (SE-0461, Swift 6.2).
  package static let nonisolatedNonsending = LanguageFeature("nonisolated(nonsending)", "SE-0461", VersionTuple(6, 2))
  /// `@concurrent` (SE-0461, Swift 6.2).
  package static let concurrent = LanguageFeature("@concurrent", "SE-0461", VersionTuple(6, 2))
  /// `InlineArray` (SE-0453, Swift 6.2).
  package static let inlineArray = LanguageFeature("InlineArray", "SE-0453", VersionTuple(6, 2))
  /// `[N of T]`, `InlineArray`'s type sugar (SE-0483, Swift 6.2).
  package static let inlineArraySugar = LanguageFeature("[N of T] type sugar", "SE-0483", VersionTuple(6, 2))
  /// Integer generic parameters, `<let N: Int>` (SE-0452, Swift 6.2).
  package static let integerGenerics = LanguageFeature("integer generic parameter <let N: Int>", "SE-0452", VersionTuple(6, 2))
  /// `Span` and `RawSpan` (SE-0447, Swift 6.2).
  package static let span = LanguageFeature("Span / RawSpan", "SE-0447", VersionTuple(6, 2))
  /// `MutableSpan` and `MutableRawSpan` (SE-0467, Swift 6.2).
  package static let mutableSpan = LanguageFeature("MutableSpan / MutableRawSpan", "SE-0467", VersionTuple(6, 2))
  /// `OutputSpan` and `OutputRawSpan` (SE-0485, Swift 6.2).
  package static let outputSpan = LanguageFeature("OutputSpan / OutputRawSpan", "SE-0485", VersionTuple(6, 2))
  /// `~Escapable` (SE-0446, Swift 6.2).
  package static let nonescapable = LanguageFeature("~Escapable", "SE-0446", VersionTuple(6, 2))
  /// Raw identifiers: a backquoted name no plain identifier can spell, `` `reads as a sentence` ``
  /// (SE-0451, Swift 6.2).
  package static let rawIdentifier = LanguageFeature("raw identifier", "SE-0451", VersionTuple(6, 2))
  /// `@abi` (SE-0476, Swift 6.2).
  package static let abiAttribute = LanguageFeature("@abi", "SE-0476", VersionTuple(6, 2))
  /// A default value in string interpolation, `\(x, default: "…")` (SE-0477, Swift 6.2).
  package static let interpolationDefault = LanguageFeature(
    "string interpolation default \\(x, default: …)", "SE-0477", VersionTuple(6, 2))
  /// `Observations` (SE-0475, Swift 6.2).
  package static let observations = LanguageFeature("Observations", "SE-0475", VersionTuple(6, 2))
  /// Task names: `Task(name:)`, `Task.detached(name:)`, `addTask(name:)`, `Task.name`
  /// (SE-0469, Swift 6.2).
  package static let taskNames = LanguageFeature("task name Task(name:)", "SE-0469", VersionTuple(6, 2))
  /// Global-actor isolated conformances, `extension X: @MainActor P` (SE-0470, Swift 6.2).
  package static let isolatedConformance = LanguageFeature(
    "isolated conformance : @MainActor P", "SE-0470", VersionTuple(6, 2))
  /// Strict memory safety: the `unsafe` expression and `@safe` (SE-0458, Swift 6.2).
  package static let unsafeExpression = LanguageFeature("unsafe expression / @safe", "SE-0458", VersionTuple(6, 2))
  /// `withTaskPriorityEscalationHandler` and `escalatePriority(to:)` (SE-0462, Swift 6.2).
  package static let priorityEscalation = LanguageFeature(
    "task priority escalation", "SE-0462", VersionTuple(6, 2))

  /// Every feature, newest first.
  package static let all: [LanguageFeature] = [
    weakLet, moduleSelector, cAttribute, specialized, inlineAlways, section, isolatedDeinit, immediateTasks,
    nonisolatedNonsending, concurrent, inlineArray, inlineArraySugar, integerGenerics, span, mutableSpan, outputSpan,
    nonescapable, rawIdentifier, abiAttribute, interpolationDefault, observations, taskNames, isolatedConformance,
    unsafeExpression, priorityEscalation,
  ]
}
