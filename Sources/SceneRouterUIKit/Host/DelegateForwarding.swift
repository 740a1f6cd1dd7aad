#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

/// Calls to delegates an app set before ``UIKitHost`` took its containers over.
///
/// UIKit's delegate methods are optional requirements of Objective-C protocols, called as
/// `delegate.method?(…)` on a Mac; Linux has no optional requirements, and the stand-in
/// makes each one required. This is the only file that calls them through the protocol.
@MainActor
enum DelegateForwarding {
  static func willShow(
    _ delegate: any UINavigationControllerDelegate, _ navigation: UINavigationController,
    _ controller: UIViewController, _ animated: Bool
  ) {
    #if canImport(ObjectiveC)
    delegate.navigationController?(navigation, willShow: controller, animated: animated)
    #else
    delegate.navigationController(navigation, willShow: controller, animated: animated)
    #endif
  }

  static func didShow(
    _ delegate: any UINavigationControllerDelegate, _ navigation: UINavigationController,
    _ controller: UIViewController, _ animated: Bool
  ) {
    #if canImport(ObjectiveC)
    delegate.navigationController?(navigation, didShow: controller, animated: animated)
    #else
    delegate.navigationController(navigation, didShow: controller, animated: animated)
    #endif
  }

  static func animationController(
    _ delegate: any UINavigationControllerDelegate, _ navigation: UINavigationController,
    _ operation: UINavigationController.Operation, _ from: UIViewController, _ to: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    #if canImport(ObjectiveC)
    delegate.navigationController?(navigation, animationControllerFor: operation, from: from, to: to)
    #else
    delegate.navigationController(navigation, animationControllerFor: operation, from: from, to: to)
    #endif
  }

  static func interactionController(
    _ delegate: any UINavigationControllerDelegate, _ navigation: UINavigationController,
    _ animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    #if canImport(ObjectiveC)
    delegate.navigationController?(navigation, interactionControllerFor: animator)
    #else
    delegate.navigationController(navigation, interactionControllerFor: animator)
    #endif
  }

  static func shouldSelect(
    _ delegate: any UITabBarControllerDelegate, _ tabs: UITabBarController, _ controller: UIViewController
  ) -> Bool {
    #if canImport(ObjectiveC)
    delegate.tabBarController?(tabs, shouldSelect: controller) ?? true
    #else
    delegate.tabBarController(tabs, shouldSelect: controller)
    #endif
  }

  static func didSelect(
    _ delegate: any UITabBarControllerDelegate, _ tabs: UITabBarController, _ controller: UIViewController
  ) {
    #if canImport(ObjectiveC)
    delegate.tabBarController?(tabs, didSelect: controller)
    #else
    delegate.tabBarController(tabs, didSelect: controller)
    #endif
  }

  #if !os(tvOS) && !os(visionOS)
  @available(iOS 18, *)
  static func shouldSelectTab(_ delegate: any UITabBarControllerDelegate, _ tabs: UITabBarController, _ tab: UITab) -> Bool {
    #if canImport(ObjectiveC)
    delegate.tabBarController?(tabs, shouldSelectTab: tab) ?? true
    #else
    delegate.tabBarController(tabs, shouldSelectTab: tab)
    #endif
  }

  @available(iOS 18, *)
  static func didSelectTab(
    _ delegate: any UITabBarControllerDelegate, _ tabs: UITabBarController, _ tab: UITab, _ previous: UITab?
  ) {
    #if canImport(ObjectiveC)
    delegate.tabBarController?(tabs, didSelectTab: tab, previousTab: previous)
    #else
    delegate.tabBarController(tabs, didSelectTab: tab, previousTab: previous)
    #endif
  }
  #endif

  static func shouldDismiss(
    _ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController
  ) -> Bool {
    #if canImport(ObjectiveC)
    delegate.presentationControllerShouldDismiss?(controller) ?? true
    #else
    delegate.presentationControllerShouldDismiss(controller)
    #endif
  }

  static func willDismiss(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController) {
    #if canImport(ObjectiveC)
    delegate.presentationControllerWillDismiss?(controller)
    #else
    delegate.presentationControllerWillDismiss(controller)
    #endif
  }

  static func didDismiss(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController) {
    #if canImport(ObjectiveC)
    delegate.presentationControllerDidDismiss?(controller)
    #else
    delegate.presentationControllerDidDismiss(controller)
    #endif
  }

  static func didAttemptToDismiss(
    _ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController
  ) {
    #if canImport(ObjectiveC)
    delegate.presentationControllerDidAttemptToDismiss?(controller)
    #else
    delegate.presentationControllerDidAttemptToDismiss(controller)
    #endif
  }

  static func didChangeSelectedDetent(
    _ delegate: any UISheetPresentationControllerDelegate, _ controller: UISheetPresentationController
  ) {
    #if canImport(ObjectiveC)
    delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier?(controller)
    #else
    delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(controller)
    #endif
  }
}

#endif
