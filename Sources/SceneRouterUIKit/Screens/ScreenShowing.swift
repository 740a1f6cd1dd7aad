#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
package import UIKit
#elseif os(Linux)
package import UIKitStandIn
#endif
package import SceneRouter

/// A view controller that shows a `Screen` it is not: UIKit's `ScreenHostingController` and
/// the SwiftUI hosting controller of SceneRouterMixed. Their superclasses differ, so each
/// overrides UIKit's appearance callbacks itself; what a callback does is written once here.
@MainActor
package protocol ScreenShowing: UIViewController {
  /// The screen shown.
  var screen: any Screen { get }
}

extension ScreenShowing {
  /// Takes the screen's title and its refusal of interactive dismissal: when the controller
  /// is made, and again before each appearance, since a screen may change either meanwhile.
  package func takeScreenAttributes() {
    title = screen.screenTitle
    isModalInPresentation = screen.refusesInteractiveDismissal
  }

  /// Does what each appearance callback does: before the view appears, takes the screen's
  /// attributes again; then tells the screen, if it adopts `AppearanceObserving`.
  ///
  /// - Parameter event: The callback UIKit made.
  package func forwardAppearance(_ event: AppearanceEvent) {
    if event == .willAppear { takeScreenAttributes() }
    (screen as? any AppearanceObserving)?.screen(didReceive: event)
  }
}

#endif
