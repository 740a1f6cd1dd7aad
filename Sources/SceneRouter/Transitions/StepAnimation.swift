/// How a host animates one step.
public enum StepAnimation: Equatable, Codable, Sendable, CustomStringConvertible {
  /// No animation: the step completes at once on every host.
  case none
  /// The platform's own animation for the step (slide for push and pop, rise for sheets).
  case standard
  /// A cross-fade lasting the given number of seconds: the article's custom fade transition.
  case fade(seconds: Double)
  /// An app-defined transition's animation (``CustomTransition``), found by name by the host.
  case custom(name: String, seconds: Double)
  /// iOS 18's zoom transition out of the source screen's view with this identifier
  /// (``Transition/push(zoomingFrom:)``); the standard animation below iOS 18.
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

extension StepAnimation {
  private static let caseNames = ["none", "standard", "fade", "custom", "zoom"]

  /// Decodes an animation from the JSON it has always been saved as, such as
  /// `{"fade":{"seconds":0.3}}`.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let (name, payload) = try decoder.decodeCase(of: Self.self, names: Self.caseNames)
    switch name {
    case "none": self = .none
    case "standard": self = .standard
    case "fade": self = .fade(seconds: try payload.decode(Double.self, forKey: "seconds"))
    case "custom":
      self = .custom(name: try payload.decode(String.self, forKey: "name"), seconds: try payload.decode(Double.self, forKey: "seconds"))
    case "zoom": self = .zoom(source: try payload.decode(String.self, forKey: "source"))
    default: throw DecodingError.unknownCase(name, of: Self.self, at: payload.codingPath)
    }
  }

  /// Encodes an animation as it has always been saved.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .none: try encoder.encodeCase("none")
    case .standard: try encoder.encodeCase("standard")
    case .fade(let seconds): try encoder.encodeCase("fade") { try $0.encode(seconds, forKey: "seconds") }
    case .custom(let name, let seconds):
      try encoder.encodeCase("custom") {
        try $0.encode(name, forKey: "name")
        try $0.encode(seconds, forKey: "seconds")
      }
    case .zoom(let source): try encoder.encodeCase("zoom") { try $0.encode(source, forKey: "source") }
    }
  }
}
