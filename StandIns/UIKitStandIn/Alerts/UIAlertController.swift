import Foundation

/// UIKit's `UIAlertController`: an alert or an action sheet with a title, a message and
/// its actions, presented like any view controller.
///
/// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller
///
/// Apple's page says the class is meant to be used as is and does not support subclassing;
/// the stand-in's class is `public`, not `open`, so no other module can subclass it. An
/// alert presents with its own presentation (here `.custom`, an action sheet `.popover`): its
/// presenter's view stays (rule 38) and a person cannot pull it down (rule 25); only tapping
/// an action dismisses it, before the action's handler runs. Which `modalPresentationStyle`
/// UIKit reports for an alert controller is not documented; the adapter never sets it.
@MainActor
public class UIAlertController: UIViewController {
  /// How an alert controller shows (UIKit's `UIAlertController.Style`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uialertcontroller/style
  ///
  /// UIKit's enum is open on a Mac, so the adapter never switches over it, only assigns it.
  public enum Style: Int, Sendable {
    /// An action sheet rising from the bottom (a popover on iPad).
    case actionSheet = 0
    /// A centred alert.
    case alert = 1
  }

  private var storedStyle: Style = .alert
  private var storedActions: [UIAlertAction] = []

  /// Creates an alert controller.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The text under the title.
  ///   - preferredStyle: An alert or an action sheet.
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    storedStyle = preferredStyle
    modalPresentationStyle = preferredStyle == .alert ? .custom : .popover
  }

  /// The text under the title.
  public var message: String?

  /// The style the controller was created with.
  public var preferredStyle: UIAlertController.Style { storedStyle }

  /// The actions, in the order they were added.
  public var actions: [UIAlertAction] { storedActions }

  /// Adds an action. UIKit raises `NSInternalInconsistencyException` for a second action
  /// with the cancel style; the stand-in records it and adds nothing.
  ///
  /// - Parameter action: The action.
  public func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, storedActions.contains(where: { $0.style == .cancel }) {
      simulator.raise(
        "NSInternalInconsistencyException", "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      return
    }
    storedActions.append(action)
  }
}
