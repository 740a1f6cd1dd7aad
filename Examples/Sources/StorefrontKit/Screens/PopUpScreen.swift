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

  /// The title shown in the breadcrumb and in snapshots.
  public var screenTitle: String { message }
  /// The lines of content the terminal shows.
  public var body: [String] { [message] }
  /// What a person can do here, numbered from 1 in the terminal.
  public var actions: [ScreenAction] {
    [ScreenAction("OK") { [router] in router.close(completion: nil) }]
  }
}
