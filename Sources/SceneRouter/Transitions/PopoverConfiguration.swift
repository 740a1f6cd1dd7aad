/// Where a popover points and how its arrow may turn: the anchor the presenting screen
/// registers, and the permitted arrow directions (`UIPopoverPresentationController`'s
/// `sourceView`/`sourceItem` and `permittedArrowDirections`; SwiftUI's
/// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`).
///
/// It travels with the transition (``Transition/popover(anchor:arrows:inNavigation:)``) and
/// is navigation state: it is in the snapshot, with the style the popover is shown as in the
/// window's current width, and restored with it.
public struct PopoverConfiguration: Equatable, Codable, Sendable, CustomStringConvertible {
  /// What the popover points at.
  public var anchor: PopoverAnchor
  /// The directions its arrow may point; any by default.
  public var arrowDirections: PopoverArrowDirections

  /// Creates a popover configuration.
  ///
  /// - Parameters:
  ///   - anchor: What the popover points at.
  ///   - arrowDirections: The directions its arrow may point; any by default.
  public init(anchor: PopoverAnchor, arrowDirections: PopoverArrowDirections = .any) {
    self.anchor = anchor
    self.arrowDirections = arrowDirections
  }

  /// Refuses a configuration that cannot be used: an empty anchor, no arrow direction, or a
  /// style other than ``PresentationStyle/popover``.
  ///
  /// - Parameters:
  ///   - configuration: The popover's configuration.
  ///   - style: The style it is presented with.
  /// - Throws: A ``NavigationError`` with the reason.
  static func check(_ configuration: PopoverConfiguration, style: PresentationStyle) throws(NavigationError) {
    guard style == .popover else {
      throw .anchorWithoutPopover(style: "\(style)")
    }
    if configuration.anchor.identifier.isEmpty { throw .emptyPopoverAnchor }
    if configuration.arrowDirections.isEmpty { throw .noPopoverArrowDirection }
  }

  /// `anchor: cart`, or `anchor: bar button share, arrows: up`.
  public var description: String {
    "anchor: \(anchor)" + (arrowDirections == .any ? "" : ", arrows: \(arrowDirections)")
  }
}

extension PopoverConfiguration {
  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads a popover configuration written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a value is missing or of another type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    anchor = try container.decode(PopoverAnchor.self, forKey: "anchor")
    arrowDirections = try container.decode(PopoverArrowDirections.self, forKey: "arrowDirections")
  }

  /// Writes the popover configuration as `{"anchor": …, "arrowDirections": …}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(anchor, forKey: "anchor")
    try container.encode(arrowDirections, forKey: "arrowDirections")
  }
}
