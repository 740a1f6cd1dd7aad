import Foundation
import StorefrontKit

/// What became of a link opened in a tracked task: nil while it waits, `opened`, or the
/// error's whole text.
@MainActor
final class LinkOutcome {
  /// The outcome so far.
  private(set) var text: String?

  /// Opens `url` in a task started through the app's tracker, as the terminal does.
  static func open(_ url: URL, in app: StorefrontApp) -> LinkOutcome {
    let outcome = LinkOutcome()
    app.tasks.start("open \(url.absoluteString)") {
      do throws(StorefrontLinkError) {
        try await app.open(url)
        outcome.text = "opened"
      } catch {
        outcome.text = error.description
      }
    }
    return outcome
  }
}
