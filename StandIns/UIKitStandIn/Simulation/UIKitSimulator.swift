import Foundation

/// The device around a stand-in window: it finishes animations when a test says so and
/// plays the person who taps, swipes and pulls sheets down. Not part of UIKit; the
/// adapter never uses it (a test checks), only tests do.
///
/// ```swift
/// let window = UIWindow(frame: .zero)
/// let device = UIKitSimulator(window: window)
/// device.completesAnimationsAutomatically = false
/// nav.pushViewController(detail, animated: true)   // in flight
/// device.finishAnimations()                         // viewDidAppear, didShow
/// ```
///
/// Each window has its own simulator, so tests that run side by side never share one.
@MainActor
public final class UIKitSimulator {
  /// Whether animations end as soon as they start; when false each stays in flight
  /// until ``finishAnimations()`` or ``finishNextAnimation()``. True by default.
  public var completesAnimationsAutomatically = true
  /// What `.automatic` presents as: `.pageSheet` before iOS 18, `.formSheet` from iOS 18
  /// (rule 23); `.pageSheet` by default.
  public var automaticPresentationStyle: UIModalPresentationStyle = .pageSheet
  /// Whether a navigation controller's delegate hears `navigationController(_:willShow:animated:)`
  /// and `didShow` for its top view controller when the navigation controller first appears
  /// (a window's root shown, a tab selected for the first time, a presentation). UIKit does so
  /// in practice; Apple's pages do not say it, so tests try both. False by default.
  public var tellsNavigationDelegateOnFirstAppearance = false
  /// Whether a tap on a tab of a tab bar controller without `tabs` is reported only through
  /// the `UITab` delegate methods (`tabBarController(_:shouldSelectTab:)`,
  /// `tabBarController(_:didSelectTab:previousTab:)`, iOS 18), the tapped view controller
  /// wrapped in a `UITab` made for the tap, and never through the view-controller forms
  /// (`shouldSelect`, `didSelect`). iOS 27 no longer calls the view-controller form for
  /// some taps (issue 45; Apple's pages do not say which), so tests try both. A tab bar
  /// controller with `tabs` always hears the `UITab` forms. False by default.
  public var reportsTabTapsThroughUITabsOnly = false
  /// Messages UIKit would write to the console, such as "Attempt to present … which is
  /// already presenting …".
  public private(set) var console: [String] = []
  /// Exceptions UIKit would raise (`NSInvalidArgumentException: …`); the stand-in records
  /// them and leaves everything unchanged instead of crashing.
  public private(set) var exceptions: [String] = []

  /// The window whose person this simulator plays.
  public private(set) weak var window: UIWindow?
  private var pending: [@MainActor () -> Void] = []

  /// Creates the simulator of a window.
  ///
  /// - Parameter window: The window; it keeps the simulator.
  public init(window: UIWindow) {
    self.window = window
    window.simulator = self
  }

  private init() {}

  /// Animations started and not yet finished.
  public var pendingAnimationCount: Int { pending.count }

  /// Finishes every animation in flight, including those started while finishing.
  ///
  /// - Returns: How many animations were finished.
  @discardableResult
  public func finishAnimations() -> Int {
    var count = 0
    while !pending.isEmpty {
      pending.removeFirst()()
      count += 1
    }
    return count
  }

  /// Finishes the oldest animation in flight.
  ///
  /// - Throws: ``UIKitSimulatorError`` when nothing is in flight.
  public func finishNextAnimation() throws(UIKitSimulatorError) {
    guard !pending.isEmpty else { throw UIKitSimulatorError("finish an animation", "no animation is in flight") }
    pending.removeFirst()()
  }

  /// Ends the window's scene, as the system does when it disconnects it: every
  /// presentation ends and every animation in flight is dropped, with no callback, and the
  /// window keeps only its root. Call it before dropping a window that may be presenting.
  ///
  /// UIKit keeps a presentation alive while it is shown: its presentation controller holds
  /// the presenting and the presented controller strongly (rule 54; `presentingViewController`
  /// and `presentedViewController` are `strong` in `UIPresentationController.h`), so the
  /// presenter and the presented controller keep each other alive until the presentation
  /// ends. A window released while presenting therefore leaves both alive, in UIKit as in
  /// the stand-in; a test that drops its window ends its presentations here first.
  public func disconnectScene() {
    pending.removeAll()
    window?.rootViewController?.endPresentationsForDisconnection()
  }

  // MARK: - Internal

  /// Windows without a simulator, and views outside any window, finish animations at once.
  static let detached: UIKitSimulator = {
    let simulator = UIKitSimulator()
    return simulator
  }()

  private static var scopes: [UIKitSimulator] = []

  /// The simulator of the transition whose animator is running, for `UIView.animate`.
  static var current: UIKitSimulator { scopes.last ?? detached }

  static func simulator(for window: UIWindow?) -> UIKitSimulator { window?.simulator ?? detached }

  func withScope(_ body: () -> Void) {
    Self.scopes.append(self)
    body()
    Self.scopes.removeLast()
  }

  /// The interactive transitions whose animator is running, innermost last.
  private static var interactions: [StandInContextTransitioning] = []

  /// Runs an interactive transition's animator: the animations it starts end only when the
  /// person lets go (UIKit runs them paused, driven by the interaction).
  func withInteraction(_ context: StandInContextTransitioning, _ body: () -> Void) {
    Self.interactions.append(context)
    withScope(body)
    Self.interactions.removeLast()
  }

  func schedule(_ finish: @escaping @MainActor () -> Void) {
    if let context = Self.interactions.last, context.holdsAnimations {
      context.hold(finish)
      return
    }
    if completesAnimationsAutomatically || self === Self.detached {
      finish()
    } else {
      pending.append(finish)
    }
  }

  func log(_ message: String) { console.append(message) }

  func raise(_ name: String, _ reason: String) { exceptions.append("\(name): \(reason)") }
}
