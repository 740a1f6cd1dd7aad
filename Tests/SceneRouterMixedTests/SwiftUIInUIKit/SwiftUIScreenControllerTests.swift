#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
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
    app.navigator.route(to: product, from: shop, as: .push)
    let filters = app.model("Filters")
    app.navigator.route(to: filters, from: product, as: .modal(.pageSheet))
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
    app.navigator.route(to: payment, from: home, as: .modal(.pageSheet))
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

  @Test("the host's root is the container's only child, in SwiftUI's window, and presentations are anchored at SwiftUI's root")
  func containment() throws {
    let app = MixedTestApp()
    app.appear()
    let home = app.model("Home")
    app.navigator.setRoot(.stack([home]))
    let root = try #require(app.host.rootViewController as? UINavigationController)
    #expect(app.host.window == nil)
    #expect(app.host.container === app.container)
    #expect(app.container.parent === app.swiftUIContent)
    #expect(app.container.children.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    #expect(root.parent === app.container)
    #expect(root.view.superview === app.container.view)
    #expect(root.view.frame == app.container.view.bounds)
    #expect(root.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(root.view.window === app.window)
    #expect(app.window.rootViewController === app.swiftUIContent)

    let filters = app.model("Filters")
    app.navigator.route(to: filters, from: home, as: .modal(.fullScreen))
    let presented = try #require(app.navigator.id(of: filters).flatMap(app.host.viewController(for:)))
    // UIKit anchors a full-screen presentation at the window's root (rule 19): SwiftUI's.
    #expect(presented.presentingViewController === app.swiftUIContent)
    #expect(root.presentedViewController === presented)
    app.expectScreens("""
      stack
      └─ Home
      presented fullScreen:
      └─ Filters
      """)
    #expect(app.log.lines == [
      "Home didLoad", "Home willAppear", "Home didAppear",
      "Filters didLoad", "Home willDisappear", "Filters willAppear", "Filters didAppear", "Home didDisappear",
    ])
  }

  @Test("a new root replaces the container's child with UIKit's containment calls, the old one leaving first")
  func newRoot() throws {
    let app = MixedTestApp()
    app.appear()
    let login = app.model("Login")
    app.navigator.setRoot(.stack([login]))
    let first = try #require(app.host.rootViewController)
    app.log.clear()
    let shop = app.model("Shop")
    let wishlist = app.model("Wishlist")
    app.navigator.setRoot(.tabs([.stack([shop]), .stack([wishlist])], selected: 0))
    let second = try #require(app.host.rootViewController as? UITabBarController)
    #expect(first.parent == nil)
    #expect(first.view.superview == nil)
    #expect(app.container.children.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
    #expect(second.view.superview === app.container.view)
    app.expectScreens("""
      tabs
      ├─ stack (selected)
      │  └─ Shop
      └─ stack
         └─ Wishlist
      """)
    #expect(app.log.lines == [
      "Login willDisappear", "Login didDisappear", "Shop didLoad", "Shop willAppear", "Shop didAppear",
    ])
  }

  @Test("the root appears when SwiftUI shows the container, disappears when SwiftUI removes it, and comes back with it")
  func containerLifetime() throws {
    let app = MixedTestApp()
    let home = app.model("Home")
    app.navigator.setRoot(.stack([home]))
    #expect(app.log.lines == [])
    #expect(app.container.parent == nil)
    let product = app.model("Product")
    app.navigator.route(to: product, from: home, as: .push)
    app.expectScreens("""
      stack
      ├─ Home
      └─ Product
      """)

    app.appear()
    #expect(app.container.parent === app.swiftUIContent)
    #expect(app.log.lines == ["Product didLoad", "Product willAppear", "Product didAppear"])

    app.log.clear()
    app.disappear()
    #expect(app.container.parent == nil)
    #expect(app.container.view.superview == nil)
    #expect(app.log.lines == ["Product willDisappear", "Product didDisappear"])
    app.expectScreens("""
      stack
      ├─ Home
      └─ Product
      """)

    app.log.clear()
    app.appear()
    try app.device.tapBackButton()
    app.expectScreens("""
      stack
      └─ Home
      """)
    #expect(app.log.lines == [
      "Product willAppear", "Product didAppear",
      "Home didLoad", "Product willDisappear", "Home willAppear", "Product didDisappear", "Home didAppear",
    ])
  }
}

#endif
