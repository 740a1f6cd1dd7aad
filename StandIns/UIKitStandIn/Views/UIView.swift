public import Foundation

/// UIKit's `UIView`, reduced to what view-controller transitions touch: a frame, an alpha,
/// a superview and subviews, and block animations.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiview
///
/// Animations never run on a clock here: an animation's block runs at once and its
/// completion runs when the window's ``UIKitSimulator`` finishes the animation.
@MainActor
open class UIView: UIResponder {
  /// Options for animating views (UIKit's `UIView.AnimationOptions`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiview/animationoptions
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates options from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A cross-dissolve from one view to the next.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// How a view resizes when its superview's bounds change (UIKit's `UIView.AutoresizingMask`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  ///
  /// The stand-in lays nothing out: the mask is kept, not applied.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a mask from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The view's width follows its superview's.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The view's height follows its superview's.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }

  /// The view's frame in its superview's coordinates.
  open var frame: CGRect
  /// The view's opacity, from 0 to 1.
  open var alpha: CGFloat = 1
  /// Whether the view is hidden; false by default (a window is hidden until shown). The
  /// stand-in draws nothing, so for a plain view the flag is only kept.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden = false
  /// How the view resizes when its superview's bounds change; empty by default.
  open var autoresizingMask: AutoresizingMask = []
  private weak var parentView: UIView?
  private var childViews: [UIView] = []
  /// Set on a window's own view tree root (the window itself).
  weak var hostingWindow: UIWindow?
  /// The traits the simulator gave this view (a window); nil inherits the superview's.
  var ownTraits: UITraitCollection?
  /// The closures registered with `registerForTraitChanges(_:handler:)`.
  var traitHandlers: [@MainActor (UIView, UITraitCollection) -> Void] = []
  /// A string that identifies the view, for a popover's anchor among others
  /// (UIKit's `UIAccessibilityIdentification`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  open var accessibilityIdentifier: String?

  /// Creates a view with a frame.
  ///
  /// - Parameter frame: The frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// Creates a view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// The view's bounds: its own coordinates, at the origin, with its frame's size.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The view this view is a subview of.
  public var superview: UIView? { parentView }

  /// The view's subviews, back to front.
  public var subviews: [UIView] { childViews }

  /// The window the view is in, if any.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.parentView
    }
    return nil
  }

  /// Adds a view on top of the subviews, removing it from its superview first.
  ///
  /// A child view controller's view entering a visible window makes the child appear
  /// (`viewWillAppear`, `viewDidAppear`), as UIKit forwards appearance to the children of a
  /// custom container whose views it shows.
  ///
  /// - Parameter view: The view to add.
  open func addSubview(_ view: UIView) {
    Self.changingAppearance(in: [view.window, window]) {
      view.detachFromSuperview()
      childViews.append(view)
      view.parentView = self
    }
  }

  /// Removes the view from its superview; a child view controller's view leaving a visible
  /// window makes the child disappear (`viewWillDisappear`, `viewDidDisappear`).
  open func removeFromSuperview() {
    Self.changingAppearance(in: [window]) { detachFromSuperview() }
  }

  /// Whether the view is this view or inside it.
  func isInside(_ ancestor: UIView) -> Bool {
    var view: UIView? = self
    while let current = view {
      if current === ancestor { return true }
      view = current.parentView
    }
    return false
  }

  private func detachFromSuperview() {
    parentView?.childViews.removeAll { $0 === self }
    parentView = nil
  }

  /// Runs a change of the view tree, then the appearance callbacks it causes in each window.
  private static func changingAppearance(in windows: [UIWindow?], _ change: () -> Void) {
    var shown: [UIWindow] = []
    for case let window? in windows where window.isShown && !shown.contains(where: { $0 === window }) {
      shown.append(window)
    }
    let before = shown.map { AppearanceTransaction.visibleControllers(in: $0) }
    change()
    for (window, visible) in zip(shown, before) {
      AppearanceTransaction(
        before: visible, after: AppearanceTransaction.visibleControllers(in: window), order: .standard, animated: false
      ).finish()
    }
  }

  /// Animates changes to views: `animations` runs at once; `completion` runs with `true`
  /// when the animation ends (at once for a duration of 0 or less).
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - animations: The changes.
  ///   - completion: Called when the animation ends.
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    guard duration > 0 else {
      completion?(true)
      return
    }
    UIKitSimulator.current.schedule { completion?(true) }
  }

  /// Runs a transition on a container view: `animations` runs at once; `completion` runs
  /// with `true` when the transition ends.
  ///
  /// - Parameters:
  ///   - view: The container view.
  ///   - duration: The duration in seconds.
  ///   - options: Such as `.transitionCrossDissolve`.
  ///   - animations: The changes.
  ///   - completion: Called when the transition ends.
  open class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    guard duration > 0 else {
      completion?(true)
      return
    }
    UIKitSimulator.simulator(for: view.window).schedule { completion?(true) }
  }
}
