extension View {
  /// Adds an action to perform before this view appears.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  ///
  /// - Parameter action: The action to perform; nil has no effect.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    StandInLeaf()
  }

  /// Adds an action to perform after this view disappears.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  ///
  /// - Parameter action: The action to perform; nil has no effect.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    StandInLeaf()
  }
}
