#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
import IntentsUI
#elseif os(Linux)
import UIKitStandIn
import IntentsUIStandIn
#endif
import SceneRouter
import SceneRouterUIKit
import Testing

/// Article 002's Siri flow: the product page's router is the delegate of the "Add to Siri"
/// button, and the sheet's router is the delegate of the sheet it presents and closes it.
///
/// IntentsUI's delegate protocols refine `NSObjectProtocol`, as the stand-in's do, so these
/// routers compile only because `DefaultRouter` is an `NSObject`. The protocols are not
/// main-actor isolated (Apple's pages show no `@MainActor`), so the main-actor routers adopt
/// them with `@preconcurrency`, as on a Mac. `IntentsUISimulator` plays the person and the system
/// calls IntentsUI makes in answer.
@MainActor
@Suite("A router as IntentsUI's delegate (article 002's SiriRouter)")
struct SiriRouterTests {
  /// The product page's router: the button asks it to present IntentsUI's sheets, and it
  /// routes to each with a new router that is the sheet's delegate.
  final class SiriRouter: DefaultRouter, @preconcurrency INUIAddVoiceShortcutButtonDelegate {
    func present(
      _ addVoiceShortcutViewController: INUIAddVoiceShortcutViewController,
      for addVoiceShortcutButton: INUIAddVoiceShortcutButton
    ) {
      let router = ShortcutSheetRouter(spawnedBy: self, rootTransition: .modal(.formSheet))
      addVoiceShortcutViewController.delegate = router
      route(to: ShortcutSheet(addVoiceShortcutViewController, name: "AddVoiceShortcut", router: router), managedBy: router)
    }

    func present(
      _ editVoiceShortcutViewController: INUIEditVoiceShortcutViewController,
      for addVoiceShortcutButton: INUIAddVoiceShortcutButton
    ) {
      let router = ShortcutSheetRouter(spawnedBy: self, rootTransition: .modal(.formSheet))
      editVoiceShortcutViewController.delegate = router
      route(to: ShortcutSheet(editVoiceShortcutViewController, name: "EditVoiceShortcut", router: router), managedBy: router)
    }
  }

  /// The router of an IntentsUI sheet: hears what the person did and closes the sheet.
  final class ShortcutSheetRouter: DefaultRouter, @preconcurrency INUIAddVoiceShortcutViewControllerDelegate,
    @preconcurrency INUIEditVoiceShortcutViewControllerDelegate
  {
    private(set) var heard: [String] = []

    func addVoiceShortcutViewController(
      _ controller: INUIAddVoiceShortcutViewController, didFinishWith voiceShortcut: INVoiceShortcut?, error: (any Error)?
    ) {
      heard.append("added \"\(voiceShortcut?.invocationPhrase ?? "")\"")
      close()
    }

    func addVoiceShortcutViewControllerDidCancel(_ controller: INUIAddVoiceShortcutViewController) {
      heard.append("cancelled adding")
      close()
    }

    func editVoiceShortcutViewController(
      _ controller: INUIEditVoiceShortcutViewController, didUpdate voiceShortcut: INVoiceShortcut?, error: (any Error)?
    ) {
      heard.append("updated")
      close()
    }

    func editVoiceShortcutViewController(
      _ controller: INUIEditVoiceShortcutViewController, didDeleteVoiceShortcutWithIdentifier deletedVoiceShortcutIdentifier: UUID
    ) {
      heard.append("deleted")
      close()
    }

    func editVoiceShortcutViewControllerDidCancel(_ controller: INUIEditVoiceShortcutViewController) {
      heard.append("cancelled editing")
      close()
    }
  }

  /// IntentsUI's sheet as a screen: a view controller that shows it as its child, so the host
  /// shows the screen as itself. The screen owns the sheet's router.
  final class ShortcutSheet: UIViewController, Screen {
    let screenName: String
    let router: ShortcutSheetRouter
    let content: UIViewController

