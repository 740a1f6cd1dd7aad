public import Foundation

/// UIKit's `UIAlertAction`: one button of an alert, its style and the handler UIKit calls
/// when a person taps it.
///
/// Apple: https://developer.apple.com/documentation/uikit/uialertaction
///
/// UIKit runs the handler once the alert controller it belongs to has been dismissed; the
/// stand-in's person (`UIKitSimulator.tapAlertAction(_:)`) does the same.
@MainActor
public class UIAlertAction: NSObject {
  /// How an action's button looks (UIKit's `UIAlertAction.Style`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  ///
  /// UIKit's enum is open on a Mac, so the adapter never switches over it, only assigns it.
  public enum Style: Int, Sendable {
    /// A plain action.
    case `default` = 0
    /// Cancels the alert and leaves things as they were.
    case cancel = 1
    /// Changes or deletes data.
    case destructive = 2
  }

  private let storedTitle: String?
  private let storedStyle: Style
  /// What runs when a person taps the action, after the alert is dismissed.
  let handler: ((UIAlertAction) -> Void)?

  private init(storedTitle: String?, storedStyle: Style, handler: ((UIAlertAction) -> Void)?) {
    self.storedTitle = storedTitle
    self.storedStyle = storedStyle
    self.handler = handler
    super.init()
  }

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks.
  ///   - handler: What runs when a person taps it; nil by default.
  public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init(storedTitle: title, storedStyle: style, handler: handler)
  }

  /// The button's title.
  public var title: String? { storedTitle }
  /// How the button looks.
  public var style: UIAlertAction.Style { storedStyle }
  /// Whether a person can tap the action; true by default.
  public var isEnabled = true
}
