/// The screen an ``Alert`` is presented as: a presentation level the navigator tracks like
/// any other, named `Alert` and titled with the alert's title.
///
/// Created by `Navigator.alert(_:from:)`; hosts read it through ``AlertPresenting``.
@MainActor
public final class AlertScreen<Value: Hashable & Sendable>: AlertPresenting, HandsBackResult {
  /// The alert shown.
  public let alert: Alert<Value>
  /// The action a person chose, if any.
  @_spi(Hosting) public private(set) var chosenIndex: Int?

  /// Creates the screen of an alert.
  ///
  /// - Parameter alert: The alert.
  public init(_ alert: Alert<Value>) {
    self.alert = alert
  }

  /// `Alert`.
  public var screenName: String { "Alert" }
  /// The alert's title.
  public var screenTitle: String { alert.title }
  /// True: only choosing an action (or a route) dismisses an alert.
  public var refusesInteractiveDismissal: Bool { true }
  /// The alert's title.
  public var alertTitle: String { alert.title }
  /// The alert's message.
  public var alertMessage: String { alert.message }
  /// The alert's style.
  public var alertStyle: AlertStyle { alert.style }
  /// The alert's actions as a host shows them.
  public var buttons: [AlertButton] { alert.actions.map(\.button) }

  /// Records that a person chose the action at `index`.
  ///
  /// - Parameter index: The action's index.
  /// - Throws: `NavigationError.Code.personActionUnavailable` for an index out of range.
  @_spi(Hosting) public func choose(_ index: Int) throws(NavigationError) {
    guard alert.actions.indices.contains(index) else {
      let count = alert.actions.count
      throw .personActionUnavailable(
        action: "choose action \(index) of the alert '\(alert.title)'",
        reason: "it has \(count) action\(count == 1 ? "" : "s")")
    }
    chosenIndex = index
  }

  /// The chosen action's value, handed to the caller awaiting the alert.
  package var handedBackResult: (any Sendable)? {
    chosenIndex.flatMap { alert.actions[$0].value }
  }
}
