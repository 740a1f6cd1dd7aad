/// How a screen is opened, and so how ``Closable/close(completion:)`` undoes it.
///
/// The transitions of article 002, as values:
///
/// ```swift
/// router.route(to: product, as: .push)
/// router.route(to: login, as: .modal(.formSheet, inNavigation: true))
/// router.route(to: popUp, as: .fade)
/// router.route(to: product, as: .sequence([.selectTab(1), .popToRoot], then: .push))
/// ```
///
/// Every transition shows a screen; a move that shows none (select a tab, pop to the root) is a
/// ``NavigationMove``, so a route cannot be written with one. A transition is made only by the
/// factories below, so adjuncts that cannot combine (a fade that zooms, a sheet's detents on a
/// push) cannot be written together.
///
/// A transition only describes; the navigator turns it into `NavigationStep` values
/// against the current navigation state, and a host performs those steps.
public struct Transition: Equatable, Codable, Sendable, CustomStringConvertible {
  /// What a transition does. Not `indirect`: a sequence's array already holds its parts
  /// apart, and an indirect case would box its payload, so that making `.modal(...)` allocated.
  /// The kinds that show no screen are those of a ``NavigationMove``, which wraps a transition
  /// of its kind.
  package enum Kind: Equatable, Codable, Sendable {
    /// Push onto the source's navigation stack.
    case push
    /// Present modally with a style, optionally inside a new navigation stack.
    case modal(PresentationStyle, inNavigation: Bool)
    /// Present over the full screen with a cross-fade of the given length.
    case fade(seconds: Double)
    /// Make the screen the window's root, dismissing any presented screens first.
    case replaceRoot
    /// Select a tab of the nearest tab container; shows no new screen.
    case selectTab(Int)
    /// Pop the current navigation stack to its root; shows no new screen.
    case popToRoot
    /// Dismiss every presented screen; shows no new screen.
    case dismissPresented
    /// Show the screen as the column of the source's split view.
    case show(in: SplitColumn)
    /// Show a column of the source's split view; shows no new screen.
    case showColumn(SplitColumn)
    /// Show or hide the sidebar of the nearest sidebar-adaptable tab container; shows no new screen.
    case showSidebar(Bool)
    /// Several transitions in order: moves that show no screen, then at most one that does.
    case sequence([Transition])
  }

  /// What a transition is, as its factories make it.
  package enum Shape: Equatable, Sendable {
    /// It shows a screen, after any moves: a ``Transition``.
    case screen
    /// It shows none: a ``NavigationMove``.
    case move
    /// Neither: what no factory makes and decoding refuses.
    case invalid
  }

  /// What the transition does.
  package var kind: Kind
  /// Whether hosts animate it.
  public var isAnimated: Bool
  /// The app's own transition this one performs, or nil for the built-in animations; its
  /// ``kind`` is then the push or presentation it behaves as.
  package var custom: CustomTransition?
  /// The sheet's detents and looks, for a sheet presentation made with
  /// ``sheet(_:selected:showsGrabber:largestUndimmed:inNavigation:zoomingFrom:)``; nil for the platform's.
  package var sheet: SheetConfiguration?
  /// The popover's anchor and arrows, for a popover made with
  /// ``popover(anchor:arrows:inNavigation:)``.
  package var popover: PopoverConfiguration?
  /// The identifier of the view the screen zooms out of (iOS 18's zoom transition); nil for
  /// the standard animation.
  package var zoomSource: String?

  /// Creates a transition of a kind; the factories are the public way.
  package init(_ kind: Kind, isAnimated: Bool = true) {
    self.kind = kind
    self.isAnimated = isAnimated
  }

  /// A presentation in `style` with a sheet's and a popover's configuration as they were
  /// saved or shown (a snapshot's presentation): what ``modal(_:inNavigation:zoomingFrom:)``,
  /// ``sheet(_:selected:showsGrabber:largestUndimmed:inNavigation:zoomingFrom:)`` and
  /// ``popover(anchor:arrows:inNavigation:)`` make.
  package static func presenting(
    _ style: PresentationStyle, sheet: SheetConfiguration?, popover: PopoverConfiguration?
  ) -> Transition {
    var value = Transition(.modal(style, inNavigation: false))
    value.sheet = sheet
    value.popover = popover
    return value
  }

  /// Push onto the source's navigation stack; closing pops.
  public static let push = Transition(.push)

