/// How a plan of several steps animates: as one visible change, or step by step.
///
/// A deep link that dismisses a sheet, selects a tab and pushes three screens is expected to
/// land in one movement, not a cascade of five animations; that is the default. Every step is
/// still performed, in order, and reported in the request's events.
public enum PlanAnimation: String, Hashable, Codable, Sendable, CustomStringConvertible {
  /// Only the plan's last animated step animates; the steps before it happen at once. A
  /// step with a custom transition (``StepAnimation/custom(name:seconds:)`` or a fade) keeps
  /// its animation, which is also what later dismisses it.
  case lastStep
  /// Every step animates as its move asks.
  case eachStep

  /// `lastStep` or `eachStep`.
  public var description: String { rawValue }
}
