/// UIKit's `UISceneSessionActivationRequest` (iOS 17): what
/// `UIApplication.activateSceneSession(for:errorHandler:)` asks for, an existing scene session
/// or a new one of a role, with a user activity for the scene.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct
@MainActor
public struct UISceneSessionActivationRequest {
  /// The specific scene session to activate; nil for a request made with a role.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/session
  public let session: UISceneSession?

  /// The role to request: the session's, for a request made with a session.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/role
  public let role: UISceneSession.Role

  /// A user activity to send to the activated scene.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/useractivity
  public var userActivity: NSUserActivity?

  /// Options to customize the request.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/options
  public var options: UIScene.ActivationRequestOptions?

  /// Creates a request for a scene session of a role: an existing one whose role matches, or
  /// a new one.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/init(role:useractivity:options:)
  ///
  /// - Parameters:
  ///   - role: The role to request.
  ///   - userActivity: A user activity to send to the activated scene.
  ///   - options: Options to customize the request.
  public init(
    role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
    options: UIScene.ActivationRequestOptions? = nil
  ) {
    session = nil
    self.role = role
    self.userActivity = userActivity
    self.options = options
  }

  /// Creates a request to activate an existing scene session.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/init(session:useractivity:options:)
  ///
  /// - Parameters:
  ///   - session: The scene session to activate.
  ///   - userActivity: A user activity to send to the activated scene.
  ///   - options: Options to customize the request.
  public init(session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
    self.session = session
    role = session.role
    self.userActivity = userActivity
    self.options = options
  }
}
