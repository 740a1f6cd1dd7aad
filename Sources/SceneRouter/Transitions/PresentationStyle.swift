/// How a presented screen covers the one below it, as UIKit's `UIModalPresentationStyle`.
///
/// The style decides two things the core and the hosts follow: whether the presenter's
/// view stays in the window (and so whether it receives disappear and appear callbacks),
/// and whether a person can pull the presentation down.
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
  /// The platform's default: a page sheet before iOS 18 and a form sheet from iOS 18.
  /// Hosts resolve it with their configuration before showing anything.
  ///
  /// Snapshots keep `automatic` as the route asked for it (`presented automatic:`): the
  /// navigator's state records requests, and the same snapshot restores on any host and
  /// any iOS version, where the host resolves it again. The core treats it as a sheet
  /// (it can be pulled down; the presenter stays visible), as both resolutions are sheets.
  case automatic
  /// Covers the screen; the presenter's view is removed.
  case fullScreen
  /// Covers the screen; the presenter's view stays below.
  case overFullScreen
  /// A sheet that leaves part of the presenter visible.
  case pageSheet
  /// A smaller sheet centred over the presenter.
  case formSheet
  /// Covers the presentation context; the presenter's view is removed.
  case currentContext
  /// Covers the presentation context; the presenter's view stays below.
  case overCurrentContext
  /// Left to a custom presentation controller, as the fade transition does.
  case custom
  /// An alert (`UIAlertController.Style.alert`): the presenter stays visible; only choosing an
  /// action dismisses it, and it presents nothing (rule 16; `UIAlertController` is meant to be used as is: https://developer.apple.com/documentation/uikit/uialertcontroller). Presented by
  /// `Navigator.alert(_:from:)`.
  case alert
  /// A confirmation dialog (`UIAlertController.Style.actionSheet`): as ``alert``, rising from
  /// the bottom.
  case actionSheet
  /// A popover pointing at an anchor of the presenting screen (``PopoverConfiguration``,
  /// ``Transition/popover(anchor:arrows:inNavigation:)``), in a regular-width window; in a
  /// compact-width one it shows as a form sheet (``shown(in:)``). The presenter stays visible;
  /// a person dismisses it by tapping outside it.
  case popover

  /// Whether the presenter's view stays in the window while this style is shown.
  ///
  /// When it stays, the presenter receives no disappear callbacks on presentation and no
  /// appear callbacks on dismissal (UIKit rules 24 and 38).
  @_spi(Hosting) public var keepsPresenterVisible: Bool {
    switch self {
    case .fullScreen, .currentContext: false
    case .automatic, .overFullScreen, .pageSheet, .formSheet, .overCurrentContext, .custom, .alert, .actionSheet,
      .popover:
      true
    }
  }

  /// Whether a person can dismiss this style by pulling it down (UIKit rule 25). A popover
  /// cannot be pulled down; a person taps outside it instead, and in a compact width it shows
  /// as a form sheet, which can be (``shown(in:)``).
  public var allowsInteractiveDismissal: Bool {
    switch self {
    case .automatic, .pageSheet, .formSheet: true
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .alert, .actionSheet, .popover:
      false
    }
  }

  /// The style a presentation asked for as this one is shown in a window of this width: the
  /// one rule of adaptation the host engine follows.
  ///
  /// A popover in a horizontally compact width shows as a form sheet ("In iOS 13 and later,
  /// for horizontally or vertically compact environments, this option behaves the same as
  /// `UIModalPresentationStyle.formSheet`":
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover; SwiftUI's
  /// popover likewise shows as a sheet unless `presentationCompactAdaptation(_:)` says otherwise).
  /// It adapts back to a popover when the width becomes regular, while it is shown. Every
  /// other style shows as itself.
  ///
  /// - Parameter width: The window's horizontal size class.
  /// - Returns: The style shown.
  public func shown(in width: HorizontalSizeClass) -> PresentationStyle {
    self == .popover && width == .compact ? .formSheet : self
  }

  /// Whether this style shows an alert or a confirmation dialog, which presents nothing.
  @_spi(Hosting) public var isAlert: Bool { self == .alert || self == .actionSheet }

  /// The style's name, such as `pageSheet`.
  public var description: String { rawValue }
}
