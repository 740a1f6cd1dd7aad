import SceneRouter
import StorefrontKit

/// One window of article 002's storefront as a test launches it on some host: built with its
/// root requested, the window not shown yet. Each host's tests provide one, and
/// ``StorefrontEntryFlow`` runs the same entries on all of them.
@MainActor
package struct StorefrontLaunch {
  /// The window: its navigator, services, routers and link router.
  package let window: StorefrontWindow
  /// What the host's containers show, read off the host itself.
  package let hostSnapshot: @MainActor () -> NavigationSnapshot
  /// Whether the host performs steps yet: a UIKit window once it is visible; the headless
  /// host and the SwiftUI model at once.
  package let isReady: @MainActor () -> Bool
  /// Shows the window (`makeKeyAndVisible()` for UIKit); nothing where the host is ready at once.
  package let showWindow: @MainActor () -> Void
  /// A person pulls the top-most sheet down.
  package let pullDownSheet: @MainActor () throws -> Void
  /// Ends the host's part: for UIKit, the scene disconnects.
  package let close: @MainActor () -> Void

  /// Describes a launched window.
  package init(
    window: StorefrontWindow, hostSnapshot: @escaping @MainActor () -> NavigationSnapshot,
    isReady: @escaping @MainActor () -> Bool, showWindow: @escaping @MainActor () -> Void = {},
    pullDownSheet: @escaping @MainActor () throws -> Void, close: @escaping @MainActor () -> Void = {}
  ) {
    self.window = window
    self.hostSnapshot = hostSnapshot
    self.isReady = isReady
    self.showWindow = showWindow
    self.pullDownSheet = pullDownSheet
    self.close = close
  }
}
