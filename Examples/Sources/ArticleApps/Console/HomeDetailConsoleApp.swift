import SceneRouter
import SceneRouterHeadless

/// Article 004's Home → Detail in a terminal: a message typed on Home reaches Detail by
/// segue or in code, and comes back.
@MainActor
final class HomeDetailConsoleApp: ArticleConsoleApp {
  let app = HomeDetailApp()
  private var nextMessage = 0
  private static let messages = ["Hello from Home", "Routers pass data", "Clean Swift"]

  var navigator: Navigator { app.navigator }
  var host: HeadlessHost { app.host }

  func content() -> [String] {
    switch navigator.topMostScreen {
    case let home as HomeScreen: ["Message: \(home.interactor.message.isEmpty ? "(none)" : home.interactor.message)"]
    case let detail as DetailScreen: ["Message: \(detail.interactor.message)"]
    default: []
    }
  }

  func actions() -> [ArticleAction] {
    switch navigator.topMostScreen {
    case let home as HomeScreen:
      let message = Self.messages[nextMessage % Self.messages.count]
      return [
        ArticleAction(title: "Type '\(message)'") { [weak self] in
          self?.nextMessage += 1
          home.interactor.message = message
          return nil
        },
        ArticleAction(title: "Open Detail (segue)") { [app] in
          try await app.storyboard.triggerSegue(withIdentifier: "Detail", from: home, on: app.navigator)
          return nil
        },
        ArticleAction(title: "Open Detail (in code)") {
          try await home.router?.routeToDetail(segue: nil)
          return nil
        },
      ]
    case let detail as DetailScreen:
      return [
        ArticleAction(title: "Append '!' to the message") {
          detail.interactor.message += "!"
          return nil
        },
        ArticleAction(title: "Back to Home with the message") {
          try await detail.router.routeBackToHome()
          return nil
        },
      ]
    default:
      return []
    }
  }
}
