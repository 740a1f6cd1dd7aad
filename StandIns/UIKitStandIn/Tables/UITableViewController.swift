public import Foundation

/// UIKit's `UITableViewController`: a view controller whose view is a table, and which is
/// that table's data source and delegate. A subclass overrides the data source and delegate
/// methods it answers, as on a Mac (`override func tableView(_:numberOfRowsInSection:)`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitableviewcontroller
///
/// The stand-in does not declare `UITableViewDataSource` and `UITableViewDelegate` (nothing
/// here names them): their methods are declared on this class, which a Mac's subclass
/// overrides the same way.
@MainActor
open class UITableViewController: UIViewController {
  private let style: UITableView.Style
  private var table: UITableView?

  /// Creates a controller with a table of this style.
  ///
  /// - Parameter style: The table's style.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// The table, which is also the controller's view.
  open var tableView: UITableView! {
    get {
      if let table { return table }
      let made = UITableView(frame: .zero, style: style)
      table = made
      return made
    }
    set { table = newValue }
  }

  /// Makes the table the controller's view.
  open override func loadView() {
    view = tableView
  }

  /// The number of sections; 1 unless overridden.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: The number of sections.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// The number of rows in a section; 0 unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The number of rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// The cell for a row; override it (UIKit raises when a row has no cell; the stand-in
  /// returns an empty cell).
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The row's cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// The title of a section's header; nil unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The title, or nil for no header.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// A person tapped a row; nothing unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
