// Written for these tests: the window's first screen comes from the storyboard.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let list = storyboard.instantiateViewController(withIdentifier: "ListOrdersViewController")
    window?.rootViewController = UINavigationController(rootViewController: list)
  }
}
