public import Foundation

/// Hears a column-style split view controller collapse and expand (UIKit's
/// `UISplitViewControllerDelegate`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate
///
/// UIKit's requirements are `optional`; here every one must be implemented (the stand-in
/// declares only the column-style ones it calls).
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  /// Asked, as the split view collapses, which column's stack shows on top; the secondary
  /// column is proposed.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)
  ///
  /// - Parameters:
  ///   - svc: The split view controller.
  ///   - proposedTopColumn: The column UIKit proposes.
  /// - Returns: The column to show on top.
  @available(iOS 14.0, *)
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// Asked, as the split view expands, which display mode to expand to.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:displaymodeforexpandingtoproposeddisplaymode:)
  ///
  /// - Parameters:
  ///   - svc: The split view controller.
  ///   - proposedDisplayMode: The display mode UIKit proposes.
  /// - Returns: The display mode to expand to.
  @available(iOS 14.0, *)
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode
  /// The split view collapsed: `isCollapsed` is true.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)
  ///
  /// - Parameter svc: The split view controller.
  @available(iOS 14.0, *)
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// The split view expanded: `isCollapsed` is false.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:)
  ///
  /// - Parameter svc: The split view controller.
  @available(iOS 14.0, *)
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
}
