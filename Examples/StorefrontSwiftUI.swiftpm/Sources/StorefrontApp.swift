import Foundation
import SwiftUI
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterSwiftUI
import StorefrontKit
import UserNotifications

/// The storefront as a SwiftUI app: one window whose navigation SceneRouter's
/// `NavigationModel` holds and `NavigationRootView` draws (a `TabView` of two
/// `NavigationStack`s, with sheets for Login and the Siri shortcut). The tab view is
/// sidebar-adaptable: on iPad from iOS 18 a person shows the tabs in a sidebar, on iPhone and
/// before iOS 18 they are a tab bar.
///
/// Every way in becomes an `Entry` and opens through the storefront's deep-link router, from
/// the same tables as the UIKit app and the terminal (`StorefrontKit/DeepLinks`):
/// `storefront://product/42` and a widget's `storefront://product/42?from=widget` through
/// `onOpenURL`; the universal link `https://shop.example.com/product/42` through
/// `onContinueUserActivity` with `NSUserActivityTypeBrowsingWeb` (SwiftUI may hand a universal
/// link to `onOpenURL` instead; both end in the same ``Storefront/open(_:)-(Entry)``); a product
/// seen on another device or found in Spotlight through `onContinueUserActivity` with
/// `StorefrontEntries.productActivity`, which the window advertises for the product on screen
/// (`userActivity(_:element:_:)`); a notification tap through ``NotificationTaps``. The window's
/// navigation survives a relaunch through its scene storage (``NavigationSaving``).
///
/// Quick Actions are the UIKit app's only: SwiftUI has no modifier for them, and taking them
/// needs a scene delegate of the app's own (`UIApplicationDelegate`'s scene configuration),
/// which a SwiftUI app cannot add without taking over what SwiftUI's scene does.
@main
struct StorefrontApp: App {
  /// The window's storefront, made once for the app's lifetime.
  @State private var storefront = Storefront()
  /// The notification center's delegate, set before launch finishes.
  private let notificationTaps = NotificationTaps()

  init() {
    UNUserNotificationCenter.current().delegate = notificationTaps
  }

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
      .onContinueUserActivity(StorefrontEntries.productActivity) { activity in
        storefront.open(
          .userActivity(
            activity.activityType, webpageURL: activity.webpageURL, payload: Entry.textPayload(activity.userInfo ?? [:])))
      }
      .userActivity(StorefrontEntries.productActivity, element: storefront.currentProduct) { route, activity in
        guard case .product(let id) = route else { return }
        activity.webpageURL = route.webURL
        activity.userInfo = ["id": String(id)]
        activity.isEligibleForHandoff = true
        activity.isEligibleForSearch = true
      }
      .onAppear {
        notificationTaps.deliver { [storefront] entry in storefront.open(entry) }
      }
      // The window's navigation, saved in the scene's storage and restored at the next launch.
      .modifier(NavigationSaving(storefront: storefront))
    }
  }
}
