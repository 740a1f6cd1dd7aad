/// A person triggers an unwind segue (an Exit-wired control): UIKit finds the destination,
/// prepares, calls the destination's unwind action, then unwinds the containers (rules 44, 45).
extension UIKitSimulator {
  /// Performs an unwind segue from `source`, as UIKit does when a person taps a control
  /// wired to Exit.
  ///
  /// 1. The destination: from `source` up through its parents and presenters, each
  ///    controller's ``UIViewController/allowedChildrenForUnwinding(from:)`` (and their
  ///    descendants) are searched first, then the controller itself; the first that
  ///    implements the unwind action wins (`action` stands for UIKit's
  ///    `canPerformUnwindSegueAction`, which asks about a `Selector`; Linux has none).
  /// 2. The source's `prepare(for:sender:)` with a new segue to the destination.
  /// 3. The destination's unwind action.
  /// 4. The visual unwind: what the destination's presentation level presents is
  ///    dismissed, animated, and each container on the way down to the destination gets
  ///    ``UIViewController/unwind(for:towards:)`` (a navigation controller pops, a tab bar
  ///    controller selects the tab).
  ///
  /// - Parameters:
  ///   - identifier: The unwind segue's identifier.
  ///   - source: The controller the person tapped in.
  ///   - sender: The control.
  ///   - action: The unwind action a controller implements, or nil when it implements none.
  /// - Returns: The destination, or nil when no controller implements the action (UIKit
  ///   then does nothing).
  /// - Throws: ``UIKitSimulatorError`` while a transition or a swipe is in progress.
  @discardableResult
  public func unwind(
    withIdentifier identifier: String?, from source: UIViewController, sender: Any?,
    action: (UIViewController) -> (@MainActor (UIStoryboardSegue) -> Void)?
  ) throws(UIKitSimulatorError) -> UIViewController? {
    try checkNoSwipe("unwind")
    guard pendingAnimationCount == 0 else { throw UIKitSimulatorError("unwind", "a transition is in flight") }
    let unwindSource = UIStoryboardUnwindSegueSource(source: source, sender: sender)
    guard let (destination, perform) = Self.destination(for: unwindSource, action: action) else { return nil }
    let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    source.prepare(for: segue, sender: sender)
    perform(segue)
    // What the destination's level presents goes (rules 20, 21).
    var level: UIViewController = destination
    while let parent = level.parent { level = parent }
    if level.ownPresented != nil { level.dismiss(animated: true, completion: nil) }
    // Each container from the level's root down toward the destination shows its child.
    var path: [UIViewController] = [destination]
    while let parent = path[0].parent { path.insert(parent, at: 0) }
    for (container, child) in zip(path, path.dropFirst()) {
      container.unwind(for: segue, towards: child)
    }
    return destination
  }

  private static func destination(
    for source: UIStoryboardUnwindSegueSource, action: (UIViewController) -> (@MainActor (UIStoryboardSegue) -> Void)?
  ) -> (UIViewController, @MainActor (UIStoryboardSegue) -> Void)? {
    var current: UIViewController? = source.source.parent ?? source.source.ownPresentationController?.presenter
    while let controller = current {
      for child in controller.allowedChildrenForUnwinding(from: source) {
        if let found = search(child, source: source, action: action) { return found }
      }
      if let perform = action(controller) { return (controller, perform) }
      current = controller.parent ?? controller.ownPresentationController?.presenter
    }
    return nil
  }

  /// A controller and its descendants, the controller first.
  private static func search(
    _ controller: UIViewController, source: UIStoryboardUnwindSegueSource,
    action: (UIViewController) -> (@MainActor (UIStoryboardSegue) -> Void)?
  ) -> (UIViewController, @MainActor (UIStoryboardSegue) -> Void)? {
    if let perform = action(controller) { return (controller, perform) }
    for child in controller.allowedChildrenForUnwinding(from: source) {
      if let found = search(child, source: source, action: action) { return found }
    }
    return nil
  }
}
