extension View {
  /// Associates a destination view with a presented data type for use within a navigation stack.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  ///
  /// - Parameters:
  ///   - data: The type of data that this destination matches; `Hashable`.
  ///   - destination: Builds the view for a value of that type.
  @available(iOS 16.0, macOS 13.0, *)
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    StandInLeaf()
  }

  /// Sets the style for navigation views within this view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/navigationviewstyle(_:)
  ///
  /// - Parameter style: The style to apply to this view.
  nonisolated public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle {
    StandInLeaf()
  }
}
