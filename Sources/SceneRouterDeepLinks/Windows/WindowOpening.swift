/// Opens and brings forward the app's windows: the one part of many windows each host does
/// its own way. UIKit asks `UIApplication.activateSceneSession(for:errorHandler:)` (iOS 17),
/// SwiftUI calls `OpenWindowAction`, and a test makes a new headless host and navigator.
@MainActor
public protocol WindowOpening: AnyObject {
  /// Asks for a new window that opens `request` once it is connected.
  ///
  /// - Parameter request: The route the new window opens.
  /// - Returns: The new window, when it is known at once (a headless window); nil when the
  ///   system connects it later (UIKit, SwiftUI), and the window registers itself then.
  /// - Throws: ``WindowOpeningError`` when the request cannot be made, such as on a device
  ///   that shows one window only.
  func openWindow(for request: WindowRequest) async throws(WindowOpeningError) -> WindowID?

  /// Brings a window the app has already forward, so a person sees it.
  ///
  /// - Parameter window: The window.
  /// - Throws: ``WindowOpeningError`` when it cannot be brought forward.
  func bringForward(_ window: WindowID) async throws(WindowOpeningError)
}
