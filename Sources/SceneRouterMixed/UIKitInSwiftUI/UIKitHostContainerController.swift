#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import SceneRouterUIKit

/// The view controller a UIKitHostView shows: a container whose only child is the root
/// that its UIKitHost installs.
///
/// ```swift
/// @MainActor @Observable final class ShopNavigation {
///   let container = UIKitHostContainerController()
///   let navigator: Navigator
///   init() {
///     navigator = Navigator(host: container.host)
///     navigator.setRoot(.tabs([.stack([ShopViewController()]), .stack([WishlistViewController()])], selected: 0))
///   }
/// }
/// ```
///
/// The container owns its host, made with `UIKitHost(container:)`: the host adds each root
/// as the container's child (UIKit's containment calls, the root's view filling the
/// container's view) and presents from it, while SwiftUI places the container in its own
/// window. There is one window, SwiftUI's; UIKit forwards the appearance callbacks to the
/// root when SwiftUI shows the container and when it takes it away. The container lives as
/// long as your app keeps it, so SwiftUI may remove and show it again without losing what
/// the navigator shows.
@MainActor
public final class UIKitHostContainerController: UIViewController {
  /// The host that installs its roots in this container; it holds the container weakly.
  public private(set) lazy var host = UIKitHost(container: self)

  /// Creates an empty container and its host.
  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: containers are made in code.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }
}

#endif
