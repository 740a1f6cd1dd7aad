/// How a sheet rests and looks: its detents, the one selected, whether the grabber shows,
/// and up to which detent the screen below stays undimmed (`UISheetPresentationController`'s
/// `detents`, `selectedDetentIdentifier`, `prefersGrabberVisible` and
/// `largestUndimmedDetentIdentifier`; SwiftUI's `presentationDetents(_:selection:)`,
/// `presentationDragIndicator(_:)` and `presentationBackgroundInteraction(_:)`).
///
/// It travels with the transition (``Transition/sheet(_:selected:showsGrabber:largestUndimmed:inNavigation:zoomingFrom:)``)
/// and is navigation state: the selected detent is in the snapshot, restored with it, and a
/// person dragging the sheet to another detent is reported as a person's action.
public struct SheetConfiguration: Equatable, Codable, Sendable, CustomStringConvertible {
  /// The heights the sheet can rest at, smallest first by convention.
  public var detents: [SheetDetent]
  /// The identifier of the detent the sheet rests at; nil for the smallest, as UIKit's default.
  public var selected: String?
  /// Whether the grabber shows at the top of the sheet.
  public var showsGrabber: Bool
  /// The identifier of the largest detent at which the screen below is not dimmed (and stays
  /// usable); nil dims it at every detent.
  public var largestUndimmed: String?

  /// Creates a sheet configuration.
  ///
  /// - Parameters:
  ///   - detents: The heights the sheet can rest at.
  ///   - selected: The detent it rests at; nil for the smallest.
  ///   - showsGrabber: Whether the grabber shows; false by default.
  ///   - largestUndimmed: The largest detent with the screen below undimmed; nil by default.
  public init(
    detents: [SheetDetent], selected: String? = nil, showsGrabber: Bool = false, largestUndimmed: String? = nil
  ) {
    self.detents = detents
    self.selected = selected
    self.showsGrabber = showsGrabber
    self.largestUndimmed = largestUndimmed
  }

  /// Whether the sheet has a detent with this identifier.
  ///
  /// - Parameter identifier: A detent's identifier.
  package func hasDetent(_ identifier: String) -> Bool { detents.contains { $0.identifier == identifier } }

  /// Why the configuration cannot be used, if it cannot.
  var problem: NavigationError? {
    if detents.isEmpty { return .sheetWithoutDetents }
    if let problem = detents.lazy.compactMap(\.problem).first { return problem }
    if Set(detents.map(\.identifier)).count != detents.count { return .duplicateDetentIdentifiers }
    if let selected, !hasDetent(selected) { return .unknownSelectedDetent(selected) }
    if let largestUndimmed, !hasDetent(largestUndimmed) { return .unknownUndimmedDetent(largestUndimmed) }
    return nil
  }

  /// Refuses a configuration that cannot be used, or a style that shows no sheet.
  ///
  /// - Parameters:
  ///   - configuration: The sheet's configuration.
  ///   - style: The style it is presented with.
  /// - Throws: A ``NavigationError`` with the reason.
  static func check(_ configuration: SheetConfiguration, style: PresentationStyle) throws(NavigationError) {
    guard style.allowsInteractiveDismissal else {
      throw .detentsWithoutSheet(style: "\(style)")
    }
    if let problem = configuration.problem { throw problem }
  }

  /// Refuses resting a sheet at a detent it does not have, in the words every host uses.
  ///
  /// - Parameters:
  ///   - detent: The detent's identifier.
  ///   - configuration: The sheet's configuration; nil for a presentation without detents.
  ///   - name: The sheet's name, for the error.
  /// - Throws: ``NavigationError/Code/personActionUnavailable`` when the screen is not a sheet
  ///   with detents or has no such detent.
  package static func checkDetent(
    _ detent: String, of configuration: SheetConfiguration?, sheetName name: String
  ) throws(NavigationError) {
    guard let configuration else {
      throw .notASheetWithDetents(screen: name)
    }
    guard configuration.hasDetent(detent) else {
      throw .unknownDetent(screen: name, detent: detent, detents: configuration.detents.map(\.identifier))
    }
  }

  /// `[medium, large] at medium, grabber, undimmed up to medium`.
  public var description: String {
    var parts = ["[" + detents.map(\.identifier).joined(separator: ", ") + "]" + (selected.map { " at \($0)" } ?? "")]
    if showsGrabber { parts.append("grabber") }
    if let largestUndimmed { parts.append("undimmed up to \(largestUndimmed)") }
    return parts.joined(separator: ", ")
  }
}

extension SheetConfiguration {
  // Written by hand through `CodingName`, with the keys the derived conformance wrote: a derived
  // one declares a `CodingKeys` enum with witnesses of its own, which every app linked (issue 41).
  /// Reads a sheet configuration written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a value is missing or of another type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    detents = try container.decode([SheetDetent].self, forKey: "detents")
    selected = try container.decodeIfPresent(String.self, forKey: "selected")
    showsGrabber = try container.decode(Bool.self, forKey: "showsGrabber")
    largestUndimmed = try container.decodeIfPresent(String.self, forKey: "largestUndimmed")
  }

  /// Writes the sheet configuration with its properties' names as keys, such as `{"detents": …}`, leaving out
  /// the optional values it has none of.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(detents, forKey: "detents")
    try container.encodeIfPresent(selected, forKey: "selected")
    try container.encode(showsGrabber, forKey: "showsGrabber")
    try container.encodeIfPresent(largestUndimmed, forKey: "largestUndimmed")
  }
}
