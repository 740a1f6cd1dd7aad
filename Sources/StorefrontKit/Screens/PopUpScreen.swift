import SceneRouter

/// A pop-up confirmation that fades in and out.
@MainActor
public final class PopUpScreen: StorefrontScreen {
  /// The message shown.
  public let message: String
  private let router: any Closable

  /// Creates the pop-up.
  public init(message: String, router: any Closable) {
    self.message = message
    self.router = router
  }

  public var screenTitle: String { message }
  public var body: [String] { [message] }
  public var actions: [ScreenAction] {
    [ScreenAction("OK") { [router] in router.close(completion: nil) }]
  }
}
