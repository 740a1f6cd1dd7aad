public import Foundation

/// UIKit's `UITableView`: rows in sections. The stand-in keeps no reuse queue and asks its
/// controller for nothing (nothing draws on Linux).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {
  /// How many times ``reloadData()`` was called; the stand-in's only trace of it.
  private(set) var reloadCount = 0
  /// A view shown below the last section, such as an "Add to Siri" button; nil by default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitableview/tablefooterview
  open var tableFooterView: UIView?

  /// Creates a table.
  ///
  /// - Parameters:
  ///   - frame: Its frame.
  ///   - style: Its style.
  public init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame)
  }

  /// Creates a table from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// Asks the data source for every row again.
  open func reloadData() { reloadCount += 1 }

  /// A cell to reuse with this identifier, or nil when none is queued (always, here).
  ///
  /// - Parameter identifier: The cell's reuse identifier.
  /// - Returns: A queued cell, or nil.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }

  /// Deselects a row.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether to animate the change.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

  /// A table's style (UIKit's `UITableView.Style`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitableview/style
  public enum Style: Int, Sendable {
    /// Plain rows.
    case plain = 0
    /// Sections in groups.
    case grouped = 1
    /// Sections in rounded, inset groups.
    case insetGrouped = 2
  }
}

/// UIKit's additions to Foundation's `IndexPath`: a table row's section and row.
extension IndexPath {
  /// The section of a table's row: the path's first index (UIKit requires two indices).
  public var section: Int { isEmpty ? 0 : self[0] }
  /// The row within its section: the path's second index.
  public var row: Int { count < 2 ? 0 : self[1] }
}
