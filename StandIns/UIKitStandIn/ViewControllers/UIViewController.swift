public import Foundation

/// UIKit's `UIViewController`: view loading, appearance callbacks, containment and the
/// flags UIKit sets while a controller moves.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller
///
/// Presentation lives in `UIViewController+Presentation.swift`. Everything is main-actor
/// isolated, as in UIKit.
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  private weak var parentController: UIViewController?
  private var childControllers: [UIViewController] = []
  /// The window whose root this controller is.
  weak var installedWindow: UIWindow?
  /// The controller this one presents (set on the controller that actually presents).
  var ownPresented: UIViewController?
  /// The presentation controller, created on first access (UIKit creates one too).
  var ownPresentationController: UIPresentationController?
  /// The transition this controller takes part in, while it runs.
  var transition: StandInTransition?
  var movingToParent = false
  var movingFromParent = false
  var beingPresented = false
  var beingDismissed = false
  /// The tab bar item, once made (`tabBarItem`).
  var ownTabBarItem: UITabBarItem?
  /// The navigation item, once made (`navigationItem`).
  var ownNavigationItem: UINavigationItem?
  /// The transition `preferredTransition` holds (iOS 18's type, kept untyped here).
  var ownPreferredTransition: NSObject?

  /// The controller's title.
  open var title: String?
  /// How the controller is presented; `.automatic` by default.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The animation used to present it when no transitioning delegate takes over.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Whether the controller refuses interactive dismissal of its sheet (rule 25).
  open var isModalInPresentation = false
  /// Whether `.currentContext` presentations from below stop at this controller (rule 19).
  open var definesPresentationContext = false
  /// Supplies animators for presenting and dismissing this controller; held weakly.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// Creates a controller without a nib.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: A nib name; the stand-in has no nibs.
  ///   - nibBundleOrNil: The nib's bundle.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller from an archive; the stand-in has no archives and returns nil.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) { nil }

  /// Creates a controller without a nib.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  // MARK: - The view

  /// The controller's view, loaded (and `viewDidLoad` called) on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it is not loaded yet.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: .zero) }
    viewDidLoad()
  }

  /// Creates the view; the default makes an empty one.
  open func loadView() { loadedView = UIView(frame: .zero) }

  /// Called once after the view loaded.
  open func viewDidLoad() {}
  /// Called before the view appears.
  ///
  /// - Parameter animated: Whether the change is animated.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  ///
  /// - Parameter animated: Whether the change was animated.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  ///
  /// - Parameter animated: Whether the change is animated.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  ///
  /// - Parameter animated: Whether the change was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  /// True inside appearance callbacks while the controller is added to a container (rule 40).
  public var isMovingToParent: Bool { movingToParent }
  /// True inside appearance callbacks while the controller is removed from a container,
  /// even for a swipe back that is later cancelled (rule 40).
  public var isMovingFromParent: Bool { movingFromParent }
  /// True inside appearance callbacks while the controller is presented (rule 27).
  public var isBeingPresented: Bool { beingPresented }
  /// True inside appearance callbacks while the controller is dismissed (rule 27).
  public var isBeingDismissed: Bool { beingDismissed }

  // MARK: - Containment

  /// The container this controller is a child of; held weakly (rule 52).
  public var parent: UIViewController? { parentController }

  /// The child controllers, held strongly.
  public var children: [UIViewController] { childControllers }

  /// The nearest navigation-controller ancestor (rule 11); presentation is not containment.
  public var navigationController: UINavigationController? {
    var current = parentController
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parentController
    }
    return nil
  }

  /// The nearest tab-bar-controller ancestor (rule 34).
  public var tabBarController: UITabBarController? {
    var current = parentController
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parentController
    }
    return nil
  }

  /// Adds a child; calls its `willMove(toParent:)` first.
  ///
  /// - Parameter childController: The child.
  open func addChild(_ childController: UIViewController) {
    if let old = childController.parentController, old !== self { childController.removeFromParent() }
    guard childController.parentController !== self else { return }
    childController.willMove(toParent: self)
    childControllers.append(childController)
    childController.parentController = self
  }

  /// Removes the controller from its parent; calls its `didMove(toParent: nil)`.
  open func removeFromParent() {
    guard let parent = parentController else { return }
    parent.childControllers.removeAll { $0 === self }
    parentController = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a container.
  ///
  /// - Parameter parent: The new parent, or nil when removed.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a container.
  ///
  /// - Parameter parent: The new parent, or nil when removed.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: - Segues (rule 41)

  /// Asked before a segue a person triggers runs; `true` by default.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: What triggered it.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Called before the segue shows its destination; does nothing by default.
  ///
  /// - Parameters:
  ///   - segue: The segue.
  ///   - sender: What triggered it.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  // MARK: - Unwind segues (rules 44 and 45)

  /// The children to search for an unwind segue's destination, in search order: by
  /// default ``children`` minus ``childContaining(_:)`` (rule 44).
  ///
  /// - Parameter source: The unwind segue's source.
  /// - Returns: The children to search.
  open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    let containing = childContaining(source)
    return children.filter { $0 !== containing }
  }

  /// The child that contains the unwind segue's source, if any.
  ///
  /// - Parameter source: The unwind segue's source.
  /// - Returns: The child on the way to the source.
  open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    var current: UIViewController? = source.source
    while let controller = current {
      if controller.parentController === self { return controller }
      current = controller.parentController ?? controller.ownPresentationController?.presenter
    }
    return nil
  }

  /// Called on each container on an unwind segue's path so it shows `subsequentVC`: a
  /// navigation controller pops to it, a tab bar controller selects its tab (rule 45); the
  /// default, for controllers that are not containers, does nothing.
  ///
  /// - Parameters:
  ///   - unwindSegue: The unwind segue.
  ///   - subsequentVC: The child on the way to the destination.
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

  // MARK: - Transitions

  /// The coordinator of the transition this controller (or an ancestor) takes part in;
  /// nil when no animated transition runs (rule 56: it is ephemeral).
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var current: UIViewController? = self
    while let controller = current {
      if let transition = controller.transition { return transition }
      current = controller.parentController
    }
    return nil
  }

  // MARK: - Internal

  /// The child whose view shows this controller's content: overridden by UIKit's
  /// containers. A custom container shows the last child whose view is inside its own
  /// (UIKit forwards appearance to such children).
  var appearanceChild: UIViewController? {
    guard let own = loadedView else { return nil }
    return childControllers.last { $0.loadedView?.isInside(own) == true }
  }

  /// The children whose views show this controller's content side by side, leading first: the
  /// ``appearanceChild`` alone, except in an expanded split view, which shows every column.
  var shownChildren: [UIViewController] { appearanceChild.map { [$0] } ?? [] }

  /// The window this controller is in: through its parents, presenters and the root.
  var windowForController: UIWindow? {
    var current: UIViewController? = self
    while let controller = current {
      if let window = controller.installedWindow { return window }
      current = controller.parentController ?? controller.ownPresentationController?.presenter
    }
    return nil
  }

  var simulator: UIKitSimulator { UIKitSimulator.simulator(for: windowForController) }

  /// The outermost container of this controller.
  var containmentRoot: UIViewController {
    var current = self
    while let parent = current.parentController { current = parent }
    return current
  }
}
