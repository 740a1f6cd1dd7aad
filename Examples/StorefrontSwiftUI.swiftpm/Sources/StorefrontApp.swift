import Foundation
import SwiftUI
import SceneRouterSwiftUI

/// The storefront as a SwiftUI app: one window whose navigation SceneRouter's
/// `NavigationModel` holds and `NavigationRootView` draws (a `TabView` of two
/// `NavigationStack`s, with sheets for Login and the Siri shortcut).
///
/// Links open through the storefront's deep-link router, from the same table as the UIKit
/// app and the terminal (`StorefrontKit/DeepLinks/StorefrontLinks.swift`):
/// `storefront://product/42` through `onOpenURL`, and the universal link
/// `https://shop.example.com/product/42` through `onContinueUserActivity` with
/// `NSUserActivityTypeBrowsingWeb` (SwiftUI may hand a universal link to `onOpenURL` instead;
/// both end in the same ``Storefront/open(_:)``).
@main
struct StorefrontApp: App {
  /// The window's storefront, made once for the app's lifetime.
  @State private var storefront = Storefront()

  var body: some Scene {
    WindowGroup {
      NavigationRootView(model: storefront.model) { screen in
        ScreenView(screen: screen, model: storefront.model, tasks: storefront.window.tasks)
      }
      .onOpenURL { url in
        storefront.open(url)
      }
      .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
        guard let url = activity.webpageURL else { return }
        storefront.open(url)
      }
    }
  }
}
