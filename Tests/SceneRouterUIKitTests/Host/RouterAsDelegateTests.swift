#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterUIKit
import Testing

/// A router can be the delegate of an Objective-C protocol that refines `NSObjectProtocol`
/// (article 002's `SiriRouter` is the delegate of the Siri shortcut button): `DefaultRouter`
/// is an `NSObject`, so a subclass adopts such a protocol with no forwarding object. The
/// stand-in's delegate protocols refine `NSObjectProtocol` as UIKit's do, so this compiles
/// only because the router is an `NSObject`.
@MainActor
@Suite("A router as an Objective-C delegate")
struct RouterAsDelegateTests {
  /// The router of a draft sheet: it is the sheet's presentation delegate, refuses a pull-down
  /// while the draft has changes, and then discards the draft itself.
  final class DraftRouter: DefaultRouter, UIAdaptivePresentationControllerDelegate {
    var hasChanges = true
    private(set) var calls: [String] = []

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      calls.append("shouldDismiss")
      return !hasChanges
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      calls.append("didAttemptToDismiss")
      hasChanges = false
      dismiss()
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      calls.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      calls.append("didDismiss")
    }
  }

  @Test("a router that is a sheet's presentation delegate refuses a pull-down, then dismisses the sheet itself")
  func routerIsThePresentationDelegate() async throws {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let homeRouter = DefaultRouter(navigator: app.navigator, rootTransition: .replaceRoot, root: home)
    let draftRouter = DraftRouter(spawnedBy: homeRouter, rootTransition: .modal(.pageSheet))
    let draft = app.screen("Draft")
    draft.presentationController?.delegate = draftRouter
    try await homeRouter.route(to: draft, managedBy: draftRouter)
    app.expectScreens("""
      stack
      └─ Home
      presented pageSheet:
      └─ Draft
      """)

    try app.device.pullDownSheet()
    #expect(draftRouter.calls == ["shouldDismiss", "didAttemptToDismiss"])
    app.expectScreens("""
      stack
      └─ Home
      """)
  }
}

#endif