  /// Push onto the source's navigation stack, zooming out of a view of the source screen:
  /// iOS 18's zoom transition (UIKit's `preferredTransition = .zoom(sourceViewProvider:)`,
  /// SwiftUI's `navigationTransition(.zoom(sourceID:in:))` with `matchedTransitionSource(id:in:)`).
  /// Below iOS 18, hosts show the standard animation.
  ///
  /// ```swift
  /// router.route(to: ProductScreen(product), as: .push(zoomingFrom: "product-\(product.id)"))
  /// ```
  ///
  /// - Parameter source: The identifier of the view it zooms out of.
  /// - Returns: The transition.
  public static func push(zoomingFrom source: String) -> Transition {
    var value = Transition(.push)
    value.zoomSource = source
    return value
  }

  /// Present modally; closing dismisses.
  ///
  /// - Parameters:
  ///   - style: The presentation style; `.automatic` by default.
  ///   - inNavigation: Whether to wrap the screen in a new navigation stack, so it can push.
  ///   - source: The identifier of the view of the source screen it zooms out of (iOS 18's zoom
  ///     transition, as ``push(zoomingFrom:)``); nil for the standard animation.
  public static func modal(
    _ style: PresentationStyle = .automatic, inNavigation: Bool = false, zoomingFrom source: String? = nil
  ) -> Transition {
    var value = Transition(.modal(style, inNavigation: inNavigation))
    value.zoomSource = source
    return value
  }

  /// An app-defined transition: opens with its own animation, behaves as the push or
  /// presentation it declares, and closes by reversing it.
  ///
  /// - Parameter transition: The app's transition, such as `.slideUp`.
  public static func custom(_ transition: CustomTransition) -> Transition {
    let kind: Kind =
      switch transition.behavior {
      case .push: .push
      case .presentation(let style): .modal(style, inNavigation: false)
      }
    var value = Transition(kind)
    value.custom = transition
    return value
  }

  /// A page sheet that rests at detents: medium, large or the app's own heights.
  ///
  /// ```swift
  /// router.route(to: FiltersScreen(), as: .sheet([.medium, .large], selected: .medium, showsGrabber: true))
  /// ```
  ///
  /// - Parameters:
  ///   - detents: The heights the sheet can rest at.
  ///   - selected: The detent it rests at first; nil for the smallest.
  ///   - showsGrabber: Whether the grabber shows.
  ///   - largestUndimmed: The largest detent at which the screen below is not dimmed.
  ///   - inNavigation: Whether the screen is wrapped in a navigation stack of its own.
  ///   - source: The identifier of the view it zooms out of (iOS 18); nil for the standard animation.
  /// - Returns: The transition.
  public static func sheet(
    _ detents: [SheetDetent], selected: SheetDetent? = nil, showsGrabber: Bool = false,
    largestUndimmed: SheetDetent? = nil, inNavigation: Bool = false, zoomingFrom source: String? = nil
  ) -> Transition {
    var value = Transition(.modal(.pageSheet, inNavigation: inNavigation))
    value.sheet = SheetConfiguration(
      detents: detents, selected: selected?.identifier, showsGrabber: showsGrabber,
      largestUndimmed: largestUndimmed?.identifier)
    value.zoomSource = source
    return value
  }

  /// A popover pointing at a view or bar button item the presenting screen registers
  /// (``Screen/popoverAnchors``). In a compact-width window it shows as a form sheet
  /// (``PresentationStyle/shown(in:)``); a person dismisses it by tapping outside it.
  ///
  /// ```swift
  /// router.route(to: ShareScreen(product), as: .popover(anchor: .barButton("share")))
  /// ```
  ///
  /// - Parameters:
  ///   - anchor: What the popover points at.
  ///   - arrows: The directions its arrow may point; any by default.
  ///   - inNavigation: Whether the screen is wrapped in a navigation stack of its own.
  /// - Returns: The transition.
  public static func popover(
    anchor: PopoverAnchor, arrows: PopoverArrowDirections = .any, inNavigation: Bool = false
  ) -> Transition {
    var value = Transition(.modal(.popover, inNavigation: inNavigation))
    value.popover = PopoverConfiguration(anchor: anchor, arrowDirections: arrows)
    return value
  }

