/// The system's side of scenes, for tests: an application and scene sessions, which UIKit
/// alone creates, and the scene activations the app asked for.
extension UIKitSimulator {
  /// Makes an application, as UIKit makes its singleton.
  public static func makeApplication() -> UIApplication { UIApplication() }

  /// Makes a scene session, as UIKit makes one when a scene connects.
  ///
  /// - Parameter persistentIdentifier: The session's identifier.
  public static func makeSceneSession(persistentIdentifier: String) -> UISceneSession {
    let session = UISceneSession()
    session.simulatedPersistentIdentifier = persistentIdentifier
    return session
  }

  /// The scene activations `application` was asked for, oldest first: each session (nil for a
  /// new scene) and activity.
  ///
  /// - Parameter application: The application.
  public static func sceneActivationRequests(of application: UIApplication) -> [(
    session: UISceneSession?, activity: NSUserActivity?
  )] {
    application.sceneActivationRequests
  }

  /// Makes every later scene activation of `application` fail with `error`, or succeed with nil.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - error: The error the request's handler hears.
  public static func failSceneActivations(of application: UIApplication, with error: (any Error)?) {
    application.sceneActivationError = error
  }
}
