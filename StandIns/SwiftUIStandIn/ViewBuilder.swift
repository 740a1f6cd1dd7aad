/// The stand-in for SwiftUI's `ViewBuilder`: builds a view from a closure's statements.
///
/// It offers what SceneRouterSwiftUI's views and the third-party code the stand-in is
/// proved on write: no view, one, two or three views, `if`, `if let`, `if`–`else` and
/// `switch` (https://developer.apple.com/documentation/swiftui/viewbuilder). Every member
/// keeps the `View` constraints of the SDKs the package supports.
@resultBuilder
public struct ViewBuilder {
  /// Passes a single view through unmodified.
  ///
  /// - Parameter content: The view.
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

  /// Passes a single view written as a child view through unmodified.
  ///
  /// - Parameter content: The view.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

  /// Builds an empty view from a block containing no statements.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Builds a view of two views.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)
  ///
  /// - Parameters:
  ///   - c0: The first view.
  ///   - c1: The second view.
  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0: View, C1: View {
    TupleView((c0, c1))
  }

  /// Builds a view of three views.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:)
  ///
  /// - Parameters:
  ///   - c0: The first view.
  ///   - c1: The second view.
  ///   - c2: The third view.
  public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)>
  where C0: View, C1: View, C2: View {
    TupleView((c0, c1, c2))
  }

  /// Produces optional content, shown only when an `if` condition is true.
  ///
  /// - Parameter content: The view, or nil.
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

  /// Provides support for `if #available` statements in multi-statement closures, erasing
  /// the type of a view that is not available everywhere.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  ///
  /// - Parameter content: The view.
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
    AnyView(content)
  }

  /// Produces content for an `if` statement's true branch.
  ///
  /// - Parameter first: The branch's view.
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > where TrueContent: View, FalseContent: View {
    _ConditionalContent(first: first)
  }

  /// Produces content for an `if` statement's false branch.
  ///
  /// - Parameter second: The branch's view.
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > where TrueContent: View, FalseContent: View {
    _ConditionalContent(second: second)
  }
}

/// The stand-in's `Optional` view: the content of an `if` without `else`.
extension Optional: View where Wrapped: View {
  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
