/// UIKit's `UIApplication`: the type the app delegate's methods receive, and the one that asks
/// for scenes. UIKit makes the singleton; here only the simulation makes one, for tests.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
  override init() { super.init() }

  /// The scene activations asked for, oldest first (read by the simulation).
  var sceneActivationRequests: [(session: UISceneSession?, activity: NSUserActivity?)] = []
  /// The error the next activations fail with, nil for none (set by the simulation).
  var sceneActivationError: (any Error)?

  /// Asks the system to activate an existing scene, or to create a new scene for the app.
  ///
  /// Here the request is recorded; when the simulation says activation fails, `errorHandler`
  /// hears the error.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/requestscenesessionactivation(_:useractivity:options:errorhandler:)
  ///
  /// - Parameters:
  ///   - sceneSession: The session whose scene to activate; nil for a new scene.
  ///   - userActivity: An activity for the scene, describing what it should show.
  ///   - options: How the system creates or activates the scene.
  ///   - errorHandler: Called if the request fails.
  @available(iOS, introduced: 13.0, deprecated: 27.0)
  open func requestSceneSessionActivation(
    _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {
    sceneActivationRequests.append((sceneSession, userActivity))
    if let sceneActivationError { errorHandler?(sceneActivationError) }
  }

  /// Asks the system to activate an existing scene or create a new scene for the app (iOS 17),
  /// the replacement of the deprecated `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
  ///
  /// Here the request is recorded as that one's is; when the simulation says activation
  /// fails, `errorHandler` hears the error.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/activatescenesession(for:errorhandler:)
  ///
  /// - Parameters:
  ///   - request: The activation request.
  ///   - errorHandler: Called if the request fails.
  open func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil) {
    sceneActivationRequests.append((request.session, request.userActivity))
    if let sceneActivationError { errorHandler?(sceneActivationError) }
  }

  /// The keys of the launch options dictionary (UIKit's `UIApplication.LaunchOptionsKey`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's text.
    public var rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's text.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}