  /// Present over the full screen with a 0.3-second cross-fade; closing fades it out.
  public static let fade = Transition(.fade(seconds: 0.3))

  /// Make the screen the window's root; it cannot be closed.
  public static let replaceRoot = Transition(.replaceRoot, isAnimated: false)

  /// Show the screen in a column of the split view the source is in, replacing the screens
  /// that column showed, as `UISplitViewController.setViewController(_:for:)` does; in a
  /// compact width the collapsed split view shows it on top of its one stack, as a push would.
  ///
  /// ```swift
  /// router.route(to: message, as: .show(in: .secondary))
  /// ```
  ///
  /// - Parameter column: The column; refused when the split view has no such column.
  public static func show(in column: SplitColumn) -> Transition { Transition(.show(in: column)) }

  /// Show the screen as the split view's detail: ``show(in:)`` the secondary column, as
  /// `showDetailViewController(_:sender:)` does.
  public static let showDetail = Transition(.show(in: .secondary))

  /// Moves that show no screen, then a transition that shows one, as one request; `last` also
  /// decides how closing undoes it.
  ///
  /// ```swift
  /// router.route(to: product, as: .sequence([.dismissPresented, .selectTab(1), .popToRoot], then: .push))
  /// ```
  ///
  /// - Parameters:
  ///   - moves: The moves, in order.
  ///   - last: The transition that shows the screen.
  public static func sequence(_ moves: [NavigationMove], then last: Transition) -> Transition {
    Transition(.sequence(moves.map(\.transition) + [last]))
  }

  /// The same transition, animated or not.
  ///
  /// - Parameter animated: Whether hosts animate it.
  public func animated(_ animated: Bool) -> Transition {
    var copy = self
    copy.isAnimated = animated
    return copy
  }

  /// Whether this transition shows a screen, shows none, or is what no factory makes.
  package var shape: Shape {
    switch kind {
    case .push, .modal, .replaceRoot, .show: return .screen
    case .fade: return zoomSource == nil ? .screen : .invalid
    case .selectTab, .popToRoot, .dismissPresented, .showColumn, .showSidebar: return .move
    case .sequence(let parts):
      guard let last = parts.last else { return .move }
      guard parts.dropLast().allSatisfy({ $0.shape == .move }) else { return .invalid }
      return last.shape
    }
  }

  /// The transition that decides how a screen opened by this one is closed.
  var closingTransition: Transition {
    if case .sequence(let steps) = kind, let last = steps.last { return last.closingTransition }
    return self
  }

  /// A short readable form, such as `push`, `modal(formSheet, in navigation)` or `fade(0.3s)`.
  public var description: String {
    let base: String
    switch kind {
    case .push: base = "push"
    case .modal(let style, let inNavigation):
      base =
        "modal(\(style)\(inNavigation ? ", in navigation" : "")\(sheet.map { ", \($0)" } ?? "")"
        + "\(popover.map { ", \($0)" } ?? ""))"
    case .fade(let seconds): base = "fade(\(seconds)s)"
    case .replaceRoot: base = "replaceRoot"
    case .selectTab(let index): base = "selectTab(\(index))"
    case .popToRoot: base = "popToRoot"
    case .dismissPresented: base = "dismissPresented"
    case .show(let column): base = "show(in: \(column))"
    case .showColumn(let column): base = "showColumn(\(column))"
    case .showSidebar(let shown): base = shown ? "showSidebar" : "hideSidebar"
    case .sequence(let steps): base = "sequence[" + steps.map(\.description).joined(separator: ", ") + "]"
    }
    let zoomed = zoomSource.map { "zoom(from: \($0), \(base))" } ?? base
    let named = custom.map { "custom(\($0.name), \(zoomed))" } ?? zoomed
    return isAnimated ? named : named + " (not animated)"
  }

