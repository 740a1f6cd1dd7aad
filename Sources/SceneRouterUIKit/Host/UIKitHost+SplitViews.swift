#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

// Split views: columns, the column on top while collapsed, the width changes they begin.

extension UIKitHost {
  // MARK: - Steps

  /// `.showColumn`: `UISplitViewController.show(_:)`; collapsed, the column's stack comes on top.
  func performShowColumn(_ column: SplitColumn, of splitID: ScreenID) throws(NavigationError) {
    // `UISplitViewController.show(_:)`: collapsed, the column's stack comes on top.
    guard let split = records[splitID]?.controller as? UISplitViewController else { throw .noSplitView(screen: name(of: splitID)) }
    guard split.viewController(for: Self.splitColumn(for: column)) != nil else {
      throw .splitColumnUnavailable(column: column.description, columns: split.style == .tripleColumn ? 3 : 2)
    }
    records[splitID]?.splitTop = column
    split.show(Self.splitColumn(for: column))
    finishCurrent()
  }

  /// A split view the host made starts collapsing or expanding (its delegate is asked for the
  /// top column or the display mode), before the columns it hides and shows get their callbacks:
  /// the width change is reported now, as a person's change that ends when the split view has
  /// collapsed or expanded (``splitViewDidChangeWidth(_:)``). The trait-change handler then finds
  /// the width reported.
  func splitViewWillChangeWidth(_ split: UISplitViewController, to width: HorizontalSizeClass) {
    guard splitWidthChange == nil, width != reportedWidth, current == nil, pulledDown == nil, personPops.isEmpty,
      tappedTabs == nil
    else { return }
    pendingWidth = nil
    reportedWidth = width
    splitWidthChange = ObjectIdentifier(split)
    delegate?.hostDidBeginPersonChange(self)
    report(.setWidth(width))
  }

  /// A split view collapsed or expanded: the width change it began ends.
  func splitViewDidChangeWidth(_ split: UISplitViewController) {
    guard splitWidthChange == ObjectIdentifier(split) else { return }
    splitWidthChange = nil
    endPersonChange()
  }

  /// UIKit's column for a navigator's.
  static func splitColumn(for column: SplitColumn) -> UISplitViewController.Column {
    switch column {
    case .primary: .primary
    case .supplementary: .supplementary
    case .secondary: .secondary
    }
  }

  /// The split view whose column `navigation` is, and that column.
  func splitColumn(of navigation: UINavigationController) -> (ScreenID, SplitColumn)? {
    guard let split = navigation.parent as? UISplitViewController, let id = ids[ObjectIdentifier(split)] else { return nil }
    let column = SplitColumn.allCases.first { split.viewController(for: Self.splitColumn(for: $0)) === navigation }
    return column.map { (id, $0) }
  }

  /// The split view's column navigation controllers, leading first.
  func columnControllers(of split: UISplitViewController) -> [(SplitColumn, UIViewController)] {
    SplitColumn.allCases.compactMap { column in
      split.viewController(for: Self.splitColumn(for: column)).map { (column, $0) }
    }
  }

  /// The column a collapsed split view shows on top.
  func topColumn(of split: UISplitViewController) -> SplitColumn {
    ids[ObjectIdentifier(split)].flatMap { records[$0]?.splitTop } ?? .secondary
  }

  /// The observer heard the split view collapse with `column` on top.
  func splitViewController(_ split: UISplitViewController, collapsedTo column: UISplitViewController.Column) {
    guard let id = ids[ObjectIdentifier(split)] else { return }
    records[id]?.splitTop = SplitColumn.allCases.first { Self.splitColumn(for: $0) == column } ?? .secondary
  }
}

#endif
