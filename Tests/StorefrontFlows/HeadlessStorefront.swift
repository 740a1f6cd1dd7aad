import SceneRouter
import SceneRouterHeadless
import StorefrontKit

/// The app exactly as `StorefrontApp` builds it, on the headless host.
@MainActor
package struct HeadlessStorefront: StorefrontDriver {
  /// The app: its navigator over a headless host, its routers and services.
  package let app = StorefrontApp()

  /// Builds the app with its tabs shown.
  package init() {}

  package var navigator: Navigator { app.navigator }
  package var services: StorefrontServices { app.services }
  package var hostSnapshot: NavigationSnapshot { app.host.snapshot }
  package func tapTab(_ index: Int) throws { try app.host.tapTab(index) }
  package func tapBack() throws { try app.host.tapBack() }
  package func swipeBack() throws { try app.host.swipeBack() }
  package func pullDownSheet() throws { try app.host.pullDownSheet() }
  package func chooseAlertAction(_ index: Int) throws { try app.host.chooseAlertAction(index) }
  package func dragSheet(toDetent detent: String) throws { try app.host.dragSheet(toDetent: detent) }
}
