// Written for these tests in the style of article 003: route ids, a context, parameters,
// and a router that reads the view model to choose the destination.
import UIKit

protocol Router {
  func route(to routeID: String, from context: UIViewController, parameters: Any?)
}

final class LoginViewModel {
  var isPasswordExpired = false
  var email = ""
}

final class LoginRouter: Router {
  weak var viewModel: LoginViewModel?

  func route(to routeID: String, from context: UIViewController, parameters: Any?) {
    switch routeID {
    case "login":
      if viewModel?.isPasswordExpired == true {
        let changePassword = ChangePasswordViewController(email: viewModel?.email ?? "")
        context.present(changePassword, animated: true)
      } else {
        let home = HomeViewController()
        context.navigationController?.setViewControllers([home], animated: true)
        context.view.window?.rootViewController = home
      }
    case "signUp":
      context.performSegue(withIdentifier: "SignUp", sender: parameters)
    case "forgotPassword":
      let storyboard = UIStoryboard(name: "Login", bundle: nil)
      let forgot = storyboard.instantiateViewController(withIdentifier: "ForgotPasswordViewController")
      context.navigationController?.pushViewController(forgot, animated: true)
    default:
      break
    }
  }
}

final class LoginViewController: UIViewController {
  let viewModel = LoginViewModel()
  lazy var router: Router = {
    let router = LoginRouter()
    router.viewModel = viewModel
    return router
  }()

  @IBAction func loginTapped() { router.route(to: "login", from: self, parameters: nil) }
}

final class ChangePasswordViewController: UIViewController {
  init(email: String) { super.init(nibName: nil, bundle: nil) }
}

final class HomeViewController: UIViewController {}
