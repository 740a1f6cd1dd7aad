import SceneRouter

/// One thing a person can do on the screen on top: a title and what it does. It returns a
/// message to show, or nil.
struct ArticleAction {
  let title: String
  let perform: @MainActor () async throws -> String?
}

/// An article's app as the terminal drives it: its navigator and host, and the actions of
/// the screen on top.
@MainActor
protocol ArticleConsoleApp: AnyObject {
  var navigator: Navigator { get }
  var host: HeadlessHost { get }
  /// The actions of the screen on top, in the order they are numbered.
  func actions() -> [ArticleAction]
  /// Lines the screen on top shows besides its title, such as the list of orders.
  func content() -> [String]
}

import SceneRouterHeadless
