#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import SceneRouterDeepLinks

/// Opens a route in a new UIKit window, and brings a window forward, through
/// `UIApplication.activateSceneSession(for:errorHandler:)` with a `UISceneSessionActivationRequest`
/// (iOS 17), not the deprecated `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
/// It needs no app-delegate window: a scene-only app (the life cycle the iOS 27 SDK requires)
/// makes each window in its scene delegate.
///
/// A new window's request travels in a user activity of ``activityType`` whose `userInfo` is
/// the request's (`WindowRequest.userInfo`). The new scene finds it in its connection options
/// and opens it in its own navigator once it has registered:
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///   // ... make the window, its navigator and links, then:
///   try? windows.register(WindowID(session.persistentIdentifier), navigator: navigator, links: links)
///   if let activity = options.userActivities.first(where: { $0.activityType == opener.activityType }),
///      let request = WindowRequest(userInfo: activity.userInfo ?? [:]) {
///     Task { _ = try? await windows.open(request, in: WindowID(session.persistentIdentifier)) }
///   }
/// }
/// ```
///
/// UIKit says nothing when the request succeeds, and reports a failure later, through the
/// error handler: ``openWindow(for:)`` returns once the request is made, and a later failure
/// is given to ``failureHandler``.
@MainActor
public final class UIKitWindowOpener: WindowOpening {
  /// The application that asks for scenes, `UIApplication.shared` in an app.
  public let application: UIApplication
  /// The type of the user activity that carries a new window's request; declare it in the
  /// app's `NSUserActivityTypes`.
  public let activityType: String
  /// Hears a request UIKit refused after ``openWindow(for:)`` or ``bringForward(_:)`` returned.
  public var failureHandler: (@MainActor (WindowOpeningError) -> Void)?

  private let session: @MainActor (WindowID) -> UISceneSession?

  /// Creates an opener.
  ///
  /// - Parameters:
  ///   - application: The application, `UIApplication.shared` in an app.
  ///   - activityType: The type of the activity that carries a new window's request.
  ///   - session: The scene session of a registered window, such as the one of
  ///     `application.openSessions` whose `persistentIdentifier` is the window's name.
  public init(
    application: UIApplication, activityType: String,
    session: @escaping @MainActor (WindowID) -> UISceneSession?
  ) {
    self.application = application
    self.activityType = activityType
    self.session = session
  }

  /// Asks UIKit for a new scene whose activity carries `request`.
  ///
  /// - Parameter request: The route the new window opens.
  /// - Returns: Nil: UIKit names the new scene's session when it connects.
  public func openWindow(for request: WindowRequest) async throws(WindowOpeningError) -> WindowID? {
    let activity = NSUserActivity(activityType: activityType)
    activity.userInfo = request.userInfo
    let activation = UISceneSessionActivationRequest(role: .windowApplication, userActivity: activity, options: nil)
    application.activateSceneSession(for: activation) { [weak self] error in
      self?.failureHandler?(WindowOpeningError("UIKit did not open a window: \(error)"))
    }
    return nil
  }

  /// Asks UIKit to activate the window's scene session.
  ///
  /// - Parameter window: The window.
  /// - Throws: `WindowOpeningError` when no scene session is known by that name.
  public func bringForward(_ window: WindowID) async throws(WindowOpeningError) {
    guard let session = session(window) else { throw WindowOpeningError("no scene session is named '\(window)'") }
    let activation = UISceneSessionActivationRequest(session: session, userActivity: nil, options: nil)
    application.activateSceneSession(for: activation) { [weak self] error in
      self?.failureHandler?(WindowOpeningError("UIKit did not bring window '\(window)' forward: \(error)"))
    }
  }
}
#endif
