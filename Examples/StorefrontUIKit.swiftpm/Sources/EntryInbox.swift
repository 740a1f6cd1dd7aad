import SceneRouter
import SceneRouterDeepLinks

/// Where entries that reach the app delegate wait for a window: a notification tap arrives at
/// the `UNUserNotificationCenter`'s delegate, which must be set before launch finishes (so it
/// is the ``AppDelegate``), possibly before any scene has connected. The ``SceneDelegate`` takes
/// them from here once its storefront is built, and every later one as it arrives.
final class EntryInbox {
  /// The app's one inbox.
  static let shared = EntryInbox()

  private var waiting: [Entry] = []
  private var open: ((Entry) -> Void)?

  /// Hands an entry to the window, or keeps it until one takes entries.
  ///
  /// - Parameter entry: What came in.
  func receive(_ entry: Entry) {
    if let open { open(entry) } else { waiting.append(entry) }
  }

  /// Opens every entry that waited, in order, then each new one, with `open`.
  ///
  /// - Parameter open: Opens an entry in the window.
  func deliver(to open: @escaping (Entry) -> Void) {
    self.open = open
    let entries = waiting
    waiting = []
    entries.forEach(open)
  }
}
