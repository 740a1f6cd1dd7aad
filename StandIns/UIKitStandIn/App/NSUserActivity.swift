public import Foundation

/// Foundation's `NSUserActivity`, which Linux Foundation lacks (STAND-INS.md, UIKit point 6):
/// an activity to continue, such as a universal link (type ``NSUserActivityTypeBrowsingWeb``
/// and its ``webpageURL``). Declared under its real name and shape; not main-actor isolated,
/// as in Foundation.
///
/// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity
open class NSUserActivity: NSObject {
  /// The activity's type, such as ``NSUserActivityTypeBrowsingWeb``.
  public let activityType: String
  /// The web page of the activity: a universal link's `https` URL. Foundation raises
  /// `NSInvalidArgumentException` for a URL whose scheme is not `http` or `https`; the stand-in
  /// stops there too.
  ///
  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
  open var webpageURL: URL? {
    didSet {
      let scheme = webpageURL?.scheme?.lowercased()
      precondition(
        webpageURL == nil || scheme == "http" || scheme == "https",
        "NSInvalidArgumentException: webpageURL must be http or https, not \(webpageURL?.absoluteString ?? "")")
    }
  }
  /// Whether Handoff offers the activity on the person's other devices; true by default.
  ///
  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff
  @available(iOS 9.0, *)
  open var isEligibleForHandoff = true
  /// Whether the activity is added to the device's search index (Spotlight); false by default.
  ///
  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforsearch
  @available(iOS 9.0, *)
  open var isEligibleForSearch = false
  /// The activity's own values, such as the identifier of what it shows.
  ///
  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  open var userInfo: [AnyHashable: Any]?
  /// What the activity is called where the system shows it, such as the "Add to Siri" sheet.
  ///
  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/title
  open var title: String?

  /// Creates an activity.
  ///
  /// - Parameter activityType: The activity's type.
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Whether ``invalidate()`` was called: such an activity never becomes current again.
  private(set) var isInvalidated = false

  /// Makes the activity the one the person is doing now, available to Handoff and search; the
  /// activity current before it is no longer. Nothing happens once the activity was invalidated.
  ///
  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/becomecurrent()
  open func becomeCurrent() {
    guard !isInvalidated else { return }
    CurrentUserActivity.shared.set(self)
  }

  /// Stops the activity being the current one, if it is; it may become current again.
  ///
  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/resigncurrent()
  @available(iOS 9.0, *)
  open func resignCurrent() {
    CurrentUserActivity.shared.clear(ifItIs: self)
  }

  /// Ends the activity for good: it is no longer current and never becomes current again.
  ///
  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/invalidate()
  open func invalidate() {
    isInvalidated = true
    CurrentUserActivity.shared.clear(ifItIs: self)
  }
}

/// The type of an activity continued from a web browser or a universal link.
///
/// Apple: https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
