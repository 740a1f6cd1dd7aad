import SceneRouter

/// Presents a pop-up confirmation.
@MainActor
public protocol PopUpRoute: AnyObject {
  /// Fades in a pop-up with a message.
  func openPopUp(_ message: String)
}

extension PopUpRoute where Self: AppRouter {
  /// Fades in a pop-up managed by a new router.
  public func openPopUp(_ message: String) {
    let router = AppRouter(spawnedBy: self, rootTransition: .fade)
    route(to: PopUpScreen(message: message, router: router), managedBy: router)
  }
}

extension AppRouter: PopUpRoute {}
