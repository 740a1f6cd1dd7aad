import SceneRouter
import SceneRouterHeadless

/// An alert as the terminal shows it: its title, its message, and a numbered action per
/// button; choosing one is a person tapping that button, which the host reports to the
/// navigator (`HeadlessHost.chooseAlertAction(_:)`). The iOS apps show alerts with UIKit's and
/// SwiftUI's own.
@MainActor
public final class AlertPanel: StorefrontScreen {
  /// The alert shown.
  public let alert: any AlertPresenting
  private let host: HeadlessHost
  private weak var navigator: Navigator?

  /// Creates the panel of the alert a host shows.
  ///
  /// - Parameters:
  ///   - alert: The alert on top.
  ///   - host: The host a person taps the buttons on.
  ///   - navigator: Hears a tap the host refuses, through its `unhandledErrorHandler`.
  public init(_ alert: any AlertPresenting, host: HeadlessHost, navigator: Navigator) {
    self.alert = alert
    self.host = host
    self.navigator = navigator
  }

  /// The alert's name, `Alert`.
  public var screenName: String { alert.screenName }
  /// The alert's title.
  public var screenTitle: String { alert.alertTitle }
  /// The alert's message, if it has one.
  public var body: [String] { alert.alertMessage.isEmpty ? [] : [alert.alertMessage] }
  /// One action per button, with its role: `Remove (destructive)`, `Keep (cancel)`.
  public var actions: [ScreenAction] {
    alert.buttons.enumerated().map { index, button in
      ScreenAction(button.description) { [host, weak navigator] in
        do throws(NavigationError) {
          try host.chooseAlertAction(index)
        } catch {
          navigator?.unhandledErrorHandler(error)
        }
      }
    }
  }
}
