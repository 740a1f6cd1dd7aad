// UIKit's half of SwiftUI: on Linux the view controllers are the UIKit stand-in's.
public import UIKitStandIn

/// The stand-in for SwiftUI's `UIHostingController`: a UIKit view controller that manages a
/// SwiftUI view hierarchy.
///
/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
///
/// The stand-in keeps the root view and renders nothing; as a `UIViewController` it takes
/// part in the UIKit stand-in's containers, presentations and appearance callbacks.
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
  /// The root view of the SwiftUI view hierarchy managed by this view controller.
  ///
  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
  public var rootView: Content

  /// Creates a hosting controller object that wraps the specified SwiftUI view.
  ///
  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  ///
  /// - Parameter rootView: The root view of the SwiftUI view hierarchy.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a hosting controller from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }
}
