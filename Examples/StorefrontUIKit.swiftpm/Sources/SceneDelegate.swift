import UIKit
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterUIKit
import SceneRouterUserNotifications
import StorefrontKit

/// One window of the storefront: `UIKitHost` shows the navigator's screens with UIKit's own
/// tab bar and navigation controllers, and links open through the storefront's deep-link
/// router. The tab bar is sidebar-adaptable: on iPad from iOS 18 a `UITabBarController` in
/// `.tabSidebar` mode whose sidebar a person shows or hides, on iPhone and before iOS 18 a tab bar.
///
/// Every way into the app becomes an `Entry` and opens through the same guards and plans
/// (`StorefrontLinkOpener.open(_:)`, read by `StorefrontKit/DeepLinks/StorefrontEntries.swift`
/// and `StorefrontLinks.swift`):
/// - `storefront://product/42` while the app runs: ``scene(_:openURLContexts:)``; launching the
///   app: `connectionOptions.urlContexts` in ``scene(_:willConnectTo:options:)``;
/// - a widget's URL, the same link marked `?from=widget` (`widgetURL(_:)` in the widget): a
///   widget entry, read by the same table;
/// - the universal link `https://shop.example.com/product/42`: ``scene(_:continue:)`` with an
///   `NSUserActivity` of type `NSUserActivityTypeBrowsingWeb`, or
///   `connectionOptions.userActivities` at launch;
/// - a product seen on another device (Handoff) or found in Spotlight: ``scene(_:continue:)``
///   with an activity of type `StorefrontEntries.productActivity`, which this window publishes
///   for the product on screen (`UserActivityPublisher`);
/// - the Wishlist Quick Action (`UIApplicationShortcutItems` in `AdditionalInfo.plist`):
///   `connectionOptions.shortcutItem` at launch, ``windowScene(_:performActionFor:completionHandler:)``
///   while running;
/// - a tap on a notification: the ``AppDelegate`` hears it and the ``EntryInbox`` hands it here.
///
/// The window's navigation is saved as the storefront's links when UIKit asks for the scene's
/// state (``stateRestorationActivity(for:)``) and restored through the same table, guards and
/// route factories when the scene connects again; what no longer fits is logged.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  /// The storefront shown in ``window``: its routers, services and deep-link router.
  private var storefront: StorefrontWindow?
  /// Keeps the product on screen current as an activity, for Handoff and Spotlight.
  private var currentProduct: UserActivityPublisher?
  /// This window's name among the app's windows (``StorefrontWindows``).
  private var windowID: WindowID?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let host = UIKitHost(window: window)
    let navigator = Navigator(host: host)
    navigator.unhandledErrorHandler = { error in print("Storefront: \(error)") }
    let services = StorefrontServices()
    // Product pages get the router that shows Apple's "Add to Siri" sheet.
    services.makeSiriRouter = { parent, transition in AppSiriRouter(spawnedBy: parent, rootTransition: transition) }
    // Every storefront screen is a model; this table view controller draws it. Two are not
    // drawn here: the Wishlist's removal alert (an alert route) is a UIAlertController the host
    // makes, whose tapped button the host reports; Filters is a page sheet whose
    // sheetPresentationController the host gives its detents (half and full height).
    host.makeViewController = { [weak navigator] screen in
      StorefrontViewController(screen: screen, navigator: navigator, tasks: services.tasks)
    }
    let storefront = StorefrontWindow(navigator: navigator, services: services, tabBarStyle: .sidebarAdaptable)
    self.storefront = storefront
    self.window = window
    let windowID = StorefrontWindows.shared?.connect(session, storefront: storefront)
    self.windowID = windowID

    // The navigation this scene had when it was last disconnected, restored first: queued
    // behind the root like a link, performed when the window is visible.
    if let saved = session.stateRestorationActivity?.savedNavigation {
      let restorer = storefront.restorer
      storefront.tasks.start("restore the window") { [weak navigator] in
        guard let navigator else { return }
        do throws(RestorationError) {
          let report = try await restorer.restore(saved, in: navigator)
          for dropped in report.dropped { print("Storefront: not restored: \(dropped)") }
        } catch {
          print("Storefront: \(error)")
        }
      }
    }

    // The product on screen, printed as its web link (which opens the web page on a device
    // without the app) and its id, which StorefrontEntries reads back.
    currentProduct = UserActivityPublisher(
      navigator: navigator, activityType: StorefrontEntries.productActivity, eligibleForSearch: true
    ) { screen in
      (screen as? ProductScreen).map { StorefrontRoute.product($0.viewModel.product.id) }
    } link: { route throws(DeepLinkError) in
      guard let url = route.webURL else { throw .unprintableRoute(route.description) }
      return url
    } configure: { [services] activity, route in
      guard case .product(let id) = route else { return }
      activity.title = services.catalog.product(id)?.name
      activity.userInfo?["id"] = String(id)
    }

    // A link or a universal link that launched the app, handed over before the window is
    // visible: the host is not ready yet, so the navigator keeps it in its queue, behind the
    // root, and opens it when makeKeyAndVisible() shows the window. No delay to guess.
    for context in connectionOptions.urlContexts {
      open(context.url)
    }
    for activity in connectionOptions.userActivities {
      // A window another window asked for, to show a route: opened through the registry.
      if activity.activityType == StorefrontWindows.windowActivityType, let windows = StorefrontWindows.shared,
        let windowID, let request = WindowRequest(userInfo: activity.userInfo ?? [:])
      {
        Task {
          do throws(WindowRoutingError) {
            print("Storefront: \(try await windows.registry.open(request, in: windowID))")
          } catch {
            print("Storefront: \(error)")
          }
        }
      } else {
        continueActivity(activity)
      }
    }
    // A Quick Action that launched the app, and notification taps (waiting ones first).
    if let shortcutItem = connectionOptions.shortcutItem {
      open(Entry(shortcutItem))
    }
    EntryInbox.shared.deliver { [weak self] entry in self?.open(entry) }
    window.makeKeyAndVisible()
  }

  /// The window's navigation as the storefront's links, for UIKit to give back when the scene
  /// connects again.
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    guard let storefront else { return nil }
    let activity = NSUserActivity(activityType: "com.example.scenerouter.StorefrontUIKit.window")
    activity.savedNavigation = storefront.restorer.save(storefront.navigator).data
    return activity
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    for context in URLContexts {
      route(context.url)
    }
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    guard let windowID, let windows = StorefrontWindows.shared else { return }
    do throws(WindowRoutingError) {
      try windows.registry.activate(windowID)
    } catch {
      print("Storefront: \(error)")
    }
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    guard let windowID else { return }
    StorefrontWindows.shared?.disconnect(windowID)
  }

  /// Sends a link that came in while the app runs to the window that shows its product
  /// already, else to the active window (``StorefrontWindows``).
  private func route(_ url: URL) {
    guard let windows = StorefrontWindows.shared else { return open(url) }
    Task {
      do throws(WindowRoutingError) {
        print("Storefront: \(try await windows.registry.open(url))")
      } catch {
        print("Storefront: \(error)")
      }
    }
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    open(Entry(shortcutItem), completion: completionHandler)
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    continueActivity(userActivity)
  }

  /// Opens an activity as an entry: a universal link (`NSUserActivityTypeBrowsingWeb`), a
  /// product's Spotlight or Handoff activity (`StorefrontEntries.productActivity`, `id`), or a
  /// product's Siri shortcut (``AppSiriRouter/activityType``, read by its web link) — all
  /// through the same guards and plans as a typed link.
  private func continueActivity(_ activity: NSUserActivity) {
    open(Entry(activity))
  }

  /// Opens a link as one navigation request, after the links before it. A link that is not
  /// the storefront's, or names a product it does not sell, changes nothing and is logged. A
  /// widget's link says so in its query (`?from=widget`), which the table ignores.
  private func open(_ url: URL) {
    let fromWidget = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
      .contains { $0.name == "from" && $0.value == "widget" } ?? false
    open(fromWidget ? .widget(url) : .link(url))
  }

  /// Opens an entry as one navigation request, after those before it; a refusal is logged.
  ///
  /// - Parameters:
  ///   - entry: What came in.
  ///   - completion: Told whether it opened (a Quick Action's completion handler).
  private func open(_ entry: Entry, completion: @escaping (Bool) -> Void = { _ in }) {
    guard let storefront else { return completion(false) }
    // The task holds the opener, not the window's storefront: a link waiting for Login
    // must not keep a closed window alive.
    let opener = storefront.linkOpener
    storefront.tasks.start("open \(entry)") {
      do throws(StorefrontLinkError) {
        try await opener.open(entry)
        completion(true)
      } catch {
        print("Storefront: \(error)")
        completion(false)
      }
    }
  }
}
