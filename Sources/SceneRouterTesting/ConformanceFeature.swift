/// A feature some conformance cases need, which a host may declare it does not show yet
/// (``ConformanceHost/pendingFeatures``): those cases are then left out of the host's
/// ``HostConformance/caseNames`` and listed, with the host's reason, in
/// ``HostConformance/pendingCases``, never skipped without a word.
public enum ConformanceFeature: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Split views: `Layout.split(primary:supplementary:secondary:)`, routes to a column, and
  /// collapsing and expanding with the window's width.
  case splitViews
  /// Sidebar-adaptable tab containers: `Layout.sidebarTabs(_:selected:sidebarShown:)` with
  /// tab groups, a person's choice in the sidebar, showing and hiding it, and width changes.
  case sidebarTabs
  /// The full-content back swipe (iOS 26's `UINavigationController.interactiveContentPopGestureRecognizer`):
  /// a pan anywhere in a screen's content pops interactively, begun, cancelled or finished, as
  /// the swipe from the edge does.
  case contentSwipeBack
  /// Page containers: `Layout.pages(_:selected:)`, shown with the selected page, and a
  /// person's swipe to the next page, reported as a person's tab selection.
  case pages
  /// A push or a pop a person's finger drives with a custom transition (UIKit's
  /// `UIPercentDrivenInteractiveTransition` through the navigation controller's interaction
  /// controller): begun, cancelled or finished, as a swipe back.
  case interactiveCustomTransitions
  /// A person's tab tap that UIKit reports only through the `UITab` delegate path
  /// (`tabBarController(_:shouldSelectTab:)` and `tabBarController(_:didSelectTab:previousTab:)`,
  /// iOS 18), never through the view-controller form `tabBarController(_:shouldSelect:)`, which
  /// iOS 27 no longer calls for some taps: still heard as the person's tab choice, a switch or a
  /// re-tap that pops to the root (``ConformanceHost/tapTabThroughUITab(_:)``).
  case tabChoiceThroughUITab

  /// `splitViews`, `sidebarTabs`, `contentSwipeBack`, `pages`, `interactiveCustomTransitions`,
  /// `tabChoiceThroughUITab`.
  public var description: String { rawValue }
}
