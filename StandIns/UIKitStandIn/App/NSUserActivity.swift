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
  /// The web page of the activity: a universal link's `https` URL.
  open var webpageURL: URL?
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
}

/// The type of an activity continued from a web browser or a universal link.
///
/// Apple: https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
