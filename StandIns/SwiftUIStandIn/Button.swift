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

  /// Creates a button with a specified role that displays a custom label.
  ///
  /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
  ///
  /// - Parameters:
  ///   - role: An optional semantic role that describes the button; nil for none.
  ///   - action: The action to perform when the user interacts with the button.
  ///   - label: A view that describes the purpose of the button's `action`.
  @available(iOS 15.0, macOS 12.0, *)
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
