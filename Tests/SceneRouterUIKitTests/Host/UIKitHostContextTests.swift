#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterTesting
import SceneRouterUIKit
import Testing

/// `.currentContext` and `.overCurrentContext` presentations from a tab: UIKit anchors them
/// at the tab's navigation controller (`definesPresentationContext`), so they cover that
/// tab only and the tab bar stays usable.
@MainActor
@Suite("UIKitHost presents in a tab's context")
struct UIKitHostContextTests {
  @Test("a current-context presentation is anchored at the tab's navigation controller and leaves the tab bar usable")
  func currentContext() throws {
    let app = UIKitTestApp()
    let shop = app.screen("Shop")
    let wishlist = app.screen("Wishlist")
    app.navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 1))
    app.log.clear()
    let filter = app.screen("Filter")
    app.navigator.route(to: filter, from: wishlist, as: .modal(.currentContext))
    app.expectScreens("""
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         └─ Wishlist
      presented currentContext in tab 1:
      └─ Filter
      """)
    // Filter covers the tab's navigation bar, and is no sheet over the window.
    #expect(throws: UIKitSimulatorError("swipe back", "no navigation bar is visible")) { try app.device.beginSwipeBack() }
    #expect(throws: UIKitSimulatorError("pull down a sheet", "nothing is presented")) { try app.device.pullDownSheet() }
    let tab = try #require(wishlist.navigationController)
    #expect(filter.presentingViewController === tab)
    #expect(tab.definesPresentationContext)
    #expect(app.window.rootViewController?.presentedViewController == nil)
    #expect(app.log.lines == [
      "Filter viewDidLoad", "Wishlist viewWillDisappear", "Filter viewWillAppear", "Filter viewDidAppear",
      "Wishlist viewDidDisappear",
    ])
    app.log.clear()
    try app.device.tapTab(0)
    #expect(app.log.lines == [
      "Shop viewDidLoad", "Shop viewWillAppear", "Filter viewWillDisappear", "Filter viewDidDisappear",
      "Shop viewDidAppear",
    ])
    app.expectScreens("""
      tabs
      ├─ stack (selected)
      │  └─ Shop
      └─ stack
         └─ Wishlist
      presented currentContext in tab 1:
      └─ Filter
      """)
    app.log.clear()
    try app.device.tapTab(1)
    app.navigator.close(filter)
    #expect(app.log.lines == [
      "Filter viewWillAppear", "Shop viewWillDisappear", "Shop viewDidDisappear", "Filter viewDidAppear",
      "Filter viewWillDisappear", "Wishlist viewWillAppear", "Filter viewDidDisappear", "Wishlist viewDidAppear",
    ])
    #expect(filter.presentingViewController == nil)
    app.expectScreens("""
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         └─ Wishlist
      """)
  }

  @Test("an over-current-context presentation keeps the tab's screen visible, and a sheet over the window still comes on top")
  func overCurrentContextUnderASheet() throws {
    let app = UIKitTestApp()
    let shop = app.screen("Shop")
    let wishlist = app.screen("Wishlist")
    app.navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 1))
    let banner = app.screen("Banner")
    app.navigator.route(to: banner, from: wishlist, as: .modal(.overCurrentContext))
    app.log.clear()
    app.navigator.route(to: app.screen("Share"), from: banner, as: .modal(.fullScreen))
    app.expectScreens("""
      tabs
      ├─ stack
      │  └─ Shop
      └─ stack (selected)
         └─ Wishlist
      presented overCurrentContext in tab 1:
      └─ Banner
      presented fullScreen:
      └─ Share
      """)
    #expect(app.log.lines == [
      "Share viewDidLoad", "Wishlist viewWillDisappear", "Banner viewWillDisappear", "Share viewWillAppear",
      "Share viewDidAppear", "Wishlist viewDidDisappear", "Banner viewDidDisappear",
    ])
    #expect(throws: UIKitSimulatorError("tap tab 0", "no tab bar is visible")) { try app.device.tapTab(0) }
  }

  @Test("a new root dismisses what the old tabs presented in their context, and releases it")
  func newRootReleasesContextPresentation() {
    let app = UIKitTestApp()
    let wishlist = app.screen("Wishlist")
    app.navigator.setRoot(.tabs([.stack([app.screen("Shop")]), .stack([wishlist])], selected: 1))
    weak var released: TestViewController?
    do {
      let filter = app.screen("Filter")
      released = filter
      app.navigator.route(to: filter, from: wishlist, as: .modal(.currentContext))
    }
    app.log.clear()
    app.navigator.setRoot(.stack([app.screen("Welcome")]))
    #expect(app.log.lines == [
      "Welcome viewDidLoad", "Filter viewWillDisappear", "Welcome viewWillAppear", "Filter viewDidDisappear",
      "Welcome viewDidAppear",
    ])
    #expect(released == nil)
    app.expectScreens("""
      stack
      └─ Welcome
      """)
  }

  /// Regression (the model check, seed 7753 of the long run): the new root was a tab's root
  /// presenting in its tab's context; until the old tabs are out of the window, the screen's
  /// `presentedViewController` answers with that presentation, which the host read as over
  /// the new root inside the new root's callbacks.
  @Test("a tab's screen presenting in its tab's context becomes the root: inside its callbacks the host shows it alone")
  func rootFromTabWithContextPresentation() {
    let host = SimulatedUIKitHost()
    let navigator = Navigator(host: host)
    let transcript = ConformanceScreen.Transcript()
    var disagreements: [String] = []
    func screen(_ name: String) -> ConformanceScreen {
      let screen = ConformanceScreen(name, transcript: transcript)
      // Weakly: the host and the navigator hold the screens (a strong capture is a cycle, a leak).
      screen.onEvent = { [weak host, weak navigator] screen, event in
        guard let host, let navigator else { return }
        if host.snapshot != navigator.snapshot {
          disagreements.append("inside \(screen.screenName) \(event): the host shows \(host.snapshot)")
        }
      }
      return screen
    }
    let shop = screen("Shop")
    let wishlist = screen("Wishlist")
    let cart = screen("Cart")
    navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist]), .stack([cart])], selected: 2))
    navigator.route(to: screen("Filter"), from: wishlist, as: .modal(.currentContext))
    transcript.lines.removeAll()
    navigator.setRoot(.screen(wishlist))
    #expect(transcript.lines == [
      "Wishlist didLoad", "Cart willDisappear", "Wishlist willAppear", "Cart didDisappear", "Wishlist didAppear",
    ])
    #expect(disagreements == [])
    #expect(host.snapshot == NavigationSnapshot(root: .screen("Wishlist")))
    #expect(navigator.snapshot == host.snapshot)
  }
}

#endif
