import UIKit
import Intents
import IntentsUI
import SceneRouter
import StorefrontKit

/// Article 002's `SiriRouter` with Apple's own Siri flow: the router of every product page,
/// and the delegate of its "Add to Siri" button (`INUIAddVoiceShortcutButtonDelegate`).
///
/// The button asks it to present IntentsUI's add sheet (or the edit sheet once the shortcut is
/// added); the page's "Create a Siri shortcut" action presents the add sheet the same way. Each
/// sheet is routed through the navigator as a ``VoiceShortcutSheet`` with its own
/// ``VoiceShortcutSheetRouter``, the sheet's delegate, which closes it.
///
/// IntentsUI's delegate protocols refine `NSObjectProtocol`, so only an `NSObject` adopts them:
/// `DefaultRouter` is one, so the router is the delegate with no forwarding object. They are
/// not main-actor isolated, so this main-actor router adopts them with `@preconcurrency`: IntentsUI
/// calls them on the main thread, which Swift checks when they run.
final class AppSiriRouter: SiriRouter, @preconcurrency INUIAddVoiceShortcutButtonDelegate {
  /// The type of the activity a product's shortcut continues; `NSUserActivityTypes` in
  /// `AdditionalInfo.plist` declares it, and `SceneDelegate` opens its web link.
  static let activityType = "com.example.scenerouter.StorefrontUIKit.product"

  /// The shortcut that shows a product: an activity carrying the product's web link, which the
  /// scene delegate opens when a person runs the shortcut.
  ///
  /// - Parameter productID: The product.
  /// - Returns: The shortcut.
  func shortcut(for productID: Int) -> INShortcut {
    let activity = NSUserActivity(activityType: Self.activityType)
    activity.title = "Show \(services.catalog.product(productID)?.name ?? "product \(productID)")"
    activity.webpageURL = StorefrontRoute.product(productID).webURL
    return INShortcut(userActivity: activity)
  }

  /// The "Add to Siri" button of a product's page, with this router as its delegate.
  ///
  /// - Parameter productID: The product.
  /// - Returns: The button.
  func makeAddToSiriButton(for productID: Int) -> INUIAddVoiceShortcutButton {
    let button = INUIAddVoiceShortcutButton(style: .automaticOutline)
    button.shortcut = shortcut(for: productID)
    button.delegate = self
    return button
  }

  /// "Create a Siri shortcut": Apple's add sheet in place of the storefront's own.
  override func openAddShortcut(for productID: Int) {
    presentSheet(INUIAddVoiceShortcutViewController(shortcut: shortcut(for: productID)), for: productID)
  }

  func present(
    _ addVoiceShortcutViewController: INUIAddVoiceShortcutViewController,
    for addVoiceShortcutButton: INUIAddVoiceShortcutButton
  ) {
    presentSheet(addVoiceShortcutViewController, for: productID(of: addVoiceShortcutButton))
  }

  func present(
    _ editVoiceShortcutViewController: INUIEditVoiceShortcutViewController,
    for addVoiceShortcutButton: INUIAddVoiceShortcutButton
  ) {
    presentSheet(editVoiceShortcutViewController, for: productID(of: addVoiceShortcutButton))
  }

  /// The product a button's shortcut shows, read back from its web link.
  private func productID(of button: INUIAddVoiceShortcutButton) -> Int? {
    button.shortcut?.userActivity?.webpageURL.flatMap { Int($0.lastPathComponent) }
  }

  /// Routes to an IntentsUI sheet as a form sheet, managed by a new router that is its delegate.
  ///
  /// - Parameters:
  ///   - sheet: IntentsUI's add or edit sheet.
  ///   - productID: The product whose shortcut it adds; recorded in the session once added.
  private func presentSheet(_ sheet: UIViewController, for productID: Int?) {
    let router = VoiceShortcutSheetRouter(spawnedBy: self, productID: productID)
    if let add = sheet as? INUIAddVoiceShortcutViewController { add.delegate = router }
    if let edit = sheet as? INUIEditVoiceShortcutViewController { edit.delegate = router }
    route(to: VoiceShortcutSheet(sheet, router: router), managedBy: router)
  }
}
