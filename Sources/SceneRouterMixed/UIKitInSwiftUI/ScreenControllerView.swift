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

/// A SwiftUI view showing a screen that is a UIKit view controller, for screens that
/// NavigationModel shows inside SwiftUI (a `UIViewControllerRepresentable`).
///
/// ```swift
/// NavigationRootView(model: model) { screen in
///   if let controller = screen as? UIViewController & Screen {
///     ScreenControllerView(controller: controller)
///   } else {
///     ScreenView(screen)
///   }
/// }
/// ```
///
/// The view shows that very controller instance, so its state survives SwiftUI's
/// re-renders. The controller must not push or present by itself: inside SwiftUI it has no
/// UIKit container; its router asks the navigator, and the model shows the destination.
@MainActor
public struct ScreenControllerView: UIViewControllerRepresentable {
  /// The screen's view controller.
  public let controller: UIViewController
  private let screen: any Screen

  /// Creates the view of a screen's view controller.
  ///
  /// The controller may be an existential (`screen as? UIViewController & Screen`): Swift opens it.
  ///
  /// - Parameter controller: The controller, the screen the navigator knows.
  public init(controller: some UIViewController & Screen) {
    self.controller = controller
    screen = controller
  }

  /// Returns the screen's own controller.
  ///
  /// - Parameter context: SwiftUI's context.
  /// - Returns: The controller.
  public func makeUIViewController(context: Context) -> UIViewController { controller }

  /// Takes the screen's title again.
  ///
  /// - Parameters:
  ///   - uiViewController: The controller.
  ///   - context: SwiftUI's context.
  public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
    uiViewController.title = screen.screenTitle
  }
}

#endif
