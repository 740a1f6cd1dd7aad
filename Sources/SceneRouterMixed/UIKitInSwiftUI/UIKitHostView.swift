#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
#if canImport(SwiftUI)
public import SwiftUI
#else
public import SwiftUIStandIn
#endif
public import SceneRouterUIKit

/// A SwiftUI view showing a window that UIKitHost drives: a UIKit-hosted navigator
/// inside a SwiftUI app (a `UIViewControllerRepresentable`).
///
/// ```swift
/// @main struct ShopApp: App {
///   @State private var app = ShopNavigation()   // holds the UIKitHost and its Navigator
///   var body: some Scene {
///     WindowGroup { UIKitHostView(host: app.host) }
///   }
/// }
/// ```
///
/// The view shows a UIKitHostContainerController holding the host's window. Everything
/// inside it is UIKit's: stacks, tabs and presentations are the host's containers, and what a
/// person does there reaches the navigator through the host. SwiftUI screens inside it are
/// drawn through SceneRouterUIKit/UIKitHost/drawScreens(with:), so one navigator drives both.
@MainActor
public struct UIKitHostView: UIViewControllerRepresentable {
  /// The host whose window the view shows.
  public let host: UIKitHost

  /// Creates the view of a UIKit host's window.
  ///
  /// - Parameter host: The host, the one the app's navigator performs its steps on.
  public init(host: UIKitHost) {
    self.host = host
  }

  /// Makes the container that holds the host's window.
  ///
  /// - Parameter context: SwiftUI's context.
  /// - Returns: The container.
  public func makeUIViewController(context: Context) -> UIKitHostContainerController {
    UIKitHostContainerController(host: host)
  }

  /// Nothing to update: the navigator, not SwiftUI, changes what the host shows.
  ///
  /// - Parameters:
  ///   - uiViewController: The container.
  ///   - context: SwiftUI's context.
  public func updateUIViewController(_ uiViewController: UIKitHostContainerController, context: Context) {}

  /// Takes the host's window out of the container when SwiftUI removes the view.
  ///
  /// - Parameters:
  ///   - uiViewController: The container.
  ///   - coordinator: SwiftUI's coordinator (none).
  public static func dismantleUIViewController(_ uiViewController: UIKitHostContainerController, coordinator: Void) {
    uiViewController.releaseWindow()
  }
}
