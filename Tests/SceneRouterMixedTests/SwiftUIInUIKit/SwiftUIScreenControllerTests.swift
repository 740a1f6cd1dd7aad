#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
#if canImport(SwiftUI)
import SwiftUI
#else
import SwiftUIStandIn
#endif
import SceneRouter
import SceneRouterMixed
import SceneRouterSwiftUI
import SceneRouterUIKit
import Testing

/// SwiftUI screens inside a UIKit-hosted window, that window inside SwiftUI: one navigator
/// drives both adapters, and UIKit's containers show what it says after every change.
@MainActor
@Suite("Mixed apps: SwiftUI screens in the UIKit host, inside SwiftUI")
struct SwiftUIScreenControllerTests {
  @Test("routes push and present SwiftUI screens through UIKit's containers, and a person's changes reach the navigator")
  func oneNavigatorDrivesBoth() throws {
    let app = MixedTestApp()
    app.appear()
    #expect(app.container.holdsWindow)
    let shop = app.model("Shop", title: "All products")
    let wishlist = app.controller("Wishlist")
    app.navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
    app.expectScreens("""
      tabs
      ├─ stack (selected)
      │  └─ Shop "All products"
      └─ stack
         └─ Wishlist
      """)
    #expect(app.swiftUIView(of: shop)?.name == "Shop")
    #expect(app.navigator.id(of: shop).flatMap(app.host.viewController(for:))?.title == "All products")
    #expect(app.log.lines == ["Shop didLoad", "Shop willAppear", "Shop didAppear"])

    app.log.clear()
    let product = app.model("Product")
    app.navigator.open(product, from: shop, as: .push)
    let filters = app.model("Filters")
    app.navigator.open(filters, from: product, as: .modal(.pageSheet))
    app.expectScreens("""
      tabs
      ├─ stack (selected)
      │  ├─ Shop "All products"
      │  └─ Product
      └─ stack
         └─ Wishlist
      presented pageSheet:
      └─ Filters
      """)
    #expect(app.swiftUIView(of: product)?.name == "Product")
    #expect(app.swiftUIView(of: filters)?.name == "Filters")
    #expect(app.log.lines == [
      "Product didLoad", "Shop willDisappear", "Product willAppear", "Shop didDisappear", "Product didAppear",
      "Filters didLoad", "Filters willAppear", "Filters didAppear",
    ])

    app.log.clear()
    try app.device.pullDownSheet()
    app.expectScreens("""
      tabs
      ├─ stack (selected)
      │  ├─ Shop "All products"
      │  └─ Product
      └─ stack
         └─ Wishlist
      """)
    try app.device.tapBackButton()
    try app.device.tapTab(1)
    app.expectScreens("""
      tabs
      ├─ stack
      │  └─ Shop "All products"
      └─ stack (selected)
         └─ Wishlist
      """)
    #expect(app.log.lines == [
      "Filters willDisappear", "Filters didDisappear",
      "Product willDisappear", "Shop willAppear", "Product didDisappear", "Shop didAppear",
      "Wishlist viewWillAppear", "Shop willDisappear", "Shop didDisappear", "Wishlist viewDidAppear",
    ])
  }

  @Test("a SwiftUI screen that refuses interactive dismissal keeps its sheet, and the navigator its snapshot")
  func refusedPullDown() throws {
    let app = MixedTestApp()
    app.appear()
    let home = app.model("Home")
    app.navigator.setRoot(.stack([home]))
    let payment = app.model("Payment", title: "Pay", refusesInteractiveDismissal: true)
    app.navigator.open(payment, from: home, as: .modal(.pageSheet))
    let screen = app.navigator.id(of: payment).flatMap(app.host.viewController(for:))
    #expect(screen is SwiftUIScreenController<ScreenLabel>)
    #expect(screen?.isModalInPresentation == true)
    app.log.clear()
    try app.device.pullDownSheet()
    #expect(app.log.lines == [])
    app.expectScreens("""
      stack
      └─ Home
      presented pageSheet:
      └─ Payment "Pay"
      """)
  }

  @Test("the window is shown when SwiftUI shows the container, and taken out when SwiftUI removes it")
  func containerLifetime() {
    let app = MixedTestApp()
    let home = app.model("Home")
    app.navigator.setRoot(.stack([home]))
    #expect(app.log.lines == [])
    #expect(!app.container.holdsWindow)
    app.appear()
    #expect(app.container.holdsWindow)
    #expect(app.window.superview === app.container.view)
    #expect(app.window.frame == CGRect(origin: .zero, size: app.container.view.frame.size))
    #expect(app.log.lines == ["Home didLoad", "Home willAppear", "Home didAppear"])
    SwiftUISimulator.dismantle(UIKitHostView.self, (app.container, ()))
    #expect(!app.container.holdsWindow)
    #expect(app.window.superview == nil)
    app.expectScreens("""
      stack
      └─ Home
      """)
  }
}
