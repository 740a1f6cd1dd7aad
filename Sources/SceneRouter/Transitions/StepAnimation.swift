/// How a host animates one step.
public enum StepAnimation: Hashable, Codable, Sendable, CustomStringConvertible {
  /// No animation: the step completes at once on every host.
  case none
  /// The platform's own animation for the step (slide for push and pop, rise for sheets).
  case standard
  /// A cross-fade lasting the given number of seconds: the article's custom fade transition.
  case fade(seconds: Double)
  /// An app-defined transition's animation (``CustomTransition``), found by name by the host.
  case custom(name: String, seconds: Double)
  /// iOS 18's zoom transition out of the source screen's view with this identifier
  /// (``Transition/zoom(from:)``); the standard animation below iOS 18.
  case zoom(source: String)

  /// Whether the step animates at all.
  public var isAnimated: Bool { self != .none }

  /// `none`, `standard`, `fade(0.3s)` or `zoom from cart`.
  public var description: String {
    switch self {
    case .none: "none"
    case .standard: "standard"
    case .fade(let seconds): "fade(\(seconds)s)"
    case .custom(let name, let seconds): "custom(\(name), \(seconds)s)"
    case .zoom(let source): "zoom from \(source)"
    }
  }
}
