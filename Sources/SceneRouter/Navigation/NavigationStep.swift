/// One thing a host does: push, pop, present, dismiss, select a tab or replace the root.
///
/// The navigator decides; hosts only perform. A plan is an array of steps, each a plain
/// value naming screens by ``ScreenID``, so every decision can be checked on Linux
/// and a UIKit host is a thin translation of each case into one UIKit call.
@_spi(Hosting)
public enum NavigationStep: Equatable, Sendable, CustomStringConvertible {
  /// Make `node` the window's root. Presented screens are dismissed by earlier steps.
  case setRoot(NavigationTree<Screen>, animation: StepAnimation)
  /// Push a new screen onto a navigation stack.
  case push(Screen, onto: ScreenID, animation: StepAnimation)
  /// Pop a navigation stack until `to` is on top.
  case pop(stack: ScreenID, to: ScreenID, animation: StepAnimation)
  /// Replace a navigation stack's screens; screens may be new or already in the stack.
  case setStack(ScreenID, [Screen], animation: StepAnimation)
  /// Present `node` from `presenter`, the root of the top-most presentation level; a sheet
  /// may rest at detents (`sheet`), a popover points at an anchor of the presenting screen
  /// (`popover`).
  case present(
    NavigationTree<Screen>, from: ScreenID, style: PresentationStyle, animation: StepAnimation, sheet: SheetConfiguration? = nil,
    popover: PopoverConfiguration? = nil)
  /// Dismiss the presentation whose root is `presented`, and everything it presented.
  case dismiss(ScreenID, animation: StepAnimation)
  /// Select a tab of a tab container.
  case selectTab(tabs: ScreenID, index: Int)
  /// Show a screen's new chrome: its title (the navigation bar's) and its tab item, as
  /// ``Navigator/refreshChrome(of:completion:)`` read them. Nothing moves or appears.
  case refreshChrome(Screen)
  /// Rest the sheet whose root is `sheet` at the detent with this identifier: a person
  /// dragged it there. Nothing appears or disappears.
  case selectDetent(sheet: ScreenID, detent: String)
  /// The window's width became compact or regular (a rotation, a split view, a Stage
  /// Manager resize): presentations that adapt to it show as their adapted style
  /// (``PresentationStyle/shown(in:)``), and split views collapse to one stack or expand to
  /// their columns, hiding or showing their columns' screens; a host reports it.
  case setWidth(HorizontalSizeClass)
  /// Show a column of a split view (`UISplitViewController.show(_:)`): in a compact width the
  /// collapsed split view shows that column's stack on top (what a person's back from a
  /// column's root undoes); in a regular width every column is shown already.
  case showColumn(split: ScreenID, column: SplitColumn, animation: StepAnimation)
  /// Show or hide the sidebar of a sidebar-adaptable tab container
  /// (`UITabBarController.Sidebar.isHidden`): the selected tab stays in the window, so no
  /// screen appears or disappears. Only a regular width has a sidebar.
  case showSidebar(tabs: ScreenID, shown: Bool)

  /// A screen a step refers to: its identity, and its name and title when the step was planned.
  public struct Screen: Equatable, Sendable, CustomStringConvertible {
    /// The screen's identity.
    public var id: ScreenID
    /// The screen's name, such as `Product`.
    public var name: String
    /// The screen's title when the step was planned.
    public var title: String
    /// The screen's tab item (``SceneRouter/Screen/tabItem``) when the step was planned;
    /// hosts show it when the screen is a tab's root.
    public var tabItem: TabItem?
    /// The identifiers of the views and bar button items popovers can point at
    /// (``SceneRouter/Screen/popoverAnchors``) when the step was planned.
    public var popoverAnchors: Set<String>
    /// The identities of the containers a `.setRoot` or `.present` step installs whose first
    /// screen this is, innermost first: a stack's, then the tab container's around it; empty
    /// for a screen that begins no container. ``NavigationTree/id`` reads them.
    public var containers: [ScreenID]

