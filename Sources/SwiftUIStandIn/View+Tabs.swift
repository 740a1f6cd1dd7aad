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
