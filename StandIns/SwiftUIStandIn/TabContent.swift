/// The stand-in for SwiftUI's `TabContent`: a type that provides content for programmatically
/// selectable, on-demand tabs in a tab view (iOS 18, macOS 15). Its `body` requirement is not
/// modelled: the stand-in's tab content renders nothing.
///
/// https://developer.apple.com/documentation/swiftui/tabcontent
@available(iOS 18.0, macOS 15.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type used for the tab's selection value.
  associatedtype TabValue: Hashable
}

@available(iOS 18.0, macOS 15.0, *)
extension TabContent {
  /// Generates a badge for the tab from a text view; nil hides the badge (iOS 18, macOS 15).
  /// The stand-in's tabs render nothing, so it returns the tab as it is.
  ///
  /// https://developer.apple.com/documentation/swiftui/tabcontent/badge(_:)
  ///
  /// - Parameter label: An optional `Text` view to display as a badge.
  nonisolated public func badge(_ label: Text?) -> some TabContent<TabValue> { self }
}
