import SceneRouter

/// A screen shown by the headless host, with the identity the navigator gave it.
@MainActor
struct ShownScreen {
  let id: ScreenID
  let screen: any Screen
}

/// The headless stand-in for `UINavigationController`: it holds its screens strongly.
@MainActor
final class HeadlessStack {
  let id: ScreenID
  var screens: [ShownScreen]
  /// What the stack presents in its presentation context (`.currentContext` or
  /// `.overCurrentContext` from inside a root tab), covering the stack only (rule 19).
  var presented: (root: HostNode, style: PresentationStyle)?

  init(id: ScreenID, screens: [ShownScreen]) {
    self.id = id
    self.screens = screens
  }
}

/// The headless stand-in for `UITabBarController`: it holds its tabs strongly.
@MainActor
final class HeadlessTabs {
  let id: ScreenID
  var tabs: [HostNode]
  var selectedIndex: Int

  init(id: ScreenID, tabs: [HostNode], selectedIndex: Int) {
    self.id = id
    self.tabs = tabs
    self.selectedIndex = selectedIndex
  }

  /// UIKit gives every tab an item up to this many tabs (rule 31).
  static let maxTabsWithoutMore = 5
  /// With more tabs than ``maxTabsWithoutMore``, how many get tab items; the rest live under More.
  static let tabItemsBeforeMore = 4

  /// Whether the tab bar shows an automatic More item.
  var hasMore: Bool { tabs.count > Self.maxTabsWithoutMore }

  /// Whether the tab at `index` has no tab item and is reached through the More list.
  func isUnderMore(_ index: Int) -> Bool { hasMore && index >= Self.tabItemsBeforeMore }
}

/// A screen or a container in the headless host.
@MainActor
enum HostNode {
  case screen(ShownScreen)
  case stack(HeadlessStack)
  case tabs(HeadlessTabs)

  var id: ScreenID {
    switch self {
    case .screen(let shown): shown.id
    case .stack(let stack): stack.id
    case .tabs(let tabs): tabs.id
    }
  }

  /// The screen this node shows: itself, a stack's top, the selected tab's.
  var visibleScreen: ShownScreen? {
    switch self {
    case .screen(let shown): shown
    case .stack(let stack): stack.presented?.root.visibleScreen ?? stack.screens.last
    case .tabs(let tabs): tabs.tabs.indices.contains(tabs.selectedIndex) ? tabs.tabs[tabs.selectedIndex].visibleScreen : nil
    }
  }

  /// The screens whose views this node shows: its visible screen, and under a context
  /// presentation that keeps its presenter visible, the stack's top too.
  var appearedScreens: [ShownScreen] {
    var screens: [ShownScreen] = []
    appendAppearedScreens(to: &screens)
    return screens
  }

  /// Appends ``appearedScreens`` to `screens`, without building an array per node (the
  /// host collects them on every step).
  func appendAppearedScreens(to screens: inout [ShownScreen]) {
    switch self {
    case .screen(let shown): screens.append(shown)
    case .stack(let stack):
      guard let presented = stack.presented else {
        if let top = stack.screens.last { screens.append(top) }
        return
      }
      presented.root.appendAppearedScreens(to: &screens)
      if presented.style.keepsPresenterVisible, let top = stack.screens.last { screens.append(top) }
    case .tabs(let tabs):
      if tabs.tabs.indices.contains(tabs.selectedIndex) { tabs.tabs[tabs.selectedIndex].appendAppearedScreens(to: &screens) }
    }
  }

  /// The navigation stack whose top is visible in this node, if any.
  var visibleStack: HeadlessStack? {
    switch self {
    case .screen: nil
    case .stack(let stack): stack.presented.map(\.root.visibleStack) ?? stack
    case .tabs(let tabs): tabs.tabs.indices.contains(tabs.selectedIndex) ? tabs.tabs[tabs.selectedIndex].visibleStack : nil
    }
  }

  /// Every screen in the node.
  var allScreens: [ShownScreen] {
    switch self {
    case .screen(let shown): [shown]
    case .stack(let stack): stack.screens + (stack.presented?.root.allScreens ?? [])
    case .tabs(let tabs): tabs.tabs.flatMap(\.allScreens)
    }
  }

  /// Every container in the node.
  var allContainers: [HostNode] {
    switch self {
    case .screen: []
    case .stack(let stack): [self] + (stack.presented?.root.allContainers ?? [])
    case .tabs(let tabs): [self] + tabs.tabs.flatMap(\.allContainers)
    }
  }

  var snapshot: NavigationSnapshot.Node {
    switch self {
    case .screen(let shown): .screen(name: shown.screen.screenName, title: shown.screen.screenTitle)
    case .stack(let stack):
      .stack(stack.screens.map { .screen(name: $0.screen.screenName, title: $0.screen.screenTitle) })
    case .tabs(let tabs): .tabs(tabs.tabs.map(\.snapshot), selected: tabs.selectedIndex)
    }
  }
}

/// One presentation level of the headless window.
@MainActor
struct HostLevel {
  var root: HostNode
  /// The style as requested, for snapshots.
  var requestedStyle: PresentationStyle?
  /// The style as the host shows it (`.automatic` resolved).
  var style: PresentationStyle?
}

/// The screens that have loaded, remembered by object: UIKit calls `viewDidLoad` once per
/// instance, however often the instance is shown, removed and shown again.
///
/// Entries hold their screen weakly, so the table keeps nothing alive. An entry whose
/// screen was released is stale: its `ObjectIdentifier` may be reused by a new object,
/// which is then treated as not loaded. Stale entries are pruned whenever the table has
/// doubled since the last pruning, so it stays within twice the live loaded screens
/// (and at least ``minimumPruningThreshold``), at amortised constant cost per insertion.
@MainActor
struct LoadedScreens {
  private struct WeakScreen {
    weak var screen: (any Screen)?
  }

  /// Below this many entries, stale ones are left alone.
  static let minimumPruningThreshold = 64

  private var entries: [ObjectIdentifier: WeakScreen] = [:]
  private var pruningThreshold = LoadedScreens.minimumPruningThreshold

  /// How many entries the table holds, stale ones included.
  var count: Int { entries.count }

  /// Remembers `screen` as loaded.
  ///
  /// - Returns: True the first time for this instance: the time to deliver `didLoad`.
  mutating func insert(_ screen: any Screen) -> Bool {
    let key = ObjectIdentifier(screen)
    // A live entry under the same identifier is this very object; a stale one belonged
    // to a released object whose address `screen` now reuses.
    if let entry = entries[key], entry.screen === screen { return false }
    entries[key] = WeakScreen(screen: screen)
    if entries.count > pruningThreshold {
      entries = entries.filter { $0.value.screen != nil }
      pruningThreshold = max(Self.minimumPruningThreshold, entries.count * 2)
    }
    return true
  }
}
