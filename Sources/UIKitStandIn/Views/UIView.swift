public import Foundation

/// UIKit's `UIView`, reduced to what view-controller transitions touch: a frame, an alpha,
/// a superview and subviews, and block animations.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiview
///
/// Animations never run on a clock here: an animation's block runs at once and its
/// completion runs when the window's ``UIKitSimulator`` finishes the animation.
@MainActor
open class UIView: NSObject {
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

  /// The view's frame in its superview's coordinates.
  open var frame: CGRect
  /// The view's opacity, from 0 to 1.
  open var alpha: CGFloat = 1
  private weak var parentView: UIView?
  private var childViews: [UIView] = []
  /// Set on a window's own view tree root (the window itself).
  weak var hostingWindow: UIWindow?

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
  /// - Parameter view: The view to add.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    childViews.append(view)
    view.parentView = self
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    parentView?.childViews.removeAll { $0 === self }
    parentView = nil
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
