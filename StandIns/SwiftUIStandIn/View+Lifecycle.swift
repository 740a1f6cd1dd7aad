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

  /// Adds an action to perform when the given value changes (deprecated in iOS 17 for the
  /// two-parameter form).
  ///
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
  ///
  /// - Parameters:
  ///   - value: The value to check against when determining whether to run the closure.
  ///   - action: A closure to run when the value changes; it receives the new value.
  nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View
  where V: Equatable {
    StandInLeaf()
  }
}
