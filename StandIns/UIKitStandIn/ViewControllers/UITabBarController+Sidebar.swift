import Foundation

extension UITabBarController {
  /// The sidebar of a tab bar controller whose tabs adapt to one (iOS 18): shown or hidden
  /// by a person or by ``isHidden``; a compact width shows only the tab bar, the sidebar's
  /// `isHidden` kept for when the width is regular again (what `isAvailable`, iOS 27, tells).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class
  @available(iOS 18.0, *)
  @MainActor
  public final class Sidebar: NSObject {
    private weak var tabBarController: UITabBarController?
    private var hidden = false

    init(tabBarController: UITabBarController) {
      self.tabBarController = tabBarController
      super.init()
    }

    /// Hears the sidebar show and hide; held weakly.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/delegate-swift.property
    public weak var delegate: (any UITabBarController.Sidebar.Delegate)?

    /// Whether the sidebar is hidden. A change tells the delegate
    /// `tabBarController(_:sidebarVisibilityWillChange:animator:)` first; assigned in code, the
    /// change is not animated, so the animator's animations and completions run at once.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/ishidden
    public var isHidden: Bool {
      get { hidden }
      set { change(hidden: newValue, animated: false) }
    }

    /// Shows or hides the sidebar: the delegate hears it will change, then it changes, the
    /// animations added run and, when the animation ends, the completions. No view controller
    /// appears or disappears: the selected tab stays beside or under the sidebar.
    func change(hidden newValue: Bool, animated: Bool) {
      guard newValue != hidden else { return }
      let animator = SidebarAnimator()
      if let tabBarController { delegate?.tabBarController(tabBarController, sidebarVisibilityWillChange: self, animator: animator) }
      hidden = newValue
      for animation in animator.animations { animation() }
      let completions = animator.completions
      let finish: @MainActor () -> Void = { for completion in completions { completion() } }
      if animated, let tabBarController {
        tabBarController.simulator.schedule(finish)
      } else {
        finish()
      }
    }
  }
}

@available(iOS 18.0, *)
extension UITabBarController.Sidebar {
  /// Hears a tab bar controller's sidebar (UIKit's `UITabBarControllerSidebarDelegate`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/delegate-swift.protocol
  ///
  /// UIKit's requirements are `optional`; here the one the stand-in calls must be implemented.
  @MainActor
  public protocol Delegate: NSObjectProtocol {
    /// The sidebar is about to show or hide (`isHidden` changes, by a person or in code).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/delegate-swift.protocol/tabbarcontroller(_:sidebarvisibilitywillchange:animator:)
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - sidebar: Its sidebar.
    ///   - animator: Takes animations to run alongside, and completions.
    func tabBarController(
      _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
      animator: any UITabBarController.Sidebar.Animating)
  }

  /// Takes animations to run alongside the sidebar showing or hiding.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/animating
  @MainActor
  public protocol Animating: NSObjectProtocol {
    /// Adds animations to run alongside the change.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/animating/addanimations(_:)
    ///
    /// - Parameter animations: The animations.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion, run when the change ends.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar-swift.class/animating/addcompletion(_:)
    ///
    /// - Parameter completion: The completion.
    func addCompletion(_ completion: @escaping () -> Void)
  }
}

/// The stand-in's animator of a sidebar change: it only collects what it is given.
@available(iOS 18.0, *)
@MainActor
final class SidebarAnimator: NSObject, UITabBarController.Sidebar.Animating {
  var animations: [() -> Void] = []
  var completions: [() -> Void] = []
  func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
  func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
}
