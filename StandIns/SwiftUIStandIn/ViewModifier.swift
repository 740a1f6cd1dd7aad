/// The stand-in for SwiftUI's `ViewModifier`: a modifier that you apply to a view or
/// another view modifier, producing a different version of the original value.
///
/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View

  /// The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>

  /// Gets the current body of the caller.
  ///
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  ///
  /// - Parameter content: A proxy for the view that will have the modifier represented by `Self` applied to it.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}
