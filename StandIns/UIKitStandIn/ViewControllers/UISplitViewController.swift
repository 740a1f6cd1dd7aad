public import Foundation

/// UIKit's `UISplitViewController` in its column style (iOS 14): two or three columns side by
/// side in a horizontally regular width, collapsed to one stack in a compact one.
///
/// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller
///
/// What the stand-in models, and where it comes from:
/// - A column's controller is wrapped in a navigation controller unless it is one
///   (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
///   says the split view controller presents it in the column; that UIKit wraps a plain controller
///   in a `UINavigationController` is the commonly described behaviour of the column style, which the
///   excerpts of Apple's pages we could read do not state).
/// - "Collapsing happens when the split view controller transitions from a horizontally regular to
///   a horizontally compact environment"
///   (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed). Expanded,
///   every column's top controller is in the window (the display modes that hide the primary
///   column are not modelled). Collapsed, one column's stack shows: the column the delegate returns
///   from `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, the secondary one
///   proposed (https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)),
///   or the `.compact` column's controller when one is set
///   (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact). Then
///   `splitViewControllerDidCollapse(_:)` or `splitViewControllerDidExpand(_:)`.
/// - Collapsed, the columns' stacks show as one: a back at the root of a column shows the column
///   before it with the screens it kept. Apple's pages are silent on how; the stand-in follows the
///   description of the classic split view's collapse (the primary navigation controller pushes the
///   secondary and pops it again, so its delegate hears `willShow`/`didShow` for its own top), a
///   third-party account of UIKit's behaviour, not Apple's word.
/// - A split view born in a compact window is collapsed from the start with its secondary column
///   on top; the stand-in does not ask its delegate then.
@MainActor
open class UISplitViewController: UIViewController {
  /// The number of columns a split view controller shows (UIKit's `UISplitViewController.Style`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
  @available(iOS 14.0, *)
  public enum Style: Int, Sendable {
    /// A classic split view controller, made without `init(style:)`; no column API applies.
    case unspecified = 0
    /// Two columns: primary and secondary.
    case doubleColumn = 1
    /// Three columns: primary, supplementary and secondary.
    case tripleColumn = 2
  }

  /// A column of a split view interface (UIKit's `UISplitViewController.Column`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
  @available(iOS 14.0, *)
  public enum Column: Int, Sendable {
    /// The leading column.
    case primary = 0
    /// The middle column of a triple-column split view.
    case supplementary = 1
    /// The trailing column, the detail.
    case secondary = 2
    /// The column shown instead of the others while collapsed, if it has a controller.
    case compact = 3
  }

  /// How the columns of an expanded split view are arranged (UIKit's
  /// `UISplitViewController.DisplayMode`); the stand-in shows every column in any mode and only
  /// passes the mode to its delegate.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum
  /// (`secondaryOnly`, `oneBesideSecondary` and `oneOverSecondary` from iOS 8, under the names
  /// iOS 14 gave them; the two-column modes from iOS 14)
  public enum DisplayMode: Int, Sendable {
    /// The split view controller chooses.
    case automatic = 0
    /// Only the secondary column shows.
    case secondaryOnly = 1
    /// One column beside the secondary one.
    case oneBesideSecondary = 2
    /// One column over the secondary one.
    case oneOverSecondary = 3
    /// Two columns beside the secondary one.
    @available(iOS 14.0, *)
    case twoBesideSecondary = 4
    /// Two columns over the secondary one.
    @available(iOS 14.0, *)
    case twoOverSecondary = 5
    /// Two columns displacing the secondary one.
    @available(iOS 14.0, *)
    case twoDisplaceSecondary = 6
  }

  private let columnStyle: Style
  /// The controllers the app set, by column.
  private var assigned: [Column: UIViewController] = [:]
  /// The controllers in the columns: the assigned ones, wrapped in navigation controllers.
  private var shownInColumn: [Column: UIViewController] = [:]
  /// The column whose stack shows while collapsed.
  var topColumn: Column = .secondary
  /// A person's swipe back from a column's root while collapsed.
  var interactiveColumnPop: ColumnPop?

  /// A swipe back from the root of the column on top, showing the column before it.
  struct ColumnPop {
    var leaving: Column
    var transition: StandInTransition
    var appearance: AppearanceTransaction
  }

