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
    let popUp = makePopUp(message)
    route(to: popUp.screen, managedBy: popUp.router)
  }

  /// The pop-up's one factory: the screen and a new router that fades it in and out.
  ///
  /// - Parameter message: The message shown.
  /// - Returns: The pop-up and its router.
  public func makePopUp(_ message: String) -> RoutedScreen<PopUpScreen, AppRouter> {
    let router = AppRouter(spawnedBy: self, rootTransition: .fade)
    return RoutedScreen(PopUpScreen(message: message, router: router), managedBy: router)
  }
}

extension AppRouter: PopUpRoute {}