  /// Decodes a transition as it has always been saved, such as
  /// `{"isAnimated":true,"kind":{"push":{}}}`, without asking what it shows: the parts of a
  /// sequence, and a ``NavigationMove``'s transition.
  package init(unchecked decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingName.self)
    kind = try container.decode(Kind.self, forKey: "kind")
    isAnimated = try container.decode(Bool.self, forKey: "isAnimated")
    custom = try container.decodeIfPresent(CustomTransition.self, forKey: "custom")
    sheet = try container.decodeIfPresent(SheetConfiguration.self, forKey: "sheet")
    popover = try container.decodeIfPresent(PopoverConfiguration.self, forKey: "popover")
    zoomSource = try container.decodeIfPresent(String.self, forKey: "zoomSource")
  }

  /// Decodes a transition as it has always been saved, such as
  /// `{"isAnimated":true,"kind":{"push":{}}}`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for what no factory makes: a move that shows no
  ///   screen (a ``NavigationMove``), a sequence with a screen before its end, a fade that zooms.
  public init(from decoder: any Decoder) throws {
    try self.init(unchecked: decoder)
    guard shape == .screen else {
      let problem = shape == .move ? "shows no screen: it is a NavigationMove" : "is no transition a factory makes"
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "'\(self)' \(problem)"))
    }
  }

  /// Encodes the transition as it has always been saved.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    try container.encode(kind, forKey: "kind")
    try container.encode(isAnimated, forKey: "isAnimated")
    try container.encodeIfPresent(custom, forKey: "custom")
    try container.encodeIfPresent(sheet, forKey: "sheet")
    try container.encodeIfPresent(popover, forKey: "popover")
    try container.encodeIfPresent(zoomSource, forKey: "zoomSource")
  }
}

/// A part of a saved sequence, decoded without asking what it shows.
private struct UncheckedTransition: Decodable {
  let value: Transition
  init(from decoder: any Decoder) throws { value = try Transition(unchecked: decoder) }
}

extension Transition.Kind {
  private static let caseNames = [
    "push", "modal", "fade", "replaceRoot", "selectTab", "popToRoot", "dismissPresented", "show", "showColumn",
    "showSidebar", "sequence",
  ]

  /// Decodes a transition's kind from the JSON it has always been saved as, such as
  /// `{"modal":{"_0":"formSheet","inNavigation":true}}`.
  ///
  /// - Parameter decoder: The decoder.
  package init(from decoder: any Decoder) throws {
    let (name, payload) = try decoder.decodeCase(of: Self.self, names: Self.caseNames)
    switch name {
    case "push": self = .push
    case "modal":
      self = .modal(
        try payload.decode(PresentationStyle.self, forKey: "_0"), inNavigation: try payload.decode(Bool.self, forKey: "inNavigation"))
    case "fade": self = .fade(seconds: try payload.decode(Double.self, forKey: "seconds"))
    case "replaceRoot": self = .replaceRoot
    case "selectTab": self = .selectTab(try payload.decode(Int.self, forKey: "_0"))
    case "popToRoot": self = .popToRoot
    case "dismissPresented": self = .dismissPresented
    case "show": self = .show(in: try payload.decode(SplitColumn.self, forKey: "in"))
    case "showColumn": self = .showColumn(try payload.decode(SplitColumn.self, forKey: "_0"))
    case "showSidebar": self = .showSidebar(try payload.decode(Bool.self, forKey: "_0"))
    case "sequence": self = .sequence(try payload.decode([UncheckedTransition].self, forKey: "_0").map(\.value))
    default: throw DecodingError.unknownCase(name, of: Self.self, at: payload.codingPath)
    }
  }

  /// Encodes a transition's kind as it has always been saved.
  ///
  /// - Parameter encoder: The encoder.
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .push: try encoder.encodeCase("push")
    case .modal(let style, let inNavigation):
      try encoder.encodeCase("modal") {
        try $0.encode(style, forKey: "_0")
        try $0.encode(inNavigation, forKey: "inNavigation")
      }
    case .fade(let seconds): try encoder.encodeCase("fade") { try $0.encode(seconds, forKey: "seconds") }
    case .replaceRoot: try encoder.encodeCase("replaceRoot")
    case .selectTab(let index): try encoder.encodeCase("selectTab") { try $0.encode(index, forKey: "_0") }
    case .popToRoot: try encoder.encodeCase("popToRoot")
    case .dismissPresented: try encoder.encodeCase("dismissPresented")
    case .show(let column): try encoder.encodeCase("show") { try $0.encode(column, forKey: "in") }
    case .showColumn(let column): try encoder.encodeCase("showColumn") { try $0.encode(column, forKey: "_0") }
    case .showSidebar(let shown): try encoder.encodeCase("showSidebar") { try $0.encode(shown, forKey: "_0") }
    case .sequence(let steps): try encoder.encodeCase("sequence") { try $0.encode(steps, forKey: "_0") }
    }
  }
}
