// Written for these tests: one mistake of each kind `scenerouter check` finds.
import SceneRouter

final class ProfileRouter: CleanSwiftRouter<any ProfileDataStore> {
  var viewController: ProfileScreen?
  unowned let owner: ProfileScreen

  func routeToSettings(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError) {
    try await route(segue: segue, orInstantiate: "Settings", as: .push)
  }

  func routeToHelp(segue: StoryboardSegue?) async throws(CleanSwiftRoutingError) {
    try await route(segue: segue, orInstantiate: "Help", as: .push, passing: passDataToHelp)
  }

  private func passDataToHelp(source: any ProfileDataStore, destination: inout any HelpDataStore) {
    destination.topic = source.name
  }

  private func passDataToAbout(source: any ProfileDataStore, destination: inout any AboutDataStore) {
    destination.version = source.version
  }
}

final class SettingsViewModel {}

final class SettingsRouter: ViewModelRouter<SettingsViewModel> {
  let viewModel: SettingsViewModel
}

final class ProfileScreen: Screen {}
final class SettingsScreen: Screen {}
final class HelpScreen: Screen {}
final class LostScreen: Screen {}

final class ProfileApp {
  let storyboard = Storyboard(name: "Main")

  init(navigator: Navigator) {
    storyboard.registerSegue("Settings", from: "Profile", to: "Settings", as: .push)
    storyboard.registerSegue("Orphan", from: "Profile", to: "Help", as: .push)
    navigator.setRoot(.stack([ProfileScreen()]))
  }
}
