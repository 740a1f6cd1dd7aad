import SceneRouter
import SceneRouterHeadless
import SceneRouterSwiftUI
import StorefrontKit
import Testing

/// Article 002's Shop and Wishlist app (StorefrontKit's screens, view models, routers and
/// route protocols) in one window over any host, built the way `StorefrontApp` builds it.
@MainActor
final class StorefrontWindow {
  /// What a person does, said once and performed on either host.
  enum PersonAction {
    case tapTab(Int)
    case tapBack
    case swipeBack
    case pullDownSheet
  }

  let services = StorefrontServices()
  let navigator: Navigator
  let headless: HeadlessHost?
  let model: NavigationModel?
  /// Actions started and left waiting for a person (an addition waiting for Login).
  private var started: [Task<Void, Never>] = []

  init(headless: HeadlessHost) {
    self.headless = headless
    model = nil
    navigator = Navigator(host: headless)
    Self.showTabs(navigator: navigator, services: services)
  }

  init(model: NavigationModel) {
    headless = nil
    self.model = model
    navigator = Navigator(host: model)
    Self.showTabs(navigator: navigator, services: services)
  }

  /// Shows the tabs, each made by its tab route.
  private static func showTabs(navigator: Navigator, services: StorefrontServices) {
    navigator.unhandledErrorHandler = { Issue.record("unhandled refusal: \($0)") }
    let tabBar = StorefrontTabBar(router: AppRouter(navigator: navigator, services: services, rootTransition: .replaceRoot))
    navigator.setRoot(tabBar.layout())
  }

  /// What the host shows, read off the host itself.
  var hostSnapshot: NavigationSnapshot? { headless?.snapshot ?? model?.snapshot }

  var topMostScreen: (any StorefrontScreen)? { navigator.topMostScreen as? any StorefrontScreen }

  /// Taps the top-most screen's action with this title and waits until the navigation it
  /// started has finished.
  func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    guard let action = topMostScreen?.actions.first(where: { $0.title == title }) else {
      Issue.record("no action '\(title)' on \(topMostScreen?.screenName ?? "nothing")", sourceLocation: sourceLocation)
      return
    }
    await action.perform()
  }

  /// Taps an action that opens a screen and then waits for a person there (the addition
  /// that waits for Login): returns when `screenName` is on top, leaving the action running.
  func start(_ title: String, until screenName: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    guard let action = topMostScreen?.actions.first(where: { $0.title == title }) else {
      Issue.record("no action '\(title)' on \(topMostScreen?.screenName ?? "nothing")", sourceLocation: sourceLocation)
      return
    }
    await withCheckedContinuation { (shown: CheckedContinuation<Void, Never>) in
      let token = ObserverToken()
      navigator.observe(token) { [weak navigator] snapshot in
        guard case .screen(let name, _)? = snapshot.topMostScreen, name == screenName else { return }
        navigator?.removeObserver(token)
        shown.resume()
      }
      started.append(Task { await action.perform() })
    }
  }

  /// Waits for every action started with ``start(_:until:)`` to finish.
  func finishStarted() async {
    for task in started { await task.value }
    started.removeAll()
  }

  /// Does what a person does: on the headless host through its simulated gestures, on
  /// the model through the binding writes SwiftUI makes for the same gesture.
  func person(_ action: PersonAction) throws {
    if let headless {
      switch action {
      case .tapTab(let index): try headless.tapTab(index)
      case .tapBack: try headless.tapBack()
      case .swipeBack: try headless.swipeBack()
      case .pullDownSheet: try headless.pullDownSheet()
      }
      return
    }
    guard let model, let top = model.levels.last else {
      Issue.record("nothing is shown")
      return
    }
    switch action {
    case .tapTab(let index):
      guard case .tabs(let tabs) = top.root else {
        Issue.record("no tab bar is visible")
        return
      }
      try model.setSelectedTab(index, of: tabs)
    case .tapBack, .swipeBack:
      // SwiftUI writes the path once the back button's pop or a completed swipe is done.
      guard let stack = Self.visibleStack(of: top.root, in: model) else {
        Issue.record("no navigation bar is visible")
        return
      }
      try model.setPath(model.path(of: stack).dropLast(), of: stack)
    case .pullDownSheet:
      try model.setPresentation(nil, above: model.levels.count - 2)
    }
  }

  private static func visibleStack(of node: NavigationModel.Node, in model: NavigationModel) -> ScreenID? {
    switch node {
    case .screen: nil
    case .stack(let id): id
    case .tabs(let id):
      model.tabs(of: id).indices.contains(model.selectedTab(of: id))
        ? visibleStack(of: model.tabs(of: id)[model.selectedTab(of: id)], in: model) : nil
    }
  }
}

/// Keeps an observation alive; the navigator keys observers by their owner.
private final class ObserverToken {}
