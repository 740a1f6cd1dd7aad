import SceneRouter

/// The "Add to Siri" sheet for a product.
@MainActor
public final class AddShortcutScreen: StorefrontScreen {
  /// The product the shortcut opens.
  public let productID: Int
  private let router: any Closable
  private let onFinish: @MainActor (Bool) -> Void

  /// Creates the sheet.
  ///
  /// - Parameters:
  ///   - productID: The product the shortcut opens.
  ///   - router: Closes the sheet.
  ///   - onFinish: Told whether the person added the shortcut.
  public init(productID: Int, router: any Closable, onFinish: @escaping @MainActor (Bool) -> Void) {
    self.productID = productID
    self.router = router
    self.onFinish = onFinish
  }

  public var screenName: String { "AddShortcut" }
  public var screenTitle: String { "Add to Siri" }
  public var body: [String] { ["Say \"Show product \(productID)\" to open it."] }
  public var actions: [ScreenAction] {
    [
      ScreenAction("Add shortcut") { [router, onFinish] in
        onFinish(true)
        router.close(completion: nil)
      },
      ScreenAction("Cancel") { [router, onFinish] in
        onFinish(false)
        router.close(completion: nil)
      },
    ]
  }
}
