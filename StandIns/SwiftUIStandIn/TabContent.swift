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
