public import Foundation

/// UIKit's `UIWindow`: the root of a view hierarchy, holding its root view controller.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiwindow
///
/// Setting ``rootViewController`` installs the new root's view and removes the old one's
/// (rule 47); presented controllers are not dismissed (rule 48). Appearance callbacks for
/// a root change go to the old and new roots once the window is visible (rule 49 is
/// undocumented; the stand-in delivers them in the push order).
@MainActor
open class UIWindow: UIView {
  private var root: UIViewController?
  /// Whether ``makeKeyAndVisible()`` was called.
  private(set) var isShown = false
  /// The simulator that finishes this window's animations and plays its person.
  var simulator: UIKitSimulator?
  /// The width the window's split views lay out for, set by the simulator as the width changes,
  /// before the trait-change handlers run; nil until then (the traits' width).
  var layoutSizeClass: UIUserInterfaceSizeClass?

  /// Creates a window with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a window for a scene. The stand-in's scenes hold no windows: the window is
  /// sized zero until its root's view lays out, and shows once made key and visible.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  ///
  /// - Parameter windowScene: The scene the window belongs to.
  public init(windowScene: UIWindowScene) {
    super.init(frame: .zero)
  }

  /// Creates a window from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// The window's root view controller; the window holds it strongly (rule 50).
  open var rootViewController: UIViewController? {
    get { root }
    set { replaceRoot(with: newValue) }
  }

  /// Posted (with the window as the object) when a window becomes visible.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/didbecomevisiblenotification
  public nonisolated static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")

  /// Posted (with the window as the object) when a window becomes hidden.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiwindow/didbecomehiddennotification
  public nonisolated static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")

  /// Whether the window is hidden: true until ``makeKeyAndVisible()`` (or `isHidden = false`)
  /// shows it, as in UIKit. Showing and hiding deliver the appearance callbacks of what the
  /// window shows, then post ``didBecomeVisibleNotification`` or ``didBecomeHiddenNotification``.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiview/ishidden
  open override var isHidden: Bool {
    get { !isShown }
    set { setShown(!newValue) }
  }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    setShown(true)
  }

  private func setShown(_ shown: Bool) {
    guard shown != isShown else { return }
    let before = AppearanceTransaction.visibleControllers(in: self)
    isShown = shown
    let transaction = AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: self), order: .standard, animated: false)
    transaction.finish()
    NotificationCenter.default.post(
      name: shown ? Self.didBecomeVisibleNotification : Self.didBecomeHiddenNotification, object: self)
  }

  private func replaceRoot(with newRoot: UIViewController?) {
    guard newRoot !== root else { return }
    let before = AppearanceTransaction.visibleControllers(in: self)
    if let old = root {
      old.view.removeFromSuperview()
      old.installedWindow = nil
    }
    root = newRoot
    if let newRoot {
      newRoot.installedWindow = self
      addSubview(newRoot.view)
    }
    let transaction = AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: self), order: .standard, animated: false)
    transaction.finish()
  }
}
