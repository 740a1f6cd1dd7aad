import UIKit
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterUIKit
import StorefrontKit

/// The app's windows (iPad and Mac show several): each scene's storefront registered under its
/// session's identifier, the foreground one active, and a link that comes in sent to the window
/// that shows its product already, else to the active window.
final class StorefrontWindows {
  /// The one registry of the app, made when the app launches.
  static private(set) var shared: StorefrontWindows?

  /// The registry of every window's navigator.
  let registry: WindowNavigators<StorefrontRoute>
  /// Opens and brings forward scenes through UIKit.
  let opener: UIKitWindowOpener
  /// The sessions of the connected scenes, by window.
  private var sessions: [WindowID: UISceneSession] = [:]

  /// The type of the user activity that asks a new scene for a route.
  static let windowActivityType = "com.example.scenerouter.StorefrontUIKit.open"

  private init(application: UIApplication) {
    registry = WindowNavigators(policy: .windowShowingRoute(otherwise: .activeWindow)) { screen, navigator in
      StorefrontWindow.route(of: screen, in: navigator)
    } link: { route throws(DeepLinkError) in
      try StorefrontWindow.link(for: route)
    } resolve: { url, _ throws(DeepLinkError) in
      try StorefrontWindow.route(forLink: url)
    }
    opener = UIKitWindowOpener(application: application, activityType: Self.windowActivityType) { id in
      StorefrontWindows.shared?.sessions[id]
    }
    opener.failureHandler = { error in print("Storefront: \(error)") }
    registry.opener = opener
    registry.observe(opener) { event in print("Storefront windows: \(event)") }
  }

  /// Makes the registry, once, when the app launches.
  ///
  /// - Parameter application: The application.
  static func launch(_ application: UIApplication) {
    if shared == nil { shared = StorefrontWindows(application: application) }
  }

  /// Registers a connected scene's storefront; returns its window's name.
  func connect(_ session: UISceneSession, storefront: StorefrontWindow) -> WindowID {
    let id = WindowID(session.persistentIdentifier)
    sessions[id] = session
    if let links = storefront.linkRouter {
      do throws(WindowRoutingError) {
        try registry.register(id, navigator: storefront.navigator, links: links)
      } catch {
        print("Storefront: \(error)")
      }
    }
    return id
  }

  /// Removes a disconnected scene's window.
  func disconnect(_ id: WindowID) {
    sessions[id] = nil
    do throws(WindowRoutingError) {
      try registry.remove(id)
    } catch {
      print("Storefront: \(error)")
    }
  }
}
