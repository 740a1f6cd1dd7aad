/// A transition an app defines: its own animation, behaving as a push or as a
/// presentation (article 002's `Transition` protocol; article 001's custom animations in
/// `navigateToX`).
///
/// The core needs only its name and what it behaves as: a push goes onto the source's
/// stack and closes by popping; a presentation is presented with its style and closes by
/// dismissing, with the same custom animation reversed. Plans, steps and snapshots carry
/// it; the headless host records it; a UIKit host looks its animator up by ``name``.
/// A snapshot restored with ``NavigationPlan``'s `init(restoring:makeScreen:)` presents
/// with the style only: a name cannot be turned back into an animator there.
///
/// ```swift
/// extension CustomTransition {
///   static let slideUp = CustomTransition("slideUp", behavesAs: .presentation(.overFullScreen), seconds: 0.35)
/// }
/// router.route(to: filters, as: .custom(.slideUp))
/// ```
public struct CustomTransition: Equatable, Codable, Sendable, CustomStringConvertible {
  /// What a custom transition does to the navigation, whatever it looks like.
  public enum Behavior: Equatable, Codable, Sendable {
    /// Onto the source's navigation stack with the custom animation; closing pops with
    /// the platform's pop animation (the navigator records how presentations were
    /// animated, not pushes).
    case push
    /// Presented with a style; closing dismisses with the same animation.
    case presentation(PresentationStyle)
  }

  /// The transition's name, such as `slideUp`: how hosts find its animator.
  public var name: String
  /// What it does to the navigation.
  public var behavior: Behavior
  /// How long its animation lasts, in seconds.
  public var seconds: Double

  /// Creates a custom transition.
  ///
  /// - Parameters:
  ///   - name: The name hosts find its animator by.
  ///   - behavior: Whether it behaves as a push or as a presentation.
  ///   - seconds: How long its animation lasts; 0.3 seconds by default.
  public init(_ name: String, behavesAs behavior: Behavior, seconds: Double = 0.3) {
    self.name = name
    self.behavior = behavior
    self.seconds = seconds
  }

  /// The name, such as `slideUp` or `flip`.
  public var description: String { name }
}

extension CustomTransition.Behavior {
  private static let caseNames = ["push", "presentation"]

  /// Decodes a behaviour from the JSON it has always been saved as, such as
  /// `{"presentation":{"_0":"fullScreen"}}`.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let (name, payload) = try decoder.decodeCase(of: Self.self, names: Self.caseNames)
    self = name == "push" ? .push : .presentation(try payload.decode(PresentationStyle.self, forKey: "_0"))
  }

  /// Encodes a behaviour as it has always been saved.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .push: try encoder.encodeCase("push")
    case .presentation(let style): try encoder.encodeCase("presentation") { try $0.encode(style, forKey: "_0") }
    }
  }
}
