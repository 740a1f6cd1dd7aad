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

/// `UIKitHost` anchors a popover's `popoverPresentationController` at the view or bar button
/// item the route names, hears the window's width through `registerForTraitChanges`, and sets
/// a zoom's `preferredTransition`.
@MainActor
@Suite("UIKitHost: popovers, width and zoom")
struct UIKitHostPopoverTests {
  /// A shop page with a cart view, a photo view and a share button; it registers the first
  /// three identifiers as popover anchors, and `ghost` though it has no such view.
  final class ShopViewController: UIViewController, Screen {
    let cart = UIView(frame: CGRect(x: 10, y: 20, width: 44, height: 30))
    let photo = UIView(frame: CGRect(x: 0, y: 100, width: 120, height: 120))
    let share = UIBarButtonItem()
    var screenName: String { "Shop" }
    var popoverAnchors: Set<String> { ["cart", "share", "ghost"] }

    init() {
      super.init(nibName: nil, bundle: nil)
      share.accessibilityIdentifier = "share"
      navigationItem.rightBarButtonItems = [share]
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      cart.accessibilityIdentifier = "cart"
      photo.accessibilityIdentifier = "photo"
      view.addSubview(cart)
      view.addSubview(photo)
    }
  }

  private func shopApp() -> (UIKitTestApp, ShopViewController) {
    let app = UIKitTestApp()
    let shop = ShopViewController()
    app.navigator.setRoot(.stack([shop]))
    return (app, shop)
  }

  @Test("a popover at a view gets its source view, rectangle and arrows before it is presented")
  func viewAnchor() throws {
    let (app, shop) = shopApp()
    let cart = app.screen("Cart")
    app.navigator.route(to: cart, from: shop, as: .popover(anchor: .view("cart"), arrows: [.up, .down]))
    #expect(cart.modalPresentationStyle == .popover)
    let popover = try #require(cart.popoverPresentationController)
    #expect(popover.sourceView === shop.cart)
    #expect(popover.sourceRect == shop.cart.bounds)
    #expect(popover.permittedArrowDirections == [.up, .down])
    app.expectScreens("""
      stack
      └─ Shop
      presented popover (anchor: cart, arrows: up, down):
      └─ Cart
      """)
  }

  @Test("a popover at a bar button item gets it as its source item")
  func barButtonAnchor() throws {
    let (app, shop) = shopApp()
    let sharing = app.screen("Share")
    app.navigator.route(to: sharing, from: shop, as: .popover(anchor: .barButton("share")))
    let popover = try #require(sharing.popoverPresentationController)
    #expect(popover.sourceItem === shop.share)
    #expect(popover.permittedArrowDirections == .any)
  }

  @Test("an anchor the screen registers but UIKit cannot find is refused, and nothing changes")
  func missingView() {
    let (app, shop) = shopApp()
    var failures: [String] = []
    app.navigator.route(to: app.screen("Ghost"), from: shop, as: .popover(anchor: .view("ghost"))) {
      if case .failure(let error) = $0 { failures.append(error.description) }
    }
    #expect(failures == [
      "Cannot show a popover from 'Shop': it registers no anchor 'ghost' (Screen.popoverAnchors), so the popover would point at nothing."
    ])
    app.expectScreens("""
      stack
      └─ Shop
      """)
  }

  @Test("the window's width reaches the navigator; the popover shown adapts and comes back")
  func width() throws {
    let (app, shop) = shopApp()
    app.navigator.route(to: app.screen("Cart"), from: shop, as: .popover(anchor: .view("cart")))
    var received: [String] = []
    app.navigator.addEventObserver { event in
      if case .received(let request) = event { received.append("\(request.origin): \(request.kind)") }
    }
    app.log.clear()
    app.device.setHorizontalSizeClass(.compact)
    #expect(app.host.horizontalSizeClass == .compact)
    #expect(received == ["person's action: the window became compact"])
    #expect(app.log.lines == [])
    app.expectScreens("""
      stack
      └─ Shop
      presented popover (anchor: cart) shown as formSheet:
      └─ Cart
      """)
    app.device.setHorizontalSizeClass(.regular)
    #expect(received.last == "person's action: the window became regular")
    try app.device.tapOutsidePopover()
    app.expectScreens("""
      stack
      └─ Shop
      """)
  }

  @Test("a zoomed push and a zoomed sheet set preferredTransition, whose provider finds the view")
  func zoom() {
    let (app, shop) = shopApp()
    let photo = app.screen("Photo")
    app.navigator.route(to: photo, from: shop, as: Transition.push(zoomingFrom: "photo"))
    #expect(photo.preferredTransition != nil)
    #expect(app.device.zoomSourceView(of: photo, from: shop) === shop.photo)
    app.navigator.close(photo)
    let cover = app.screen("Cover")
    app.navigator.route(to: cover, from: shop, as: Transition.modal(.pageSheet, zoomingFrom: "missing"))
    #expect(app.device.zoomSourceView(of: cover, from: shop) == nil)
    app.expectScreens("""
      stack
      └─ Shop
      presented pageSheet (zoom from missing):
      └─ Cover
      """)
  }
}

#endif
