extension View {
  /// Presents an alert with a message when a given condition is true, using a string
  /// variable as a title.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
  /// (the overload taking `S: StringProtocol`; its own page is not in the documentation corpus,
  /// the declaration follows the SDK's interface and its siblings' pages)
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the alert.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
  ///   - actions: A view builder returning the alert's actions.
  ///   - message: A view builder returning the message for the alert.
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func alert<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    StandInLeaf()
  }

  /// Presents a confirmation dialog with a message when a given condition is true, using a
  /// string variable for the title.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
  /// (the overload taking `S: StringProtocol`; its own page is not in the documentation corpus,
  /// the declaration follows the SDK's interface and its siblings' pages)
  ///
  /// - Parameters:
  ///   - title: A text string used as the title of the dialog.
  ///   - isPresented: A binding to a Boolean value that determines whether to present the dialog.
  ///   - titleVisibility: The visibility of the dialog's title; `.automatic` by default.
  ///   - actions: A view builder returning the dialog's actions.
  ///   - message: A view builder returning the message for the dialog.
  @available(iOS 15.0, macOS 12.0, *)
  nonisolated public func confirmationDialog<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    StandInLeaf()
  }
}
