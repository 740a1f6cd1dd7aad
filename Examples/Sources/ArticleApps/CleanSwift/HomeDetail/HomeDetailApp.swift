import SceneRouter
import SceneRouterCleanSwift
import SceneRouterHeadless

/// Article 004's app on the headless host: Home in a navigation stack, Detail in the
/// storyboard, a "Detail" segue between them.
@MainActor
final class HomeDetailApp {
  let host: HeadlessHost
  let navigator: Navigator
  let storyboard = Storyboard(name: "Main")
  let home: HomeScreen

  /// - Parameters:
  ///   - inNavigation: false makes Home the window's root with no navigation container.
  ///   - wired: false leaves Home's router without a data store.
  ///   - detail: What the storyboard instantiates as "Detail".
  init(
    inNavigation: Bool = true, wired: Bool = true,
    detail: (@MainActor (Navigator) -> any Screen)? = nil
  ) {
    (navigator, host) = makeNavigator()
    home = HomeScreen(navigator: navigator, storyboard: storyboard, wired: wired)
    let makeDetail = detail ?? { DetailScreen(navigator: $0) }
    storyboard.register(scene: "Detail") { [unowned navigator] in makeDetail(navigator) }
    storyboard.registerSegue("Detail", from: "Home", to: "Detail", as: .push)
    navigator.setRoot(inNavigation ? .stack([home]) : .screen(home))
  }
}
