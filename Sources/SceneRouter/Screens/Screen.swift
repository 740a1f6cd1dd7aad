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
/// the screen weakly: the containers that show a screen decide how long it lives.
@MainActor
public protocol Screen: AnyObject {
  /// The screen's kind as it appears in snapshots and error messages, such as `Product`.
  ///
  /// The default is the type's name without a `Screen` or `ViewController` suffix.
  var screenName: String { get }

  /// What the screen shows as its title, such as a product's name; empty by default.
  var screenTitle: String { get }

  /// Whether a person is kept from dismissing this screen's sheet by pulling it down
  /// (UIKit's `isModalInPresentation`); `false` by default.
  var refusesInteractiveDismissal: Bool { get }

  /// What restoring this screen needs besides its name and title, such as the identifier
  /// of the product it shows; nil (the default) when the name and title are enough.
  ///
  /// Snapshots carry it (``NavigationSnapshot/restorationIdentities``), and
  /// ``NavigationPlan``'s `init(restoring:makeScreen:)` hands it
  /// back to the closure that rebuilds the screen.
  var restorationIdentity: String? { get }

  /// The router that routes from this screen and closes it, when the screen names it; nil
  /// (the default) leaves the wiring to you.
  ///
  /// A screen that returns its router here is wired by the navigator: whenever the screen
  /// is shown — by a route, a plan, a root layout or tab, a restored snapshot — it becomes
  /// the router's ``DefaultRouter/root`` before any callback runs, and stops being it if the
  /// request is refused. Opening the screen with a transition other than the router's
  /// ``DefaultRouter/rootTransition`` is refused with
  /// ``NavigationError/invalidTransition(_:)``, so what opens it and what closes it cannot
  /// drift apart.
  ///
  /// ```swift
  /// final class ProductScreen: Screen {
  ///   let viewModel: ProductViewModel
  ///   var managingRouter: DefaultRouter? { viewModel.router }
  /// }
  /// ```
  var managingRouter: DefaultRouter? { get }
}

extension Screen {
  /// The type's name without a `Screen` or `ViewController` suffix.
  public var screenName: String {
    var name = String(describing: type(of: self))
    for suffix in ["ViewController", "Screen"] where name.hasSuffix(suffix) && name.count > suffix.count {
      name.removeLast(suffix.count)
      break
    }
    return name
  }

  /// An empty title.
  public var screenTitle: String { "" }

  /// `false`: sheets can be pulled down unless a screen says otherwise.
  public var refusesInteractiveDismissal: Bool { false }

  /// None: the name and title are enough to restore the screen.
  public var restorationIdentity: String? { nil }

  /// None: routers are tied to this screen by hand (``DefaultRouter/managing(_:)``,
  /// ``Router/route(to:managedBy:completion:)``).
  public var managingRouter: DefaultRouter? { nil }
}
