/// Whether a sidebar-adaptable tab container shows its sidebar, as a snapshot records it.
///
/// In a regular width a person shows or hides the sidebar (UIKit's
/// `UITabBarController.Sidebar.isHidden`); in a compact width there is no sidebar, only the
/// tab bar, as UIKit's `.tabSidebar` mode shows on iPhone.
public enum TabSidebar: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
  /// The sidebar is shown beside the selected tab.
  case shown
  /// The sidebar is hidden; the tab bar shows the top-level tabs.
  case hidden
  /// The window is compact: there is no sidebar, only the tab bar.
  case unavailable

  /// `sidebar shown`, `sidebar hidden` or `no sidebar in a compact width`.
  public var description: String {
    switch self {
    case .shown: "sidebar shown"
    case .hidden: "sidebar hidden"
    case .unavailable: "no sidebar in a compact width"
    }
  }
}
