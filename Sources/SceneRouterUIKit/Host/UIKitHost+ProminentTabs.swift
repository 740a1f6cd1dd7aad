#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
@_spi(Hosting) import SceneRouter

/// How ``UIKitHost`` gives a plain tab container (`Layout.tabs(_:selected:)`) its prominent
/// tab: UIKit's `prominentTabIdentifier` names a `UITab`
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/prominenttabidentifier),
/// and a tab bar controller built with `viewControllers` has none. So a plain container one of
/// whose tabs is prominent (`TabItem.Role.prominent`) is built with one `UITab` per tab, in tab
/// bar mode (no sidebar, no groups), on iOS 27, where the prominence exists; every other plain
/// container, and every one before iOS 27, keeps `viewControllers`. Before iOS 27 a `UITab`
/// would change nothing a person sees except for the worse: it has no system form, so a
/// `TabItem(system:)` would lose UIKit's own localized item.
///
/// Decided at build time: a tab that becomes prominent later (a `refreshChrome(of:)` of its
/// root screen) in a container built with `viewControllers` shows as an ordinary tab until the
/// container is built again, for instance by the next `setRoot(_:)`.
extension UIKitHost {
  /// Installs `controllers` as `UITab`s when one of their root screens' tab items is prominent
  /// and the system has prominent tabs (iOS 27), selects `selected`, and names the prominent
  /// tab; returns false, having changed nothing, otherwise.
  ///
  /// - Parameters:
  ///   - controllers: The tabs' controllers, in order, already built (their records exist).
  ///   - titles: The tabs' titles, for their `UITab`s.
  ///   - selected: The selected tab's index.
  ///   - container: The tab bar controller.
  func installProminentTabs(
    _ controllers: [UIViewController], titles: [String], selected: Int, in container: UITabBarController
  ) -> Bool {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 27, *) {
      let prominent = controllers.contains { controller in
        guard let id = ids[ObjectIdentifier(tabRoot(of: controller))] else { return false }
        return records[id]?.tabItem?.role == .prominent
      }
      guard prominent else { return false }
      let tabs = controllers.enumerated().map { index, controller in
        UITab(title: titles.indices.contains(index) ? titles[index] : "", image: nil, identifier: "tab \(index)") { _ in
          controller
        }
      }
      container.setTabs(tabs, animated: false)
      Self.select(selected, in: container)
      return true
    }
    #endif
    return false
  }
}

#endif
