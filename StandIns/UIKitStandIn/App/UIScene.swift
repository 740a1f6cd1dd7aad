public import Foundation

/// UIKit's `UIScene`: one instance of the app's interface. The stand-in declares the type and
/// its connection options only; UIKit creates scenes, and nothing creates one on Linux.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiscene
@MainActor
open class UIScene: UIResponder {
  override init() { super.init() }

  /// Why UIKit created a scene: the links and activities to open in it (UIKit's
  /// `UIScene.ConnectionOptions`). Made by UIKit only.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
  @MainActor
  open class ConnectionOptions: NSObject {
    override init() { super.init() }

    /// The URLs to open; empty when there are none.
    open var urlContexts: Set<UIOpenURLContext> { [] }
    /// The user activities to continue, such as a universal link's; never Handoff's.
    open var userActivities: Set<NSUserActivity> { [] }
    /// The Home Screen Quick Action a person chose to launch the app, if any; nil here.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem
    @available(iOS 13.0, *)
    open var shortcutItem: UIApplicationShortcutItem? { nil }
  }

  /// How the system should create or activate a scene the app asks for (UIKit's
  /// `UIScene.ActivationRequestOptions`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscene/activationrequestoptions
  @available(iOS 13.0, *)
  @MainActor
  open class ActivationRequestOptions: NSObject {
    /// Creates options with the system's defaults.
    public override init() { super.init() }
  }
}

/// UIKit's `UIWindowScene`: a scene that shows windows.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor
open class UIWindowScene: UIScene {}

/// UIKit's `UISceneSession`: what persists of a scene, with its role.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiscenesession
@MainActor
open class UISceneSession: NSObject {
  override init() { super.init() }

  /// The scene's role, such as ``Role/windowApplication``.
  open var role: UISceneSession.Role { .windowApplication }

  /// The name the session is made with (by the simulation).
  var simulatedPersistentIdentifier = "session"

  /// The session's identifier, the same across launches.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
  @available(iOS 13.0, *)
  open var persistentIdentifier: String { simulatedPersistentIdentifier }

  /// The activity the scene's delegate gave to restore the scene's state when it was last
  /// disconnected; nil when there is none.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
  @available(iOS 13.0, *)
  open var stateRestorationActivity: NSUserActivity?

  /// A scene's role (UIKit's `UISceneSession.Role`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// The role's text.
    public var rawValue: String

    /// Creates a role.
    ///
    /// - Parameter rawValue: The role's text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The app's main interface on the device's screen.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}

/// UIKit's `UISceneConfiguration`: which scene delegate class UIKit instantiates for a scene.
///
/// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration
@MainActor
open class UISceneConfiguration: NSObject {
  /// The configuration's name in the app's `Info.plist`, if any.
  public let name: String?
  /// The role of the scenes it configures.
  public let role: UISceneSession.Role
  /// The class of the scene's delegate, which UIKit creates.
  open var delegateClass: AnyClass?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - name: The configuration's name in `Info.plist`.
  ///   - sessionRole: The role of the scenes it configures.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}

/// A URL given to a scene to open, with how to open it (UIKit's `UIOpenURLContext`). Made
/// by UIKit only.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiopenurlcontext
@MainActor
open class UIOpenURLContext: NSObject {
  /// The URL to open.
  public let url: URL

  init(url: URL) {
    self.url = url
    super.init()
  }
}
