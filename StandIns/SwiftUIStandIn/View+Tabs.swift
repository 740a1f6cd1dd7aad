extension View {
  /// Sets the tab bar item associated with this view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  ///
  /// - Parameter label: The tab bar item to associate with this view.
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    StandInLeaf()
  }

  /// Sets the unique tag value of this view: a `TabView`'s selection value for this tab.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  ///
  /// - Parameters:
  ///   - tag: A `Hashable` value to use as the view's tag.
  ///   - includeOptional: Whether the tag is also set for `Optional<V>`.
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
    StandInLeaf()
  }
}

extension View {
  /// Sets the style for the tab view within the current environment (iOS 14).
  ///
  /// https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
  ///
  /// - Parameter style: The style to apply to the tab view.
  nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
    StandInLeaf()
  }
}

extension View {
  /// Generates a badge for the view from a string; nil hides the badge (iOS 15). In a tab's
  /// item, the tab bar shows it.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-6x46k
  ///
  /// - Parameter label: An optional string to display as a badge.
  nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol {
    StandInLeaf()
  }
}
