public import Foundation

/// UIKit's `UITableViewCell`: one row of a table, with UIKit's built-in styles.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  private let label = UILabel(frame: .zero)
  /// The cell's label; UIKit makes it for every built-in style.
  open var textLabel: UILabel? { label }
  /// The accessory at the trailing edge, such as a disclosure chevron.
  open var accessoryType: UITableViewCell.AccessoryType = .none

  /// Creates a cell with a built-in style.
  ///
  /// - Parameters:
  ///   - style: The cell's style.
  ///   - reuseIdentifier: The identifier the table dequeues it by; nil when not reused.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }

  /// Creates a cell from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// The built-in styles (UIKit's `UITableViewCell.CellStyle`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, Sendable {
    /// A label on the leading edge.
    case `default` = 0
  }

  /// The accessories at a cell's trailing edge (UIKit's `UITableViewCell.AccessoryType`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron: tapping the row opens something.
    case disclosureIndicator = 1
  }
}
