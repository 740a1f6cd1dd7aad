import Foundation
import SwiftUI
import SceneRouter
import StorefrontKit

/// The window's navigation kept across launches, as the UIKit app keeps it in its scene's
/// restoration activity: saved as the storefront's links (`StorefrontWindow.restorer`, a
/// versioned `SavedNavigation`) in the scene's storage whenever the scene goes to the
/// background, and restored once, when the window first appears, through the same table,
/// guards and route factories as a link. What no longer fits (a route the table dropped, a
/// guard that now redirects) is left out and logged; damaged or too new data restores nothing.
struct NavigationSaving: ViewModifier {
  /// The window's storefront.
  let storefront: Storefront
  /// The saved navigation; empty when nothing was saved.
  @SceneStorage("storefront.navigation") private var saved = Data()
  /// Whether the scene is active, inactive or in the background.
  @Environment(\.scenePhase) private var scenePhase
  /// Whether this window has restored what was saved (once per window).
  @State private var restored = false

  func body(content: Content) -> some View {
    content
      .onAppear {
        guard !restored else { return }
        restored = true
        restore()
      }
      .onChange(of: scenePhase) { _, phase in
        guard phase == .background else { return }
        saved = storefront.window.restorer.save(storefront.navigator).data
      }
  }

  /// Restores the saved navigation in one of the app's tasks, as a link opens.
  private func restore() {
    guard !saved.isEmpty else { return }
    let data = saved
    let restorer = storefront.window.restorer
    storefront.window.tasks.start("restore the window") { [weak navigator = storefront.navigator] in
      guard let navigator else { return }
      do throws(RestorationError) {
        let report = try await restorer.restore(data, in: navigator)
        for dropped in report.dropped { print("Storefront: not restored: \(dropped)") }
      } catch {
        print("Storefront: \(error)")
      }
    }
  }
}
