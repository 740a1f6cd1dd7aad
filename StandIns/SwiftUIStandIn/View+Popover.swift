extension View {
  /// Presents a popover when a given condition is true.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)
  ///
  /// - Parameters:
  ///   - isPresented: A binding to whether the popover is presented.
  ///   - attachmentAnchor: The positioning anchor; the view's bounds by default.
  ///   - arrowEdge: The edge of the anchor the arrow points from; nil lets the system choose.
  ///   - content: A closure returning the popover's content.
  nonisolated public func popover<Content>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    StandInLeaf()
  }

  /// Specifies how to adapt a presentation to compact size classes.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)
  ///
  /// - Parameter adaptation: The adaptation to use in either a horizontally or vertically
  ///   compact size class.
  @available(iOS 16.4, macOS 13.3, *)
  nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    StandInLeaf()
  }

  /// Sets the navigation transition style for this view.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
  ///
  /// - Parameter style: The transition, such as `.zoom(sourceID:in:)`.
  @available(iOS 18.0, macOS 15.0, *)
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
    StandInLeaf()
  }

  /// Identifies this view as the source of a navigation transition, such as a zoom transition.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
  ///
  /// - Parameters:
  ///   - id: The identifier, often derived from the data the view displays.
  ///   - namespace: The namespace in which the identifier is defined.
  @available(iOS 18.0, macOS 15.0, *)
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
    StandInLeaf()
  }

  /// Adds an action to perform when the given value changes, with the old and the new value.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  ///
  /// - Parameters:
  ///   - value: The value to check when determining whether to run the closure.
  ///   - initial: Whether the action runs when this view first appears.
  ///   - action: A closure to run when the value changes, given the old and the new value.
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable {
    StandInLeaf()
  }
}
