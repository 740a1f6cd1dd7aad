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

@available(iOS 18.0, macOS 15.0, *)
extension Tab where Label == DefaultTabLabel {
  /// Creates a tab that the tab view presents when the tab view's selection matches the
  /// tab's value, labelled with a localized title and a system image, with a role.
  ///
  /// https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:role:content:)
  ///
  /// - Parameters:
  ///   - titleKey: The localized string key label for the tab's tab item.
  ///   - systemImage: The system image for the tab's tab item.
  ///   - value: The `selection` value which selects this tab.
  ///   - role: The role defining the semantic purpose of the tab.
  ///   - content: The view content of the tab.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {}
}