    init(_ content: UIViewController, name: String, router: ShortcutSheetRouter) {
      self.content = content
      self.screenName = name
      self.router = router
      super.init(nibName: nil, bundle: nil)
      addChild(content)
      view.addSubview(content.view)
      content.didMove(toParent: self)
    }

    required init?(coder: NSCoder) { nil }
  }

  /// A product page: it owns its router (as a view model would) and shows the "Add to Siri"
  /// button, whose delegate is that router.
  final class ProductViewController: UIViewController, Screen {
    var router: SiriRouter?
    let button = INUIAddVoiceShortcutButton(style: .automaticOutline)

    override func viewDidLoad() {
      super.viewDidLoad()
      button.shortcut = INShortcut(userActivity: NSUserActivity(activityType: "com.example.storefront.product"))
      button.delegate = router
      view.addSubview(button)
    }
  }

  /// Shows a product page as the window's root, its router attached.
  private func productPage(in app: UIKitTestApp) -> ProductViewController {
    let product = ProductViewController(nibName: nil, bundle: nil)
    product.router = SiriRouter(navigator: app.navigator, rootTransition: .replaceRoot, root: product)
    app.navigator.setRoot(.stack([product]))
    return product
  }

  /// The sheet shown now, as IntentsUI made it.
  private func shownSheet(in app: UIKitTestApp) throws -> ShortcutSheet {
    try #require(app.navigator.topMostScreen as? ShortcutSheet)
  }

  @Test("tapping the button presents the add sheet; adding a phrase closes it")
  func addingClosesTheSheet() async throws {
    let app = UIKitTestApp()
    let button = productPage(in: app).button
    let siri = IntentsUISimulator()

    siri.tap(button)
    await app.navigator.waitUntilIdle()
    app.expectScreens("""
      stack
      └─ Product
      presented formSheet:
      └─ AddVoiceShortcut
      """)
    let sheet = try shownSheet(in: app)
    let add = try #require(sheet.content as? INUIAddVoiceShortcutViewController)

    siri.add("Show my bag", on: add)
    await app.navigator.waitUntilIdle()
    #expect(sheet.router.heard == ["added \"Show my bag\""])
    app.expectScreens("""
      stack
      └─ Product
      """)
  }

  @Test("cancelling the add sheet closes it and adds nothing")
  func cancellingClosesTheSheet() async throws {
    let app = UIKitTestApp()
    let button = productPage(in: app).button
    let siri = IntentsUISimulator()

    siri.tap(button)
    await app.navigator.waitUntilIdle()
    let sheet = try shownSheet(in: app)
    siri.cancel(try #require(sheet.content as? INUIAddVoiceShortcutViewController))
    await app.navigator.waitUntilIdle()
    #expect(sheet.router.heard == ["cancelled adding"])
    #expect(siri.voiceShortcuts.isEmpty)
    app.expectScreens("""
      stack
      └─ Product
      """)
  }

  @Test("once the shortcut is added, the button presents the edit sheet; deleting closes it")
  func editingAnAddedShortcut() async throws {
    let app = UIKitTestApp()
    let button = productPage(in: app).button
    let siri = IntentsUISimulator()
    siri.tap(button)
    await app.navigator.waitUntilIdle()
    siri.add("Show my bag", on: try #require(try shownSheet(in: app).content as? INUIAddVoiceShortcutViewController))
    await app.navigator.waitUntilIdle()

    siri.tap(button)
    await app.navigator.waitUntilIdle()
    app.expectScreens("""
      stack
      └─ Product
      presented formSheet:
      └─ EditVoiceShortcut
      """)
    let sheet = try shownSheet(in: app)
    siri.delete(on: try #require(sheet.content as? INUIEditVoiceShortcutViewController))
    await app.navigator.waitUntilIdle()
    #expect(sheet.router.heard == ["deleted"])
    #expect(siri.voiceShortcuts.isEmpty)
    app.expectScreens("""
      stack
      └─ Product
      """)
  }
}

#endif
