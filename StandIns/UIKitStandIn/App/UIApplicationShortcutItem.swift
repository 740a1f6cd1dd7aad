public import Foundation

/// UIKit's `UIApplicationShortcutItem`: a Home Screen Quick Action, declared statically in the
/// app's `Info.plist` (`UIApplicationShortcutItems`) or dynamically in code, and handed to the
/// scene when a person chooses it (`UIScene.ConnectionOptions.shortcutItem` at launch,
/// `UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)` while running).
///
/// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem
///
/// Not main-actor isolated and not `Sendable`, as on Apple's page (`class
/// UIApplicationShortcutItem`); immutable once made.
@available(iOS 9.0, *)
open class UIApplicationShortcutItem: NSObject {
  private let storedType: String
  private let storedTitle: String
  private let storedSubtitle: String?
  private let storedIcon: UIApplicationShortcutIcon?
  private let storedUserInfo: [String: any NSSecureCoding]?

  /// Creates a Quick Action with a title, subtitle, icon and values of the app's own.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/init(type:localizedtitle:localizedsubtitle:icon:userinfo:)
  ///
  /// - Parameters:
  ///   - type: The app's name for the action.
  ///   - localizedTitle: The title a person sees.
  ///   - localizedSubtitle: The subtitle a person sees, if any.
  ///   - icon: The icon, if any.
  ///   - userInfo: The app's values for the action: property-list values.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
    userInfo: [String: any NSSecureCoding]? = nil
  ) {
    storedType = type
    storedTitle = localizedTitle
    storedSubtitle = localizedSubtitle
    storedIcon = icon
    storedUserInfo = userInfo
    super.init()
  }

  /// Creates a Quick Action with a title and no icon.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/init(type:localizedtitle:)
  ///
  /// - Parameters:
  ///   - type: The app's name for the action.
  ///   - localizedTitle: The title a person sees.
  public convenience init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
  }

  /// The app's name for the action, such as `com.shop.search`.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type
  open var type: String { storedType }
  /// The title a person sees.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/localizedtitle
  open var localizedTitle: String { storedTitle }
  /// The subtitle a person sees, if any.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/localizedsubtitle
  open var localizedSubtitle: String? { storedSubtitle }
  /// The icon, if any.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/icon
  open var icon: UIApplicationShortcutIcon? { storedIcon }
  /// The app's values for the action, if any.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/userinfo
  open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
}
