#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import SceneRouter

/// A view controller showing a `Screen` that is not a view controller itself, such as a
/// screen model the app draws with its own views, or a test double.
///
/// ``UIKitHost`` wraps such screens in one of these (subclass it to add views); it forwards its
/// appearance callbacks to screens that adopt `AppearanceObserving` and takes the
/// screen's title and its refusal of interactive dismissal.
@MainActor
open class ScreenHostingController: UIViewController, ScreenShowing {
  /// The screen shown.
  public let screen: any Screen

  /// Creates a controller showing a screen.
  ///
  /// - Parameter screen: The screen.
  public init(screen: any Screen) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
    takeScreenAttributes()
  }

  /// Not supported: hosting controllers are made in code.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// Forwards `viewDidLoad` to the screen.
  open override func viewDidLoad() {
    super.viewDidLoad()
    forwardAppearance(.didLoad)
  }

  /// Takes the screen's title and refusal of interactive dismissal again, and forwards
  /// `viewWillAppear(_:)` to the screen.
  ///
  /// - Parameter animated: Whether the change is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    forwardAppearance(.willAppear)
  }

  /// Forwards `viewDidAppear(_:)` to the screen.
  ///
  /// - Parameter animated: Whether the change was animated.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    forwardAppearance(.didAppear)
  }

  /// Forwards `viewWillDisappear(_:)` to the screen.
  ///
  /// - Parameter animated: Whether the change is animated.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    forwardAppearance(.willDisappear)
  }

  /// Forwards `viewDidDisappear(_:)` to the screen.
  ///
  /// - Parameter animated: Whether the change was animated.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    forwardAppearance(.didDisappear)
  }

}

#endif
