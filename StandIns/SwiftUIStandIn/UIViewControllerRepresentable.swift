// UIKit's half of SwiftUI: on Linux the view controllers are the UIKit stand-in's.
public import UIKitStandIn

/// The stand-in for SwiftUI's `UIViewControllerRepresentable`: a view that represents a
/// UIKit view controller.
///
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
///
/// As in SwiftUI, its `Body` is `Never`, so a representable that declares a body of its own
/// is refused, and the coordinator defaults to `Void`.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  /// The type of view controller to present.
  associatedtype UIViewControllerType: UIViewController

  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void

  /// The context the representable's methods receive.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Creates the view controller object and configures its initial state.
  ///
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  ///
  /// - Parameter context: Information about the current state of the system.
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

  /// Updates the state of the specified view controller with new information from SwiftUI.
  ///
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  ///
  /// - Parameters:
  ///   - uiViewController: The view controller.
  ///   - context: Information about the current state of the system.
  @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

  /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
  ///
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
  ///
  /// - Parameters:
  ///   - uiViewController: The view controller.
  ///   - coordinator: The coordinator.
  @MainActor @preconcurrency static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

  /// Creates the custom instance that you use to communicate changes from your view
  /// controller to other parts of your SwiftUI interface.
  ///
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable {
  /// Does nothing: SwiftUI's default.
  ///
  /// - Parameters:
  ///   - uiViewController: The view controller.
  ///   - coordinator: The coordinator.
  public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
  /// Makes the `Void` coordinator of a representable that has none of its own.
  public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewControllerRepresentable where Self.Body == Never {
  /// A representable has no body: SwiftUI shows its view controller instead. Nothing calls it.
  public var body: Never { StandInNever.unreachable() }
}

/// What a representable's body would produce: nothing, ever.
enum StandInNever {
  /// Never returns, like a `Never` body in SwiftUI (which no one calls either); without a trap.
  static func unreachable() -> Never {
    repeat {} while true
  }
}

/// The stand-in for SwiftUI's `UIViewControllerRepresentableContext`: what a representable's
/// methods receive.
///
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
///
/// Only SwiftUI creates contexts; in the stand-in that is `SwiftUISimulator`.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
  /// The view's associated coordinator.
  ///
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
  public let coordinator: Representable.Coordinator

  init(coordinator: Representable.Coordinator) {
    self.coordinator = coordinator
  }
}