  /// Hears the split view collapse and expand; held weakly, as UIKit's `delegate` is `weak`.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// Creates a column-style split view controller.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
  ///
  /// - Parameter style: `.doubleColumn` or `.tripleColumn`.
  @available(iOS 14.0, *)
  public init(style: UISplitViewController.Style) {
    columnStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a classic split view controller (style `.unspecified`), which the stand-in does not
  /// model beyond its containment.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: A nib name; the stand-in has no nibs.
  ///   - nibBundleOrNil: The nib's bundle.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    columnStyle = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// The style the split view controller was made with.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.property
  @available(iOS 14.0, *)
  open var style: UISplitViewController.Style { columnStyle }

  /// Whether only one column's content shows: true in a horizontally compact window.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
  open var isCollapsed: Bool {
    guard columnStyle != .unspecified, let window = windowForController else { return false }
    return (window.layoutSizeClass ?? window.traitCollection.horizontalSizeClass) == .compact
  }

  /// Puts a controller in a column, wrapped in a navigation controller unless it is one; nil
  /// empties the column. Ignored (and logged) for a classic split view, and for the supplementary
  /// column of a double-column one ("This value only takes effect when the split view controller's
  /// style property is tripleColumn":
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/supplementary).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
  ///
  /// - Parameters:
  ///   - vc: The controller, or nil.
  ///   - column: The column.
  @available(iOS 14.0, *)
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    guard columnStyle != .unspecified else {
      simulator.log("UISplitViewController: setViewController(_:for:) does not apply to a classic split view controller")
      return
    }
    guard column != .supplementary || columnStyle == .tripleColumn else {
      simulator.log("UISplitViewController: a double-column split view controller has no supplementary column")
      return
    }
    let window = windowForController
    let before = AppearanceTransaction.visibleControllers(in: window)
    if let old = shownInColumn[column] {
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    assigned[column] = vc
    var shown: UIViewController?
    if let vc {
      shown = vc is UINavigationController || column == .compact ? vc : UINavigationController(rootViewController: vc)
    }
    shownInColumn[column] = shown
    if let shown {
      addChild(shown)
      shown.didMove(toParent: self)
    }
    AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .standard, animated: false
    ).finish()
  }

  /// The controller set for a column, nil when the column has none.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)
  ///
  /// - Parameter column: The column.
  /// - Returns: The controller set with `setViewController(_:for:)`.
  @available(iOS 14.0, *)
  open func viewController(for column: UISplitViewController.Column) -> UIViewController? { assigned[column] }

  /// Shows a column: collapsed, its stack comes on top of the one stack shown (with the standard
  /// appearance callbacks, delivered at once: the stand-in does not animate it). Expanded, every
  /// column already shows (display modes are not modelled) and nothing changes.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
  ///
  /// - Parameter column: The column.
  @available(iOS 14.0, *)
  open func show(_ column: UISplitViewController.Column) {
    guard isCollapsed, column != .compact, column != topColumn, shownInColumn[column] != nil else { return }
    let window = windowForController
    let before = AppearanceTransaction.visibleControllers(in: window)
    topColumn = column
    AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .standard, animated: false
    ).finish()
  }

  /// Hides a column: collapsed, hiding the column on top shows the column before it, as a back
  /// from its root does; expanded, nothing changes (display modes are not modelled). "This method
  /// does not support hiding the secondary column": the stand-in logs it and changes nothing.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/hide(_:)
  ///
  /// - Parameter column: The column.
  @available(iOS 14.0, *)
  open func hide(_ column: UISplitViewController.Column) {
    guard column != .secondary else {
      simulator.log("UISplitViewController: hide(_:) does not support hiding the secondary column")
      return
    }
    guard isCollapsed, column == topColumn, let index = columnOrder.firstIndex(of: column), index > 0 else { return }
    show(columnOrder[index - 1])
  }

  // MARK: - Internal

  /// The columns holding a controller, leading first.
  var columnOrder: [Column] {
    let all: [Column] = columnStyle == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    return all.filter { shownInColumn[$0] != nil }
  }

  /// The controller shown in a column (the navigation controller around the one set).
  func shownController(in column: Column) -> UIViewController? { shownInColumn[column] }

  /// Collapsed, the column on top (or the compact column's controller); expanded, the secondary
  /// column, whose top a person acts on.
  override var appearanceChild: UIViewController? {
    guard columnStyle != .unspecified else { return super.appearanceChild }
    if isCollapsed { return shownInColumn[.compact] ?? shownInColumn[topColumn] ?? columnOrder.last.flatMap { shownInColumn[$0] } }
    return columnOrder.last.flatMap { shownInColumn[$0] }
  }

  /// Expanded, every column shows side by side.
  override var shownChildren: [UIViewController] {
    guard columnStyle != .unspecified, !isCollapsed else { return super.shownChildren }
    return columnOrder.compactMap { shownInColumn[$0] }
  }

  /// The window's width is about to become compact: the delegate chooses the column on top.
  func prepareToCollapse() {
    guard columnStyle != .unspecified else { return }
    let proposed = Column.secondary
    let chosen = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
    topColumn = shownInColumn[chosen] != nil && chosen != .compact ? chosen : proposed
  }

  /// The window's width is about to become regular: the delegate is asked for the display mode,
  /// `.automatic` proposed (which mode UIKit proposes is not documented), and its answer ignored.
  func prepareToExpand() {
    guard columnStyle != .unspecified else { return }
    _ = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: .automatic)
  }

  /// The column before the one on top, when collapsed and a back from `navigation`'s root would
  /// show it.
  func columnBefore(_ navigation: UINavigationController) -> Column? {
    guard isCollapsed, shownInColumn[.compact] == nil, shownInColumn[topColumn] === navigation,
      let index = columnOrder.firstIndex(of: topColumn), index > 0
    else { return nil }
    return columnOrder[index - 1]
  }

  /// A back from the root of the column on top: the column before it shows, its navigation
  /// controller's delegate hearing `willShow` and `didShow` for its top.
  func popToPreviousColumn(from navigation: UINavigationController) throws(UIKitSimulatorError) {
    guard let previous = columnBefore(navigation) else {
      throw UIKitSimulatorError("tap back", "the navigation bar shows no back button")
    }
    let (transition, appearance) = beginColumnChange(to: previous, from: navigation, interactive: false)
    simulator.schedule { [weak self] in self?.finishColumnChange(to: previous, transition, appearance) }
  }

  /// A person starts swiping back from the root of the column on top (rule 15's order).
  func beginInteractiveColumnPop(from navigation: UINavigationController) throws(UIKitSimulatorError) {
    guard interactiveColumnPop == nil else { throw UIKitSimulatorError("swipe back", "a transition is in flight") }
    guard let previous = columnBefore(navigation) else {
      throw UIKitSimulatorError("swipe back", "the navigation controller shows its root")
    }
    let leaving = topColumn
    let (transition, appearance) = beginColumnChange(to: previous, from: navigation, interactive: true)
    interactiveColumnPop = ColumnPop(leaving: leaving, transition: transition, appearance: appearance)
  }

  /// The person lets go past half-way: the column before shows when the animation ends.
  func finishInteractiveColumnPop() throws(UIKitSimulatorError) {
    guard let pop = interactiveColumnPop else {
      throw UIKitSimulatorError("finish a swipe back", "no swipe back is in progress")
    }
    interactiveColumnPop = nil
    pop.transition.endInteraction(cancelled: false)
    let shown = topColumn
    simulator.schedule { [weak self] in self?.finishColumnChange(to: shown, pop.transition, pop.appearance) }
  }

  /// The person lets go early: the column stays on top, and no `didShow` comes (rule 15).
  func cancelInteractiveColumnPop() throws(UIKitSimulatorError) {
    guard let pop = interactiveColumnPop else {
      throw UIKitSimulatorError("cancel a swipe back", "no swipe back is in progress")
    }
    interactiveColumnPop = nil
    pop.transition.endInteraction(cancelled: true)
    let below = topLeaf(of: topColumn)
    topColumn = pop.leaving
    let top = topLeaf(of: pop.leaving)
    simulator.schedule { [weak self] in
      below?.viewWillDisappear(true)
      below?.viewDidDisappear(true)
      top?.viewWillAppear(true)
      top?.viewDidAppear(true)
      self?.transition = nil
      pop.transition.end(cancelled: true)
    }
  }

  private func topLeaf(of column: Column) -> UIViewController? {
    guard let shown = shownInColumn[column] else { return nil }
    return (shown as? UINavigationController)?.topViewController ?? shown
  }

  private func beginColumnChange(
    to previous: Column, from navigation: UINavigationController, interactive: Bool
  ) -> (StandInTransition, AppearanceTransaction) {
    let window = windowForController
    let before = AppearanceTransaction.visibleControllers(in: window)
    let below = shownInColumn[previous] as? UINavigationController
    let target = below?.topViewController ?? shownInColumn[previous] ?? self
    let transition = StandInTransition(
      from: navigation, to: target, container: window ?? UIView(), animated: true, interactive: interactive)
    self.transition = transition
    // The delegate hears of its own top once: this is its first appearance too.
    below?.hasAppearedOnce = true
    if let below, let top = below.topViewController {
      below.delegate?.navigationController(below, willShow: top, animated: true)
    }
    topColumn = previous
    let appearance = AppearanceTransaction(
      before: before, after: AppearanceTransaction.visibleControllers(in: window), order: .standard, animated: true)
    return (transition, appearance)
  }

  private func finishColumnChange(to column: Column, _ transition: StandInTransition, _ appearance: AppearanceTransaction) {
    appearance.finish()
    self.transition = nil
    transition.end(cancelled: false)
    if let below = shownInColumn[column] as? UINavigationController, let top = below.topViewController {
      below.delegate?.navigationController(below, didShow: top, animated: true)
    }
  }
}
