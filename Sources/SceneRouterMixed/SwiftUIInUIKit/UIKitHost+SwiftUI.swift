#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIStandIn
#endif
public import SceneRouter
public import SceneRouterUIKit

extension UIKitHost {
  /// Draws every screen that is not a view controller itself with a SwiftUI view, each in
  /// a SwiftUIScreenController; screens that are view controllers are shown as they are.
  ///
  /// ```swift
  /// let host = UIKitHost(window: window)
  /// host.drawScreens { screen in
  ///   switch screen {
  ///   case let product as ProductScreen: ProductView(viewModel: product.viewModel)
  ///   default: Text(verbatim: screen.screenName)
  ///   }
  /// }
  /// navigator = Navigator(host: host)
  /// ```
  ///
  /// This replaces the host's `makeViewController`; set that yourself to mix SwiftUI
  /// screens with other hosting controllers.
  ///
  /// - Parameter content: The SwiftUI view of one screen.
  public func drawScreens<Content: View>(@ViewBuilder with content: @escaping @MainActor (any Screen) -> Content) {
    makeViewController = { screen in SwiftUIScreenController(screen: screen, rootView: content(screen)) }
  }
}

#endif
