/// A column of a split view (``NavigationTree/split(primary:supplementary:secondary:top:)``), as
/// UIKit's `UISplitViewController.Column` and SwiftUI's `NavigationSplitViewColumn` name them.
///
/// A double-column split view has a primary and a secondary column; a triple-column one
/// has a supplementary column between them. A route shows a screen in a column with
/// ``Transition/show(in:)``:
///
/// ```swift
/// router.route(to: message, as: .show(in: .secondary))
/// ```
public enum SplitColumn: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
  /// The leading column: a sidebar or a list (SwiftUI's `sidebar`).
  case primary
  /// The middle column of a triple-column split view (SwiftUI's `content`).
  case supplementary
  /// The trailing column, the detail (SwiftUI's `detail`).
  case secondary

  /// The columns of a split view with this many columns, leading first.
  ///
  /// - Parameter count: 2 for a double-column split view, 3 for a triple-column one.
  /// - Returns: The columns, or none for another count.
  package static func columns(count: Int) -> [SplitColumn] {
    switch count {
    case 2: [.primary, .secondary]
    case 3: allCases
    default: []
    }
  }

  /// `primary`, `supplementary` or `secondary`.
  public var description: String { rawValue }
}
