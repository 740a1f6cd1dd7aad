import UIKit
import Intents
import IntentsUI
import SceneRouter
import StorefrontKit

/// IntentsUI's add or edit sheet as a storefront screen: a view controller that shows the
/// sheet as its child, so `UIKitHost` presents the screen as itself. It owns the router that
/// is the sheet's delegate and closes it.
final class VoiceShortcutSheet: UIViewController, Screen {
  /// The sheet's router, the delegate of IntentsUI's controller.
  let router: VoiceShortcutSheetRouter
  private let content: UIViewController

  /// Wraps one of IntentsUI's sheets.
  ///
  /// - Parameters:
  ///   - content: `INUIAddVoiceShortcutViewController` or `INUIEditVoiceShortcutViewController`.
  ///   - router: The sheet's router.
  init(_ content: UIViewController, router: VoiceShortcutSheetRouter) {
    self.content = content
    self.router = router
    super.init(nibName: nil, bundle: nil)
    title = "Add to Siri"
  }

  required init?(coder: NSCoder) { nil }

  /// The name shown in snapshots.
  var screenName: String { "AddShortcut" }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(content)
    content.view.frame = view.bounds
    content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(content.view)
    content.didMove(toParent: self)
  }
}

/// The router of an IntentsUI sheet: its delegate, which records an added shortcut in the
/// session and closes the sheet with `close()` whatever the person did, as IntentsUI asks of
/// its delegates.
final class VoiceShortcutSheetRouter: AppRouter, @preconcurrency INUIAddVoiceShortcutViewControllerDelegate,
  @preconcurrency INUIEditVoiceShortcutViewControllerDelegate
{
  /// The product whose shortcut the sheet adds or edits.
  private let productID: Int?

  /// Creates the router of a sheet presented as a form sheet.
  ///
  /// - Parameters:
  ///   - parent: The product page's router.
  ///   - productID: The product whose shortcut the sheet adds or edits.
  init(spawnedBy parent: AppRouter, productID: Int?) {
    self.productID = productID
    super.init(spawnedBy: parent, rootTransition: .modal(.formSheet))
  }

  func addVoiceShortcutViewController(
    _ controller: INUIAddVoiceShortcutViewController, didFinishWith voiceShortcut: INVoiceShortcut?,
    error: (any Error)?
  ) {
    if let error { print("Storefront: the shortcut was not added: \(error)") }
    if voiceShortcut != nil, let productID { services.session.addShortcut(productID) }
    close()
  }

  func addVoiceShortcutViewControllerDidCancel(_ controller: INUIAddVoiceShortcutViewController) {
    close()
  }

  func editVoiceShortcutViewController(
    _ controller: INUIEditVoiceShortcutViewController, didUpdate voiceShortcut: INVoiceShortcut?, error: (any Error)?
  ) {
    if let error { print("Storefront: the shortcut was not changed: \(error)") }
    close()
  }

  func editVoiceShortcutViewController(
    _ controller: INUIEditVoiceShortcutViewController, didDeleteVoiceShortcutWithIdentifier deletedVoiceShortcutIdentifier: UUID
  ) {
    close()
  }

  func editVoiceShortcutViewControllerDidCancel(_ controller: INUIEditVoiceShortcutViewController) {
    close()
  }
}
