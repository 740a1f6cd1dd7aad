@_spi(Hosting) import SceneRouter
import SceneRouterSwiftUI
import StorefrontFlows
import StorefrontKit
import Testing

/// Article 002's Shop and Wishlist app (StorefrontKit's screens, view models, routers and
/// route protocols) in one window over the SwiftUI navigation model, built the way
/// `StorefrontApp` builds it. What a person does arrives as the binding writes SwiftUI
/// makes for the same gesture.
@MainActor
struct ModelStorefront: StorefrontDriver {
  let services = StorefrontServices()
  let model = NavigationModel()
  let navigator: Navigator

  init() {
    navigator = Navigator(host: model)
    let tabBar = StorefrontTabBar(router: AppRouter(navigator: navigator, services: services, rootTransition: .replaceRoot))
    navigator.setRoot(tabBar.layout())
  }

  var hostSnapshot: NavigationSnapshot { model.snapshot }

  /// `TabView(selection:)` writes the tapped tab's index.
  func tapTab(_ index: Int) throws {
    guard let top = model.levels.last, case .tabs(let tabs) = top.root else {
      throw NavigationError.personActionUnavailable(action: "tap tab \(index)", reason: "no tab bar is visible")
    }
    try model.setSelectedTab(index, of: tabs)
  }

  /// `NavigationStack(path:)` writes the path without its last screen once the back
  /// button's pop is done.
  func tapBack() throws { try popVisibleStack("tap back") }

  /// A completed swipe writes the same shorter path as the back button.
  func swipeBack() throws { try popVisibleStack("swipe back") }

  /// A sheet dragged away sets its `sheet(item:)` item to nil.
  func pullDownSheet() throws {
    guard model.levels.count > 1 else {
      throw NavigationError.personActionUnavailable(action: "pull down a sheet", reason: "nothing is presented")
    }
    try model.setPresentation(nil, above: model.levels.count - 2)
  }

  /// A button of `alert` or `confirmationDialog` runs its action.
  func chooseAlertAction(_ index: Int) throws {
    try model.chooseAlertAction(index, above: model.levels.count - 2)
  }

  /// `presentationDetents(_:selection:)` writes the detent the person let go at.
  func dragSheet(toDetent detent: String) throws {
    try model.setSelectedDetent(detent, above: model.levels.count - 2)
  }

  private func popVisibleStack(_ action: String) throws {
    guard let top = model.levels.last, let stack = Self.visibleStack(of: top.root, in: model) else {
      throw NavigationError.personActionUnavailable(action: action, reason: "no navigation bar is visible")
    }
    try model.setPath(model.path(of: stack).dropLast(), of: stack)
  }

  private static func visibleStack(of node: NavigationModel.Node, in model: NavigationModel) -> ScreenID? {
    switch node {
    case .screen: nil
    case .stack(let id): id
    case .tabs(let id):
      model.tabs(of: id).indices.contains(model.selectedTab(of: id))
        ? visibleStack(of: model.tabs(of: id)[model.selectedTab(of: id)], in: model) : nil
    case .split(let id):
      // Collapsed, the column on top; expanded, the detail.
      splitColumn(of: id, in: model).flatMap { visibleStack(of: $0, in: model) }
    }
  }

  private static func splitColumn(of split: ScreenID, in model: NavigationModel) -> NavigationModel.Node? {
    let columns = model.columns(of: split)
    let column = model.horizontalSizeClass == .compact ? model.topColumn(of: split) : .secondary
    guard let index = SplitColumn.columns(count: columns.count).firstIndex(of: column) else { return nil }
    return columns[index]
  }
}
