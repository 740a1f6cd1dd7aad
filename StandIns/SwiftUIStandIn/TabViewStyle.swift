/// The stand-in for SwiftUI's `TabViewStyle`: how a tab view lays out its tabs (iOS 14).
///
/// https://developer.apple.com/documentation/swiftui/tabviewstyle
public protocol TabViewStyle {}

/// The stand-in for SwiftUI's `SidebarAdaptableTabViewStyle`: a tab bar on iPhone, a top tab
/// bar that adapts into a sidebar on iPad, a sidebar on macOS (iOS 18, macOS 15).
///
/// https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle
@available(iOS 18.0, macOS 15.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// Creates the style.
  nonisolated public init() {}
}

@available(iOS 18.0, macOS 15.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar style that adapts to each platform.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
  @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

/// The stand-in for SwiftUI's `PageTabViewStyle`: a paged scrolling tab view, swiped a page at
/// a time, with an index of dots (iOS 14; not on macOS). Its `IndexDisplayMode` and
/// `page(indexDisplayMode:)` are not modelled: the views use the default index.
///
/// https://developer.apple.com/documentation/swiftui/pagetabviewstyle
@available(iOS 14.0, *)
@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {
  /// Creates a page tab view style with the default index display mode (Apple's
  /// `init(indexDisplayMode:)` with its default argument).
  ///
  /// https://developer.apple.com/documentation/swiftui/pagetabviewstyle/init(indexdisplaymode:)
  nonisolated public init() {}
}

@available(iOS 14.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
  /// A paged scrolling tab view.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabviewstyle/page
  @MainActor @preconcurrency public static var page: PageTabViewStyle { PageTabViewStyle() }
}
