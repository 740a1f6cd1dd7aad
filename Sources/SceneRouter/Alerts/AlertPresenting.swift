/// A presented alert as a host sees it: what to show, and how a person's choice is recorded.
///
/// ``AlertScreen`` is the one conformance; a host shows it as `UIAlertController` or SwiftUI's
/// `alert`/`confirmationDialog`, and records the action a person chooses with
/// `choose(_:)` (hosting SPI) before it reports the alert's dismissal as the person's action.
@MainActor
public protocol AlertPresenting: Screen {
  /// The alert's title.
  var alertTitle: String { get }
  /// The text under the title; empty for none.
  var alertMessage: String { get }
  /// How the alert is shown.
  var alertStyle: AlertStyle { get }
  /// The actions, in order.
  var buttons: [AlertButton] { get }
  /// The action a person chose, if any.
  @_spi(Hosting) var chosenIndex: Int? { get }

  /// Records that a person chose the action at `index`; the caller awaiting the alert
  /// receives its value when the alert's dismissal is reported. A host calls it; an app's tests
  /// choose as a person does, with the headless host's `chooseAlertAction(_:)`.
  ///
  /// - Parameter index: The action's index in ``buttons``.
  /// - Throws: `NavigationError.Code.personActionUnavailable` for an index out of range.
  @_spi(Hosting) func choose(_ index: Int) throws(NavigationError)
}
