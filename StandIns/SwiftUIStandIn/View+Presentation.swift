extension View {
  /// Presents a sheet using the given item as a data source for the sheet's content.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  ///
  /// - Parameters:
  ///   - item: A binding to an optional, `Identifiable` source of truth for the sheet.
  ///   - onDismiss: The closure to execute when dismissing the sheet.
  ///   - content: A closure returning the content of the sheet.
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    StandInLeaf()
  }

  /// Presents a modal view that covers as much of the screen as possible, using the
  /// binding as a data source for its content.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  ///
  /// - Parameters:
  ///   - item: A binding to an optional, `Identifiable` source of truth.
  ///   - onDismiss: The closure to execute when dismissing the modal view.
  ///   - content: A closure returning the content of the modal view.
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    StandInLeaf()
  }

  /// Conditionally prevents interactive dismissal of presentations like sheets.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  ///
  /// - Parameter isDisabled: Whether to prevent nonprogrammatic dismissal.
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    StandInLeaf()
  }

  /// Presents a sheet when a binding to a Boolean value that you provide is true.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that determines whether to present the sheet.
  ///   - onDismiss: The closure to execute when dismissing the sheet.
  ///   - content: A closure that returns the content of the sheet.
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    StandInLeaf()
  }

  /// Presents a modal view that covers as much of the screen as possible when a binding to
  /// a Boolean value you provide is true.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
  ///
  /// - Parameters:
  ///   - isPresented: A binding to a Boolean value that determines whether to present the modal view.
  ///   - onDismiss: The closure to execute when dismissing the modal view.
  ///   - content: A closure that returns the content of the modal view.
  nonisolated public func fullScreenCover<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    StandInLeaf()
  }
}
