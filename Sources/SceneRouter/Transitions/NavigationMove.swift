/// A move within what is shown — select a tab, pop to the root, dismiss what is presented, show
/// a column or the sidebar — that shows no new screen.
///
/// A move is not a ``Transition``: a route opens a screen with a transition, and a move is
/// performed on its own, so that routing a screen "as `selectTab`" does not compile:
///
/// ```swift
/// router.perform(.selectTab(1))
/// navigator.perform(.popToRoot, from: product)
/// router.route(to: product, as: .sequence([.selectTab(1), .popToRoot], then: .push))
/// ```
public struct NavigationMove: Equatable, Codable, Sendable, CustomStringConvertible {
  /// The move, as the navigator plans it: a transition of a kind that shows no screen.
  package let transition: Transition

  private init(_ kind: Transition.Kind) {
    transition = Transition(kind)
  }

  private init(checked transition: Transition) {
    self.transition = transition
  }

  /// Select a tab of the nearest tab container.
  ///
  /// - Parameter index: The tab's index; refused with ``NavigationError/Code/noTabContainer``
  ///   when the container has no such tab.
  public static func selectTab(_ index: Int) -> NavigationMove { NavigationMove(.selectTab(index)) }

  /// Pop the current navigation stack to its root.
  public static let popToRoot = NavigationMove(.popToRoot)

  /// Dismiss everything presented.
  public static let dismissPresented = NavigationMove(.dismissPresented)

  /// Show a column of the split view the source is in (`UISplitViewController.show(_:)`):
  /// collapsed, its stack comes on top; expanded, nothing moves.
  ///
  /// - Parameter column: The column; refused when the split view has no such column.
  public static func showColumn(_ column: SplitColumn) -> NavigationMove { NavigationMove(.showColumn(column)) }

  /// Show the sidebar of the sidebar-adaptable tab container the source is in
  /// (``NavigationTree/sidebarTabs(_:selected:sidebarShown:)``), as setting
  /// `UITabBarController.Sidebar.isHidden` to false does. In a compact width, which has no
  /// sidebar, the choice is kept for when the window is regular again: the snapshot says
  /// ``TabSidebar/unavailable`` until then. Refused with ``NavigationError/Code/noTabContainer``
  /// when the source is in no sidebar-adaptable tab container (a plain stack, or a plain tab bar).
  public static let showSidebar = NavigationMove(.showSidebar(true))

  /// Hide the sidebar of the sidebar-adaptable tab container the source is in, leaving the tab
  /// bar, as a full-screen editor does. See ``showSidebar``.
  public static let hideSidebar = NavigationMove(.showSidebar(false))

  /// Several moves performed in order as one request.
  ///
  /// - Parameter moves: The moves, in order.
  public static func sequence(_ moves: [NavigationMove]) -> NavigationMove {
    NavigationMove(.sequence(moves.map(\.transition)))
  }

  /// The same move, animated or not.
  ///
  /// - Parameter animated: Whether hosts animate it.
  public func animated(_ animated: Bool) -> NavigationMove {
    NavigationMove(checked: transition.animated(animated))
  }

  /// A short readable form, such as `selectTab(1)` or `popToRoot (not animated)`.
  public var description: String { transition.description }

  /// Decodes a move from the JSON a transition of its kind has always been saved as, such as
  /// `{"isAnimated":true,"kind":{"selectTab":{"_0":1}}}`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for a transition that shows a screen.
  public init(from decoder: any Decoder) throws {
    let transition = try Transition(unchecked: decoder)
    guard transition.shape == .move else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "'\(transition)' shows a screen: it is a Transition, not a move"))
    }
    self.transition = transition
  }

  /// Encodes the move as a transition of its kind has always been saved.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    try transition.encode(to: encoder)
  }
}
