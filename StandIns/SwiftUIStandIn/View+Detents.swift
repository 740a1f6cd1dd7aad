extension View {
  /// Sets the available detents for the enclosing sheet, giving you programmatic control of
  /// the currently selected detent.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
  ///
  /// - Parameters:
  ///   - detents: A set of supported detents for the sheet.
  ///   - selection: A binding to the currently selected detent.
  @available(iOS 16.0, macOS 13.0, *)
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    StandInLeaf()
  }

  /// Sets the visibility of the drag indicator on top of a sheet.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
  ///
  /// - Parameter visibility: The preferred visibility of the drag indicator.
  @available(iOS 16.0, macOS 13.0, *)
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    StandInLeaf()
  }

  /// Controls whether people can interact with the view behind a presentation.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:)
  ///
  /// - Parameter interaction: How people can interact with the view behind a presentation.
  @available(iOS 16.4, macOS 13.3, *)
  nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    StandInLeaf()
  }
}
