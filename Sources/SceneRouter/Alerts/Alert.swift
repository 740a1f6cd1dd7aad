/// An alert or a confirmation dialog as a route: a title, a message and the actions a person
/// can choose, each with the value the caller awaits.
///
/// Presenting one is a presentation level like any other — in the navigator's state, its
/// snapshots and its events — and awaiting it gives the chosen action's value:
///
/// ```swift
/// let alert = Alert<OrderAction>(
///   "Cancel the order?", message: "The items go back to your bag.",
///   actions: [.destructive("Cancel Order", .cancelOrder), .cancel("Keep")])
/// switch await navigator.alert(alert, from: orderScreen) {
/// case .completed(.cancelOrder): viewModel.cancel()
/// case .completed, .cancelled: break
/// }
/// ```
///
/// UIKit shows it with `UIAlertController` (`.alert` or `.actionSheet`), SwiftUI with
/// `alert(_:isPresented:actions:message:)` or `confirmationDialog(_:isPresented:actions:message:)`.
/// An alert presents nothing: while one is shown, a presentation is refused (rule 16; `UIAlertController` is meant to be used as is: https://developer.apple.com/documentation/uikit/uialertcontroller).
public struct Alert<Value: Hashable & Sendable>: Equatable, Sendable, CustomStringConvertible {
  /// The alert's title.
  public var title: String
  /// The text under the title; empty for none.
  public var message: String
  /// The actions, in the order they are listed.
  public var actions: [AlertAction<Value>]
  /// How the alert is shown.
  public var style: AlertStyle

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The text under the title; empty for none.
  ///   - actions: The actions; at most one has the cancel role.
  ///   - style: `.alert` (the default) or `.confirmationDialog`.
  public init(_ title: String, message: String = "", actions: [AlertAction<Value>], style: AlertStyle = .alert) {
    self.title = title
    self.message = message
    self.actions = actions
    self.style = style
  }

  /// The presentation style the alert is presented with.
  public var presentationStyle: PresentationStyle {
    switch style {
    case .alert: .alert
    case .confirmationDialog: .actionSheet
    }
  }

  /// Why the alert cannot be shown, if it cannot: no action, or more than one cancel action
  /// (UIKit raises an exception for a second one).
  var problem: NavigationError? {
    if actions.isEmpty { return .alertWithoutActions }
    if actions.filter({ $0.role == .cancel }).count > 1 { return .alertWithTwoCancelActions }
    return nil
  }

  /// `"Cancel the order?" [Cancel Order (destructive), Keep (cancel)]`.
  public var description: String {
    "\"\(title)\" [" + actions.map(\.description).joined(separator: ", ") + "]"
  }
}
