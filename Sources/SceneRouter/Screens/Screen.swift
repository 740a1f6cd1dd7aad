/// Something a router can show: a view controller on iOS, a terminal page in the
/// storefront sample, a test double on the headless host.
///
/// The core never looks inside a screen. It knows a screen by its object identity,
/// names it in snapshots and error messages by ``screenName`` and ``screenTitle``,
/// and asks ``refusesInteractiveDismissal`` before a person may pull its sheet down.
///
/// ```swift
/// final class ProductScreen: Screen {
///   let viewModel: ProductViewModel
///   var screenTitle: String { viewModel.name }
/// }
/// ```
///
/// A screen holds its view model, the view model holds its router, and the router holds
/// the screen weakly: the containers that show a screen decide how long it lives. Which
/// router manages a screen is the navigator's bookkeeping, not the screen's: a route
/// (``Router/route(to:managedBy:completion:)``) or ``DefaultRouter/managing(_:)`` tells it.
@MainActor
public protocol Screen: AnyObject {
  /// The screen's kind as it appears in snapshots and error messages, such as `Product`.
  ///
  /// The default is the type's name without a `Screen` or `ViewController` suffix.
  var screenName: String { get }

  /// What the screen shows as its title, such as a product's name; empty by default.
  ///
  /// It is also the screen's navigation bar title (UIKit's `navigationItem.title`,
  /// SwiftUI's `navigationTitle(_:)`) when it is not empty. There is no separate navigation
  /// title: snapshots print this title and restoring rebuilds screens from it, so one title
  /// keeps what the bar shows and what tests see the same. An empty title leaves the bar to
  /// the view controller's own title. After changing it, call
  /// ``Navigator/refreshChrome(of:completion:)`` so that the host shows the new one.
  var screenTitle: String { get }

  /// What the screen's tab shows in the tab bar when the screen is a tab's root (the tab
  /// itself, or the bottom of the tab's navigation stack); nil by default.
  ///
  /// With nil, the hosts fall back to what they showed before tab items existed: SwiftUI's
  /// tab shows ``screenTitle``, and UIKit's tab bar item is left as the app made it (UIKit
  /// then shows the tab's title). The navigator reads it when the screen is shown and when
  /// ``Navigator/refreshChrome(of:completion:)`` is called, so a badge that changes (a
  /// wishlist's count) reaches the tab bar through one queued request.
  ///
  /// ```swift
  /// final class ShopScreen: Screen {
  ///   var tabItem: TabItem? { TabItem("Shop", image: "bag") }
  /// }
  /// ```
  var tabItem: TabItem? { get }

  /// Whether a person is kept from dismissing this screen's sheet by pulling it down
  /// (UIKit's `isModalInPresentation`); `false` by default.
  var refusesInteractiveDismissal: Bool { get }

  /// The identifiers of the views and bar button items of this screen that a popover can
  /// point at (``Transition/popover(anchor:arrows:inNavigation:)``); none by default. A
  /// popover whose anchor the presenting screen does not register is refused with
  /// ``NavigationError/Code/unknownPopoverAnchor``.
  ///
  /// ```swift
  /// final class ProductScreen: Screen {
  ///   var popoverAnchors: Set<String> { ["share", "size-chart"] }
  /// }
  /// ```
  var popoverAnchors: Set<String> { get }

  /// What restoring this screen needs besides its name and title, such as the identifier
  /// of the product it shows; nil (the default) when the name and title are enough.
  ///
  /// Snapshots carry it (``NavigationSnapshot/restorationIdentities``), and
  /// ``NavigationPlan``'s `init(restoring:makeScreen:)` hands it
  /// back to the closure that rebuilds the screen.
  var restorationIdentity: String? { get }
}

extension Screen {
  /// The type's name without a `Screen` or `ViewController` suffix.
  ///
  /// - Complexity: O(1) after the first screen of its type: the name is worked out once per type.
  public var screenName: String { ScreenTypeNames.name(of: type(of: self)) }

  /// An empty title.
  public var screenTitle: String { "" }

  /// None: a tab shows the screen's title.
  public var tabItem: TabItem? { nil }

  /// `false`: sheets can be pulled down unless a screen says otherwise.
  public var refusesInteractiveDismissal: Bool { false }

  /// None: no popover points at this screen's views.
  public var popoverAnchors: Set<String> { [] }

  /// None: the name and title are enough to restore the screen.
  public var restorationIdentity: String? { nil }
}
