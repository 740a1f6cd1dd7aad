#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import SceneRouter

extension Navigator {
  /// Closes, through the navigator, the screens an unwind segue leaves: call it from the
  /// destination's unwind action.
  ///
  /// ```swift
  /// @IBAction func unwindToOrders(_ segue: UIStoryboardSegue) {
  ///   do { try navigator.unwind(segue) } catch { assertionFailure("\(error)") }
  /// }
  /// ```
  ///
  /// UIKit performs an unwind segue in this order: it finds the destination (asking each
  /// controller up from the source whether it implements the unwind action), calls the
  /// source's `prepare(for:sender:)` (where `SegueRouting`'s routes pass data
  /// back), calls the destination's unwind action, and only then unwinds its containers:
  /// what the destination's level presents is dismissed, and each container gets
  /// `unwind(for:towards:)`. A navigation controller's pop reaches the navigator as a
  /// person's change, but a dismissal or a tab selection made by UIKit does not. So the
  /// action closes the screen shown right above the destination (and with it everything
  /// above), without animation; for a destination in another tab, it selects that tab,
  /// dismisses what is presented and pops what is above the destination. UIKit's own
  /// unwinding then finds the destination on top and changes nothing. The unwind is not
  /// animated.
  ///
  /// - Parameter segue: The unwind segue; its source and destination must be screens.
  /// - Throws: ``UIKitSegueError/notAScreen(identifier:controller:)``, or
  ///   ``UIKitSegueError/unwindDestinationNotBelow(identifier:source:destination:)`` when
  ///   the destination is neither below the source nor in a tab; nothing changes then.
  public func unwind(_ segue: UIStoryboardSegue) throws(UIKitSegueError) {
    let identifier = segue.identifier ?? ""
    guard let source = segue.source as? any Screen else {
      throw .notAScreen(identifier: identifier, controller: String(describing: type(of: segue.source)))
    }
    guard let destination = segue.destination as? any Screen else {
      throw .notAScreen(identifier: identifier, controller: String(describing: type(of: segue.destination)))
    }
    // From the source down, the screen each close reveals, until the destination.
    var above: any Screen = source
    while let revealed = screenRevealed(byClosing: above) {
      if revealed === destination {
        close(above, animated: false)
        return
      }
      above = revealed
    }
    // In another tab, UIKit's tab bar controller selects the destination's tab
    // (`unwind(for:towards:)`): the navigator selects it, dismisses what covers it, and
    // pops what is above the destination in its stack.
    guard isShowing(destination), let tab = Self.tab(containing: segue.destination),
      let index = tab.tabs.viewControllers?.firstIndex(where: { $0 === tab.child })
    else {
      throw .unwindDestinationNotBelow(
        identifier: identifier, source: source.screenName, destination: destination.screenName)
    }
    perform(.selectTab(index).animated(false), from: destination)
    perform(NavigationMove.dismissPresented.animated(false), from: destination)
    if let stack = segue.destination.navigationController?.viewControllers,
      let position = stack.firstIndex(where: { $0 === segue.destination }), position + 1 < stack.count,
      let next = stack[position + 1] as? any Screen
    {
      close(next, animated: false)
    }
  }

  /// The tab bar controller around `controller`, and its tab that holds it.
  private static func tab(containing controller: UIViewController) -> (tabs: UITabBarController, child: UIViewController)? {
    var child = controller
    while let parent = child.parent {
      if let tabs = parent as? UITabBarController { return (tabs, child) }
      child = parent
    }
    return nil
  }
}

#endif
