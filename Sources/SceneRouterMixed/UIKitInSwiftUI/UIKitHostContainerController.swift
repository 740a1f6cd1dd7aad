#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif
public import SceneRouterUIKit

/// The view controller a UIKitHostView shows: its view holds the window a
/// UIKitHost drives.
///
/// The host keeps performing every step on its own window; the container only places that
/// window inside SwiftUI's, sized to the container, and shows it when the container's view
/// loads (the host's root then gets its appearance callbacks, as in a scene delegate's
/// `makeKeyAndVisible()`). See MIXED-APPS.md for why the window, not its root, is embedded.
/// The window takes the container's size when the view loads; it does not follow later size
/// changes yet (the UIKit stand-in has no layout callbacks to test that with).
@MainActor
public final class UIKitHostContainerController: UIViewController {
  /// The host whose window the container holds.
  public let host: UIKitHost

  /// Creates a container for a host's window.
  ///
  /// - Parameter host: The host.
  public init(host: UIKitHost) {
    self.host = host
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: containers are made in code.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// Places the host's window in the container's view and shows it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    let window = host.window
    // The container's bounds: its own coordinates, origin at zero.
    window.frame = CGRect(origin: .zero, size: view.frame.size)
    view.addSubview(window)
    window.makeKeyAndVisible()
  }

  /// Whether the container's view holds the host's window now.
  public var holdsWindow: Bool { isViewLoaded && host.window.superview === view }

  /// Takes the host's window out of the container's view.
  func releaseWindow() {
    if holdsWindow { host.window.removeFromSuperview() }
  }
}
