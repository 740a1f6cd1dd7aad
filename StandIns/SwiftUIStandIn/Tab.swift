/// The stand-in for SwiftUI's `Tab`: the content of a tab and its tab item (iOS 18, macOS 15).
///
/// https://developer.apple.com/documentation/swiftui/tab
@available(iOS 18.0, macOS 15.0, *)
public struct Tab<Value, Content, Label>: TabContent where Value: Hashable, Content: View, Label: View {
  /// The tab's selection value.
  public typealias TabValue = Value

  /// Creates a new tab with a label that you can use in a tab view.
  ///
  /// https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:)
  ///
  /// - Parameters:
  ///   - value: The `selection` value which selects this tab.
  ///   - content: The view content of the tab.
  ///   - label: The label for the tab's tab item.
  nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}
