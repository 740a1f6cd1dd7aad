import SceneRouter
import SceneRouterHeadless

/// Where the article apps send refusals nobody handled: standard error by default; tests
/// record an issue instead.
@MainActor
var articleAppsUnhandledErrorHandler: @MainActor (NavigationError) -> Void = { error in
  Console.error("SceneRouter: \(error)")
}

/// A navigator over a new headless host for one article app.
@MainActor
func makeNavigator() -> (Navigator, HeadlessHost) {
  Navigator.headless { error in articleAppsUnhandledErrorHandler(error) }
}
