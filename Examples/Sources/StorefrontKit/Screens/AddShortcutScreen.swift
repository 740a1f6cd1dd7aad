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

  /// The name shown in snapshots.
  public var screenName: String { "AddShortcut" }
  /// The title shown in the breadcrumb and in snapshots.
  public var screenTitle: String { "Add to Siri" }
  /// The lines of content the terminal shows.
  public var body: [String] { ["Say \"Show product \(productID)\" to open it."] }
  /// What a person can do here, numbered from 1 in the terminal.
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
