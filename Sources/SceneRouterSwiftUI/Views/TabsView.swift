#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// A tab container: `TabView(selection:)` over the model's selected index, one tab per
/// child, each tagged with its index and labelled with its root screen's tab item (title,
/// SF Symbol and badge; `TabItem`), or its first screen's title when it has none. SwiftUI has
/// no system tab items: a `TabItem(system:)` shows as the nearest equivalent, a `Label` with
/// the system item's title and SF Symbol. A
/// sidebar-adaptable tab container is a ``SidebarTabsView`` on iOS 18 and macOS 15, and this
/// plain tab view of the same tabs, the groups flattened, before. A page container
/// (`NavigationTree.pages(_:selected:)`) is the same `TabView` paged by swiping
/// (`.tabViewStyle(.page)`, iOS 14), its pages without tab items; a person's swipe writes the
/// selection, which the navigator hears as a person's tab selection. A plain tab container
/// with a prominent tab (`TabItem.Role.prominent`) is a ``ProminentTabsView`` on iOS 27, a
/// sidebar-adaptable one a ``ProminentSidebarTabsView``.
struct TabsView<ScreenContent: View>: View {
  let model: NavigationModel
  let tabs: ScreenID
  let content: @MainActor (any Screen) -> ScreenContent

  var body: some View {
    if model.isPageContainer(tabs) {
      paged
    } else if let adaptable = sidebarAdaptable {
      adaptable
    } else if let prominent {
      prominent
    } else {
      plain
    }
  }

  /// The `TabView` with sections and the `.sidebarAdaptable` style, where the model's tab
  /// container is sidebar-adaptable and the system has them (iOS 18, macOS 15); on iOS 27, with
  /// a prominent tab whose item has an image, the same view with the tab's role
  /// (``ProminentSidebarTabsView``).
  private var sidebarAdaptable: AnyView? {
    guard model.sidebar(of: tabs) != nil else { return nil }
    if #available(iOS 27.0, macOS 27.0, *), let index = Self.prominentIndex(model, tabs: tabs) {
      return AnyView(ProminentSidebarTabsView(model: model, tabs: tabs, prominent: index, content: content))
    }
    if #available(iOS 18.0, macOS 15.0, *) {
      return AnyView(SidebarTabsView(model: model, tabs: tabs, content: content))
    }
    return nil
  }

  /// The `TabView` built with `Tab`s whose prominent tab has SwiftUI's prominent role
  /// (``ProminentTabsView``), where a tab's item is prominent and has an image and the
  /// system has the role (iOS 27).
  private var prominent: AnyView? {
    if #available(iOS 27.0, macOS 27.0, *) {
      guard let index = Self.prominentIndex(model, tabs: tabs) else { return nil }
      return AnyView(ProminentTabsView(model: model, tabs: tabs, prominent: index, content: content))
    }
    return nil
  }

  /// The index of the tab that gets the role: the first tab whose root screen's tab item is
  /// prominent and has an image, counted over all groups in a sidebar-adaptable container;
  /// nil for none. Asked on iOS 27 only, where the role exists.
  @available(iOS 27.0, macOS 27.0, *)
  static func prominentIndex(_ model: NavigationModel, tabs: ScreenID) -> Int? {
    model.tabs(of: tabs).firstIndex { child in
      guard let item = model.tabItem(of: child) else { return false }
      return item.role == .prominent && item.image != nil
    }
  }

  /// The `TabView`'s selection: the model's selected index, written when a person taps a tab
  /// or swipes a page.
  private var selection: Binding<Int> { model.selectionBinding(of: tabs) }

  /// The page container's `TabView`, paged by swiping.
  @ViewBuilder private var paged: some View {
    let model = self.model
    let tabs = self.tabs
    let content = self.content
    let children = model.tabs(of: tabs)
    TabView(selection: selection) {
      ForEach(0..<children.count) { index in
        NodeView(model: model, node: children.indices.contains(index) ? children[index] : nil, content: content)
          .tag(index)
      }
    }
    .tabViewStyle(.page)
  }

  @ViewBuilder private var plain: some View {
    let model = self.model
    let tabs = self.tabs
    let content = self.content
    let children = model.tabs(of: tabs)
    TabView(selection: selection) {
      ForEach(0..<children.count) { index in
        let child = children.indices.contains(index) ? children[index] : nil
        let item = child.flatMap { model.tabItem(of: $0) }
        NodeView(model: model, node: child, content: content)
          .tabItem {
            if let item, let image = item.image {
              Label(item.title, systemImage: image)
            } else {
              Text(verbatim: model.tabTitle(of: child))
            }
          }
          .badge(item?.badge)
          .tag(index)
      }
    }
  }
}

extension NavigationModel {
  /// The selection of a `TabView` showing the tab or page container `tabs`: the model's
  /// selected index, written when a person taps a tab or swipes a page. The one binding every
  /// tab view (plain, paged, sidebar-adaptable, with a prominent tab) uses.
  func selectionBinding(of tabs: ScreenID) -> Binding<Int> {
    Binding(
      get: { @MainActor in self.selectedTab(of: tabs) },
      set: { @MainActor in try? self.setSelectedTab($0, of: tabs) })
  }
}

#endif
