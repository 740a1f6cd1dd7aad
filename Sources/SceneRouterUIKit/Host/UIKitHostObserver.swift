#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

/// The delegate ``UIKitHost`` installs on the containers it manages: it tells the host
/// what UIKit did and forwards every call to the delegate the app had set before.
///
/// Containers hold delegates weakly, so the host keeps this object; the app's own
/// delegates are held weakly here too, as UIKit would.
@MainActor
final class UIKitHostObserver: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
  UISheetPresentationControllerDelegate, UISplitViewControllerDelegate
{
  private struct WeakNavigationDelegate { weak var value: (any UINavigationControllerDelegate)? }
  private struct WeakTabDelegate { weak var value: (any UITabBarControllerDelegate)? }
  private struct WeakPresentationDelegate { weak var value: (any UIAdaptivePresentationControllerDelegate)? }

  weak var host: UIKitHost?
  private var navigationDelegates: [ObjectIdentifier: WeakNavigationDelegate] = [:]
  private var tabDelegates: [ObjectIdentifier: WeakTabDelegate] = [:]
  private var presentationDelegates: [ObjectIdentifier: WeakPresentationDelegate] = [:]
  /// The animator the host gave for the last push or pop it was asked about, so that only
  /// the app's own animators are offered to the app's delegate for an interaction controller.
  private var hostAnimator: ObjectIdentifier?

  // MARK: - Taking containers over

  func observe(_ navigation: UINavigationController) {
    if let existing = navigation.delegate, existing !== self {
      navigationDelegates[ObjectIdentifier(navigation)] = WeakNavigationDelegate(value: existing)
    }
    navigation.delegate = self
  }

  func observe(_ tabs: UITabBarController) {
    if let existing = tabs.delegate, existing !== self {
      tabDelegates[ObjectIdentifier(tabs)] = WeakTabDelegate(value: existing)
    }
    tabs.delegate = self
  }

  /// Becomes the delegate of a split view controller the host made (no app delegate to forward
  /// to: the host makes its split view controllers itself).
  func observe(_ split: UISplitViewController) {
    split.delegate = self
  }

  /// Becomes the sidebar's delegate of a tab bar controller with `UITab`s the host made (iOS 18).
  func observeSidebar(of tabs: UITabBarController) {
    #if !os(tvOS) && !os(visionOS)
    if #available(iOS 18, *) {
      if !tabs.tabs.isEmpty { tabs.sidebar.delegate = self }
    }
    #endif
  }

  func observe(_ presentation: UIPresentationController) {
    if let existing = presentation.delegate, existing !== self {
      presentationDelegates[ObjectIdentifier(presentation)] = WeakPresentationDelegate(value: existing)
    }
    presentation.delegate = self
  }

  /// Forgets the app delegates of containers and presentations the host no longer shows.
  func forget(_ key: ObjectIdentifier) {
    navigationDelegates[key] = nil
    tabDelegates[key] = nil
    presentationDelegates[key] = nil
  }

  // MARK: - UINavigationControllerDelegate

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    if let app = navigationDelegates[ObjectIdentifier(navigationController)]?.value {
      DelegateForwarding.willShow(app, navigationController, viewController, animated)
    }
    host?.navigationController(navigationController, willShow: viewController)
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    if let app = navigationDelegates[ObjectIdentifier(navigationController)]?.value {
      DelegateForwarding.didShow(app, navigationController, viewController, animated)
    }
    host?.navigationController(navigationController, didShow: viewController)
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    // A custom transition the navigator asked for wins; any other push or pop keeps the
    // app's own animator, if its delegate has one.
    if let animator = host?.interactiveAnimator(for: navigationController, operation)
      ?? host?.animator(for: navigationController, operation, from: fromVC, to: toVC)
    {
      hostAnimator = ObjectIdentifier(animator as AnyObject)
      return animator
    }
    hostAnimator = nil
    guard let app = navigationDelegates[ObjectIdentifier(navigationController)]?.value else { return nil }
    return DelegateForwarding.animationController(app, navigationController, operation, fromVC, toVC)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    // The host's own animator is driven only by a finger-driven push or pop the host started; the
    // app's animator by the app's own interaction controller, if its delegate has one.
    if hostAnimator == ObjectIdentifier(animationController as AnyObject) {
      return host?.interactionController(for: navigationController, animator: animationController)
    }
    guard let app = navigationDelegates[ObjectIdentifier(navigationController)]?.value else { return nil }
    return DelegateForwarding.interactionController(app, navigationController, animationController)
  }

  // MARK: - UITabBarControllerDelegate

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    if let app = tabDelegates[ObjectIdentifier(tabBarController)]?.value,
      !DelegateForwarding.shouldSelect(app, tabBarController, viewController)
    {
      return false
    }
    // UIKit selects the tab right after this answer: the change is decided now. With
    // `UITab`s (iOS 18) the `UITab` form below is the one that reports; iOS 27 no longer
    // calls this form for some taps.
    if !UIKitHost.hasUITabs(tabBarController) { host?.tabBarController(tabBarController, willSelect: viewController) }
    return true
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    if let app = tabDelegates[ObjectIdentifier(tabBarController)]?.value {
      DelegateForwarding.didSelect(app, tabBarController, viewController)
    }
    host?.tabBarController(tabBarController, didSelect: viewController)
  }

  #if !os(tvOS) && !os(visionOS)
  @available(iOS 18, *)
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
    if let app = tabDelegates[ObjectIdentifier(tabBarController)]?.value,
      !DelegateForwarding.shouldSelectTab(app, tabBarController, tab)
    {
      return false
    }
    // UIKit selects the tab right after this answer: the change is decided now. A tab bar
    // without `tabs` may report its view controllers' taps here too: whichever form comes
    // first reports the selection, and the other finds it made.
    if let index = UIKitHost.index(of: tab, in: tabBarController) {
      host?.tabBarController(tabBarController, willSelectTabAt: index)
    }
    return true
  }

  @available(iOS 18, *)
  func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
    if let app = tabDelegates[ObjectIdentifier(tabBarController)]?.value {
      DelegateForwarding.didSelectTab(app, tabBarController, selectedTab, previousTab)
    }
    host?.tabBarControllerDidSelectTab(tabBarController)
  }
  #endif

  // MARK: - UIAdaptivePresentationControllerDelegate

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    let app = presentationDelegates[ObjectIdentifier(presentationController)]?.value
    let appAllows = app.map { DelegateForwarding.shouldDismiss($0, presentationController) } ?? true
    return appAllows && host?.allowsInteractiveDismissal(of: presentationController.presentedViewController) != false
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    if let app = presentationDelegates[ObjectIdentifier(presentationController)]?.value {
      DelegateForwarding.willDismiss(app, presentationController)
    }
    host?.userBeganDismissing(presentationController.presentedViewController)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    if let app = presentationDelegates[ObjectIdentifier(presentationController)]?.value {
      DelegateForwarding.didDismiss(app, presentationController)
    }
    host?.userDismissed(presentationController.presentedViewController)
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    if let app = presentationDelegates[ObjectIdentifier(presentationController)]?.value {
      DelegateForwarding.didAttemptToDismiss(app, presentationController)
    }
    host?.userAttemptedToDismiss(presentationController.presentedViewController)
  }

  // MARK: - UISplitViewControllerDelegate

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    // The column UIKit proposes, as the navigator expects; the host records it.
    host?.splitViewWillChangeWidth(svc, to: .compact)
    host?.splitViewController(svc, collapsedTo: proposedTopColumn)
    return proposedTopColumn
  }

  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode {
    host?.splitViewWillChangeWidth(svc, to: .regular)
    return proposedDisplayMode
  }

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    host?.splitViewDidChangeWidth(svc)
  }

  func splitViewControllerDidExpand(_ svc: UISplitViewController) {
    host?.splitViewDidChangeWidth(svc)
  }

  // MARK: - UISheetPresentationControllerDelegate

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    if let app = presentationDelegates[ObjectIdentifier(sheetPresentationController)]?.value
      as? any UISheetPresentationControllerDelegate
    {
      DelegateForwarding.didChangeSelectedDetent(app, sheetPresentationController)
    }
    host?.personDraggedSheet(sheetPresentationController)
  }
}

#if !os(tvOS) && !os(visionOS)
// MARK: - UITabBarController.Sidebar.Delegate

@available(iOS 18, *)
extension UIKitHostObserver: UITabBarController.Sidebar.Delegate {
  func tabBarController(
    _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
    animator: any UITabBarController.Sidebar.Animating
  ) {
    guard host?.sidebarVisibilityWillChange(of: tabBarController) == true else { return }
    // The change ends with the animation; without one, UIKit runs the completion at once.
    animator.addCompletion { [weak self] in self?.host?.sidebarVisibilityDidChange() }
  }
}
#endif

#endif
