import SceneRouter
import StorefrontKit
import Testing

/// Article 002's app on some host, driven as a person would: actions on the top-most
/// screen, and taps, swipes and pulls on the host. Each host's tests provide one, and
/// ``StorefrontFlow`` runs the same flows on all of them.
@MainActor
package protocol StorefrontDriver {
  /// The window's navigator.
  var navigator: Navigator { get }
  /// The app's services (session, catalogue).
  var services: StorefrontServices { get }
  /// What the host's containers show, read off the host itself.
  var hostSnapshot: NavigationSnapshot { get }
  /// A person taps tab `index`.
  func tapTab(_ index: Int) throws
  /// A person taps the visible navigation bar's back button.
  func tapBack() throws
  /// A person swipes back, past half-way.
  func swipeBack() throws
  /// A person pulls the top-most sheet down.
  func pullDownSheet() throws
  /// A person taps the button with this index of the alert on top.
  func chooseAlertAction(_ index: Int) throws
  /// A person drags the sheet on top to the detent with this identifier and lets go there.
  func dragSheet(toDetent detent: String) throws
}

extension StorefrontDriver {
  /// The top-most screen, as the storefront's screen type.
  package var topMostScreen: (any StorefrontScreen)? { navigator.topMostScreen as? any StorefrontScreen }

  /// Performs the top-most screen's action with this title and waits for what it started.
  package func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    guard let action = action(title, sourceLocation: sourceLocation) else { return }
    await action.perform()
  }

  /// Starts the top-most screen's action with this title, which opens `screenName` and then
  /// waits for a person there (an addition waiting for Login): returns once `screenName` is
  /// on top, with the action still running; await the task for its end.
  package func start(
    _ title: String, until screenName: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Task<Void, Never> {
    guard let action = action(title, sourceLocation: sourceLocation) else { return Task {} }
    let wait = ShownWait()
    var running: Task<Void, Never>?
    await withCheckedContinuation { (shown: CheckedContinuation<Void, Never>) in
      wait.continuation = shown
      navigator.observe(wait) { [weak navigator, wait] snapshot in
        guard case .screen(let screen)? = snapshot.topMostScreen, screen.name == screenName else { return }
        navigator?.removeObserver(wait)
        wait.resume()
      }
      running = Task { [navigator] in
        await action.perform()
        // Ended without showing the screen (refused, or it showed another): say so, and
        // do not leave the test waiting.
        if wait.resume() {
          navigator.removeObserver(wait)
          Issue.record("'\(title)' ended before \(screenName) was shown", sourceLocation: sourceLocation)
        }
      }
    }
    return running ?? Task {}
  }

  private func action(_ title: String, sourceLocation: SourceLocation) -> ScreenAction? {
    guard let action = topMostScreen?.actions.first(where: { $0.title == title }) else {
      Issue.record("no action '\(title)' on \(topMostScreen?.screenName ?? "nothing")", sourceLocation: sourceLocation)
      return nil
    }
    return action
  }
}

/// One wait for a screen: the observation's owner (the navigator keys observers by it) and
/// the continuation, resumed once by whichever comes first.
@MainActor
private final class ShownWait {
  var continuation: CheckedContinuation<Void, Never>?

  /// Resumes the waiting test; returns whether this call did (false when already resumed).
  @discardableResult
  func resume() -> Bool {
    guard let continuation else { return false }
    self.continuation = nil
    continuation.resume()
    return true
  }
}
