#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

// The window: its width, and the root the host installs in it (or in its container).

extension UIKitHost {
  // MARK: - Steps

  /// `.setRoot`: the window's `rootViewController`, or the container's child, inside
  /// `UIView.transition` when animated.
  func performSetRoot(_ node: NavigationTree<NavigationStep.Screen>, animation: StepAnimation, screens lookup: ScreenLookup) throws(NavigationError) {
    var seen: Set<ObjectIdentifier> = []
    let root = try build(node, screens: lookup, seen: &seen, moving: true)
    let placeView: UIView? = window ?? container?.view
    guard let place = placeView else {
      throw .hostContainerGone
    }
    // A screen shown now that becomes the root by itself leaves its old container once
    // that container is out of the window (screens moving into new containers leave
    // theirs as they are added).
    // UIKit dismisses nothing when the root changes (rule 48): what the old root's tabs
    // present in their own context is dismissed once out of the window, without callbacks.
    let contexts = rootTabs.filter { contextPresentation(of: $0) != nil }
    let install: @MainActor () -> Void = { [weak self] in
      self?.install(root)
      for tab in contexts { tab.dismiss(animated: false, completion: nil) }
    }
    if animation.isAnimated {
      var duration = rootTransitionDuration
      if case .fade(let seconds) = animation { duration = seconds }
      UIView.transition(
        with: place, duration: duration, options: .transitionCrossDissolve, animations: install,
        completion: { [weak self] _ in self?.finishCurrent() })
    } else {
      install()
      finishCurrent()
    }
  }

  // MARK: - The window's width

  /// The window's width, from the trait collection of the window (or of the container's
  /// view): what a popover adapts to. A compact width shows a popover as a form sheet.
  public var horizontalSizeClass: HorizontalSizeClass {
    guard let view = window ?? container?.view else { return reportedWidth }
    return Self.width(of: view.traitCollection)
  }

  static func width(of traits: UITraitCollection) -> HorizontalSizeClass {
    traits.horizontalSizeClass == .compact ? .compact : .regular
  }

  /// Listens for the horizontal size class of the window (or the container's view) with
  /// `registerForTraitChanges(_:handler:)` (iOS 17), and reports each change to the navigator
  /// as `NavigationStep.setWidth(_:)`. UIKit itself adapts a popover shown to the new width. A
  /// split view the host made reports the change earlier, as it starts collapsing or expanding
  /// (``splitViewWillChangeWidth(_:to:)``); the handler then finds the width reported.
  func observeWidth() {
    guard let view = window ?? container?.view else { return }
    reportedWidth = Self.width(of: view.traitCollection)
    view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { [weak self] (view: UIView, _: UITraitCollection) in
      self?.widthDidChange(to: Self.width(of: view.traitCollection))
    }
  }

  func widthDidChange(to width: HorizontalSizeClass) {
    // Reported once no step, person's change or queued request is under way, so that the
    // change is numbered after the requests that were waiting and ends after them: the
    // navigator next becomes idle, or the host's step or the person's change ends.
    guard current == nil, pulledDown == nil, personPops.isEmpty, tappedTabs == nil, splitWidthChange == nil,
      (navigator?.queuedRequestCount ?? 0) == 0
    else {
      if pendingWidth == nil, let navigator {
        navigator.whenIdleAfterNextChange { [weak self] idle in
          guard idle, let self, let width = self.pendingWidth else { return }
          self.widthDidChange(to: width)
        }
      }
      pendingWidth = width
      return
    }
    pendingWidth = nil
    guard width != reportedWidth else { return }
    reportedWidth = width
    delegate?.hostDidBeginPersonChange(self)
    report(.setWidth(width))
    endPersonChange()
  }

  // MARK: - The root

  /// Makes `root` the window's root, or the container's child in place of the old root; a
  /// root that was in another container leaves it once that container is out of view.
  private func install(_ root: UIViewController) {
    if let window {
      window.rootViewController = root
      if root.parent != nil { detach(root) }
      return
    }
    guard let container else { return }
    let old = containerRoot
    // The new root is the root from now on, also inside the old one's callbacks.
    containerRoot = root
    if let old, old !== root, old.parent === container {
      old.willMove(toParent: nil)
      old.view.removeFromSuperview()
      old.removeFromParent()
    }
    if let parent = root.parent, parent !== container { detach(root) }
    guard root.parent !== container else { return }
    container.addChild(root)
    root.view.frame = container.view.bounds
    root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.view.addSubview(root.view)
    root.didMove(toParent: container)
  }

  /// Takes a controller out of the container it was in, without telling the navigator: the
  /// navigator made it the new root.
  private func detach(_ controller: UIViewController) {
    isRearranging = true
    defer { isRearranging = false }
    if let navigation = controller.parent as? UINavigationController {
      navigation.setViewControllers(navigation.viewControllers.filter { $0 !== controller }, animated: false)
    } else if let tabs = controller.parent as? UITabBarController {
      if Self.hasUITabs(tabs) {
        // A sidebar-adaptable container the navigator takes a tab from is replaced as a whole.
        controller.willMove(toParent: nil)
        controller.removeFromParent()
      } else {
        tabs.setViewControllers(tabs.viewControllers?.filter { $0 !== controller }, animated: false)
      }
    } else if controller.parent != nil {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
  }
}

#endif
