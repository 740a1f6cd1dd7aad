import UIKitStandIn

/// What SwiftUI does around the stand-in's views, played by tests: it finishes animations
/// when a test says so, and creates, updates and dismantles the view controllers of
/// `UIViewControllerRepresentable` views. Not part of SwiftUI; the adapters never use it,
/// only tests do.
///
/// ```swift
/// SwiftUISimulator.holdsAnimations = true
/// withAnimation { model.change() } completion: { done() }   // in flight
/// SwiftUISimulator.finishAnimations()                       // done()
/// ```
@MainActor
public enum SwiftUISimulator {
  /// Whether animations stay in flight until ``finishAnimations()``; false by default, so
  /// that completions run right after the change, as SwiftUI runs them when nothing animates.
  public static var holdsAnimations = false

  private static var pending: [() -> Void] = []

  /// Animations started and not yet finished.
  public static var pendingAnimationCount: Int { pending.count }

  /// Finishes every animation in flight, including those started while finishing.
  ///
  /// - Returns: How many animations were finished.
  @discardableResult
  public static func finishAnimations() -> Int {
    var count = 0
    while !pending.isEmpty {
      pending.removeFirst()()
      count += 1
    }
    return count
  }

  /// Forgets every animation in flight without finishing it, and stops holding animations.
  public static func reset() {
    pending.removeAll()
    holdsAnimations = false
  }

  static func animationStarted(animated: Bool, completion: @escaping () -> Void) {
    if holdsAnimations && animated {
      pending.append(completion)
    } else {
      completion()
    }
  }

  /// Shows a representable as SwiftUI does the first time: makes its coordinator, then its
  /// view controller, then updates it once.
  ///
  /// - Parameter representable: The view.
  /// - Returns: The view controller and the coordinator SwiftUI keeps for it.
  public static func show<Representable: UIViewControllerRepresentable>(
    _ representable: Representable
  ) -> (controller: Representable.UIViewControllerType, coordinator: Representable.Coordinator) {
    let coordinator = representable.makeCoordinator()
    let context = UIViewControllerRepresentableContext<Representable>(coordinator: coordinator)
    let controller = representable.makeUIViewController(context: context)
    representable.updateUIViewController(controller, context: context)
    return (controller, coordinator)
  }

  /// Shows a representable inside SwiftUI's hosting controller, as SwiftUI puts one on
  /// screen: ``show(_:)``, then the controller becomes the hosting controller's child (UIKit's
  /// containment calls, its view added to the hosting controller's), so UIKit forwards the
  /// appearance callbacks when the hosting controller's window is visible.
  ///
  /// - Parameters:
  ///   - representable: The view.
  ///   - parent: The hosting controller SwiftUI draws the view in, such as a window's root.
  /// - Returns: The view controller and the coordinator SwiftUI keeps for it.
  public static func show<Representable: UIViewControllerRepresentable>(
    _ representable: Representable, in parent: UIViewController
  ) -> (controller: Representable.UIViewControllerType, coordinator: Representable.Coordinator) {
    let shown = show(representable)
    let controller: UIViewController = shown.controller
    parent.addChild(controller)
    controller.view.frame = parent.view.bounds
    parent.view.addSubview(controller.view)
    controller.didMove(toParent: parent)
    return shown
  }

  /// Takes a representable shown with ``show(_:in:)`` off screen, as SwiftUI does when the
  /// view leaves the hierarchy: the controller leaves its parent (UIKit's containment calls),
  /// then ``dismantle(_:_:)``.
  ///
  /// - Parameters:
  ///   - type: The representable's type.
  ///   - shown: What ``show(_:in:)`` returned.
  public static func remove<Representable: UIViewControllerRepresentable>(
    _ type: Representable.Type,
    _ shown: (controller: Representable.UIViewControllerType, coordinator: Representable.Coordinator)
  ) {
    let controller: UIViewController = shown.controller
    controller.willMove(toParent: nil)
    controller.view.removeFromSuperview()
    controller.removeFromParent()
    dismantle(type, shown)
  }

  /// Updates a shown representable's view controller, as SwiftUI does when state changes.
  ///
  /// - Parameters:
  ///   - representable: The view, possibly a new value of it.
  ///   - shown: What ``show(_:)`` returned.
  public static func update<Representable: UIViewControllerRepresentable>(
    _ representable: Representable,
    _ shown: (controller: Representable.UIViewControllerType, coordinator: Representable.Coordinator)
  ) {
    representable.updateUIViewController(
      shown.controller, context: UIViewControllerRepresentableContext<Representable>(coordinator: shown.coordinator))
  }

  /// Removes a shown representable, as SwiftUI does when the view leaves the hierarchy.
  ///
  /// - Parameters:
  ///   - type: The representable's type.
  ///   - shown: What ``show(_:)`` returned.
  public static func dismantle<Representable: UIViewControllerRepresentable>(
    _ type: Representable.Type,
    _ shown: (controller: Representable.UIViewControllerType, coordinator: Representable.Coordinator)
  ) {
    Representable.dismantleUIViewController(shown.controller, coordinator: shown.coordinator)
  }
}

extension SwiftUISimulator {
  /// The values `OpenWindowAction` opened windows with, oldest first.
  public static var openedWindowValues: [AnyHashable] { OpenedWindows.values }

  /// Forgets the windows opened so far.
  public static func forgetOpenedWindows() { OpenedWindows.values.removeAll() }
}
