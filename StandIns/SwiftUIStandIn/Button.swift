/// The stand-in for SwiftUI's `Button`: a control that initiates an action.
///
/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label>: View where Label: View {
  /// Creates a button that displays a custom label.
  ///
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  ///
  /// - Parameters:
  ///   - action: The action to perform when the user triggers the button.
  ///   - label: A view that describes the purpose of the button's `action`.
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
