extension View {
  /// Applies a modifier to a view and returns a new view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  ///
  /// - Parameter modifier: The modifier to apply to this view.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// Applies the given transaction mutation function to all animations used within the view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/transaction(_:)
  ///
  /// - Parameter transform: The transformation to apply to transactions within this view.
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    StandInLeaf()
  }

  /// Prevents the view from updating its child view when its new value is the same as its
  /// old value.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/equatable()
  nonisolated public func equatable() -> EquatableView<Self> where Self: Equatable {
    EquatableView(content: self)
  }

  /// Layers the given view behind this view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/background(_:alignment:)
  ///
  /// - Parameters:
  ///   - background: The view to draw behind this view.
  ///   - alignment: The alignment with a default value of `center`.
  nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View
  where Background: View {
    StandInLeaf()
  }

  /// Hides this view unconditionally.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/hidden()
  nonisolated public func hidden() -> some View {
    StandInLeaf()
  }
}
