import UIKit
import SceneRouter
import SceneRouterUIKit
import StorefrontKit

/// One window of the storefront: `UIKitHost` shows the navigator's screens with UIKit's own
/// tab bar and navigation controllers, and links open through the storefront's deep-link
/// router.
///
/// Links arrive three ways, and all three open the same route through the same table
/// (`StorefrontKit/DeepLinks/StorefrontLinks.swift`):
/// - `storefront://product/42` while the app runs: ``scene(_:openURLContexts:)``;
/// - the same link launching the app: `connectionOptions.urlContexts` in
///   ``scene(_:willConnectTo:options:)``;
/// - the universal link `https://shop.example.com/product/42`: ``scene(_:continue:)`` with an
///   `NSUserActivity` of type `NSUserActivityTypeBrowsingWeb`, or
///   `connectionOptions.userActivities` at launch.
///
/// The window's navigation is saved as the storefront's links when UIKit asks for the scene's
/// state (``stateRestorationActivity(for:)``) and restored through the same table, guards and
/// route factories when the scene connects again; what no longer fits is logged.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  /// The storefront shown in ``window``: its routers, services and deep-link router.
  private var storefront: StorefrontWindow?
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
    let storefront = StorefrontWindow(navigator: navigator, services: services)
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

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    continueActivity(userActivity)
  }

  /// Opens an activity as an entry: a universal link (`NSUserActivityTypeBrowsingWeb`), a
  /// product's Spotlight or Handoff activity (`StorefrontEntries.productActivity`, `id`), or a
  /// product's Siri shortcut (``AppSiriRouter/activityType``, read by its web link) — all
  /// through the same guards and plans as a typed link.
  private func continueActivity(_ activity: NSUserActivity) {
    let entry = Entry(activity)
    start("open \(entry)") { opener throws(StorefrontLinkError) in try await opener.open(entry) }
  }

  /// Opens a link as one navigation request, after the links before it. A link that is not
  /// the storefront's, or names a product it does not sell, changes nothing and is logged.
  private func open(_ url: URL) {
    start("open \(url.absoluteString)") { opener throws(StorefrontLinkError) in try await opener.open(url) }
  }

  /// Runs one opening as a task of the storefront's, after those before it; a refusal is logged.
  private func start(
    _ label: String, _ body: @escaping @MainActor (StorefrontLinkOpener) async throws(StorefrontLinkError) -> Void
  ) {
    guard let storefront else { return }
    // The task holds the opener, not the window's storefront: a link waiting for Login
    // must not keep a closed window alive.
    let opener = storefront.linkOpener
    storefront.tasks.start(label) {
      do throws(StorefrontLinkError) {
        try await body(opener)
      } catch {
        print("Storefront: \(error)")
      }
    }
  }
}
