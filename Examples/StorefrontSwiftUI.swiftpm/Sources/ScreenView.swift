import SwiftUI
import SceneRouter
import SceneRouterSwiftUI
import StorefrontKit

/// Draws one storefront screen as a list: its content lines, then a button per action (a
/// product page's related products, "Add to wishlist", Login's "Log in as Ana", ...). A
/// tapped action runs as the terminal app and the tests run it; the routers it calls move
/// the navigator, and `NavigationRootView` shows the result.
struct ScreenView: View {
  let screen: any Screen
  let model: NavigationModel
  let tasks: AppTasks
  /// Bumped when this screen's own action finished, so a change it made without navigating
  /// (signing out) is drawn.
  @State private var revision = 0

  var body: some View {
    // Reading the model's snapshot redraws this screen after every navigation change: a
    // product page says "On your wishlist." once the Login sheet closed.
    let _ = model.snapshot
    let _ = revision
    let content = screen as? any StorefrontScreen
    let lines = content?.body ?? []
    let actions = content?.actions ?? []
    List {
      ForEach(lines.indices, id: \.self) { index in
        Text(lines[index])
      }
      ForEach(actions.indices, id: \.self) { index in
        Button {
          run(actions[index])
        } label: {
          Text(actions[index].title)
        }
      }
    }
    .navigationTitle(screen.screenTitle)
  }

  /// Runs an action as one of the app's tasks: "Add to wishlist" may wait for Login.
  private func run(_ action: ScreenAction) {
    tasks.start(action.title) {
      await action.perform()
      revision += 1
    }
  }
}
