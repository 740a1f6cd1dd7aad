#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIStandIn
#endif

/// A SwiftUI view showing what a UIKitHost drives: a UIKit-hosted navigator inside a
/// SwiftUI app (a `UIViewControllerRepresentable`).
///
/// ```swift
/// @main struct ShopApp: App {
///   @State private var app = ShopNavigation()   // holds the container and the Navigator over its host
///   var body: some Scene {
///     WindowGroup { UIKitHostView(container: app.container) }
///   }
/// }
/// ```
///
/// The view returns the app's UIKitHostContainerController, the very instance, so what
/// the host installed in it survives SwiftUI's re-renders and a removal followed by a new
/// appearance. SwiftUI adds it to its own window as a child controller; everything inside it
/// is UIKit's: stacks, tabs and presentations are the host's containers, and what a person
/// does there reaches the navigator through the host. SwiftUI screens inside it are drawn
/// through SceneRouterUIKit/UIKitHost/drawScreens(with:), so one navigator drives both.
@MainActor
public struct UIKitHostView: UIViewControllerRepresentable {
  /// The container the view shows.
  public let container: UIKitHostContainerController

  /// Creates the view of a UIKit host's container.
  ///
  /// - Parameter container: The container whose host the app's navigator performs its steps on.
  public init(container: UIKitHostContainerController) {
    self.container = container
  }

  /// Returns the app's container.
  ///
  /// - Parameter context: SwiftUI's context.
  /// - Returns: The container.
  public func makeUIViewController(context: Context) -> UIKitHostContainerController { container }

  /// Nothing to update: the navigator, not SwiftUI, changes what the host shows.
  ///
  /// - Parameters:
  ///   - uiViewController: The container.
  ///   - context: SwiftUI's context.
  public func updateUIViewController(_ uiViewController: UIKitHostContainerController, context: Context) {}
}

#endif
