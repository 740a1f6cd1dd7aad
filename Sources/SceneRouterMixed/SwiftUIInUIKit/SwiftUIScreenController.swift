#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIStandIn
#endif
public import SceneRouter
public import SceneRouterUIKit

/// A `UIHostingController` carrying a Screen: how UIKitHost shows a screen that
/// SwiftUI draws, pushed, presented or in a tab like any other view controller.
///
/// The controller forwards UIKit's appearance callbacks to a screen that adopts
/// `AppearanceObserving`, and takes the screen's title and its refusal of interactive
/// dismissal, as `ScreenHostingController` does for screens UIKit draws. Its root view
/// must not hold a `NavigationStack` of its own: the screen's router pushes through the
/// navigator onto the `UINavigationController` that shows it, so one stack has one truth.
///
/// Make the host build one for each screen with SceneRouterUIKit/UIKitHost/drawScreens(with:).
@MainActor
open class SwiftUIScreenController<Content: View>: UIHostingController<Content>, ScreenShowing {
  /// The screen shown.
  public let screen: any Screen

  /// Creates a hosting controller showing a screen with a SwiftUI view.
  ///
  /// - Parameters:
  ///   - screen: The screen, as the navigator knows it.
  ///   - rootView: The SwiftUI view that draws it.
  public init(screen: any Screen, rootView: Content) {
    self.screen = screen
    super.init(rootView: rootView)
    takeScreenAttributes()
  }

  /// Not supported: these controllers are made in code.
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