    /// Creates a screen reference.
    ///
    /// - Parameters:
    ///   - id: The screen's identity.
    ///   - name: The screen's name.
    ///   - title: The screen's title.
    ///   - tabItem: The screen's tab item; nil by default.
    ///   - popoverAnchors: The screen's popover anchors; none by default.
    ///   - containers: The identities of the containers it begins, innermost first; none by default.
    public init(
      id: ScreenID, name: String, title: String = "", tabItem: TabItem? = nil, popoverAnchors: Set<String> = [],
      containers: [ScreenID] = []
    ) {
      self.id = id
      self.name = name
      self.title = title
      self.tabItem = tabItem
      self.popoverAnchors = popoverAnchors
      self.containers = containers
    }

    /// `Name#id`, such as `Product#4`.
    public var description: String { "\(name)\(id)" }
  }

  /// A readable form for logs and test failures, such as `push Product#4 onto #2 (standard)`.
  public var description: String {
    switch self {
    case .setRoot(let node, let animation): "setRoot \(node.stepDescription) (\(animation))"
    case .push(let screen, let stack, let animation): "push \(screen) onto \(stack) (\(animation))"
    case .pop(let stack, let to, let animation): "pop \(stack) to \(to) (\(animation))"
    case .setStack(let stack, let screens, let animation):
      "setStack \(stack) [" + screens.map(\.description).joined(separator: ", ") + "] (\(animation))"
    case .present(let node, let presenter, let style, let animation, let sheet, let popover):
      "present \(node.stepDescription) from \(presenter) as \(style)\(sheet.map { " \($0)" } ?? "")"
        + "\(popover.map { " (\($0))" } ?? "") (\(animation))"
    case .dismiss(let presented, let animation): "dismiss \(presented) (\(animation))"
    case .selectTab(let tabs, let index): "selectTab \(index) of \(tabs)"
    case .refreshChrome(let screen):
      "refreshChrome \(screen)" + (screen.title.isEmpty ? "" : " \"\(screen.title)\"")
        + (screen.tabItem.map { " [\($0)]" } ?? "")
    case .selectDetent(let sheet, let detent): "selectDetent \(detent) of \(sheet)"
    case .setWidth(let width): "setWidth \(width)"
    case .showColumn(let split, let column, let animation): "showColumn \(column) of \(split) (\(animation))"
    case .showSidebar(let tabs, let shown): "\(shown ? "showSidebar" : "hideSidebar") of \(tabs)"
    }
  }

  /// Whether the step's transition is animated; a tab selection and a chrome refresh never are.
  package var isAnimated: Bool {
    switch self {
    case .setRoot(_, let animation), .push(_, _, let animation), .pop(_, _, let animation),
      .setStack(_, _, let animation), .present(_, _, _, let animation, _, _), .dismiss(_, let animation),
      .showColumn(_, _, let animation):
      animation.isAnimated
    case .selectTab, .refreshChrome, .selectDetent, .setWidth, .showSidebar: false
    }
  }

  /// The step without the platform's standard animation; a custom transition or a fade is
  /// kept, since it also names how what it shows is later dismissed.
  package var withoutStandardAnimation: NavigationStep {
    func plain(_ animation: StepAnimation) -> StepAnimation { animation == .standard ? .none : animation }
    switch self {
    case .setRoot(let node, let animation): return .setRoot(node, animation: plain(animation))
    case .push(let screen, let stack, let animation): return .push(screen, onto: stack, animation: plain(animation))
    case .pop(let stack, let target, let animation): return .pop(stack: stack, to: target, animation: plain(animation))
    case .setStack(let stack, let screens, let animation): return .setStack(stack, screens, animation: plain(animation))
    case .present(let node, let presenter, let style, let animation, let sheet, let popover):
      return .present(node, from: presenter, style: style, animation: plain(animation), sheet: sheet, popover: popover)
    case .dismiss(let presented, let animation): return .dismiss(presented, animation: plain(animation))
    case .showColumn(let split, let column, let animation):
      return .showColumn(split: split, column: column, animation: plain(animation))
    case .selectTab, .refreshChrome, .selectDetent, .setWidth, .showSidebar: return self
    }
  }
}
