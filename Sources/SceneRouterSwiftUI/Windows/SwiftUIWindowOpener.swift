#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIStandIn
#endif
public import SceneRouterDeepLinks

/// Opens a route in a new SwiftUI window with `OpenWindowAction`, the request being the
/// window's value, and brings such a window forward by opening its value again (SwiftUI shows
/// the window that presents the value already).
///
/// Declare a window group for requests, register each window under
/// ``windowID(for:)`` of its request, and open the request in it:
///
/// ```swift
/// WindowGroup(for: WindowRequest.self) { $request in
///   ShopWindowView(request: request)   // registers WindowID, then windows.open(request, in:)
/// }
/// // In a view: opener.openWindow = openWindow   (@Environment(\.openWindow))
/// ```
///
/// The app's first window has no request: it cannot be brought forward this way, and
/// ``bringForward(_:)`` says so.
@MainActor
public final class SwiftUIWindowOpener: WindowOpening {
  /// The environment's `openWindow` action; set it from a view before routes arrive.
  public var openWindow: OpenWindowAction?
  /// The requests of the windows this opener opened, by window.
  private var requests: [WindowID: WindowRequest] = [:]

  /// Creates an opener; set ``openWindow`` from a view's environment.
  ///
  /// - Parameter openWindow: The environment's `openWindow` action, if a view has it now.
  public init(openWindow: OpenWindowAction? = nil) {
    self.openWindow = openWindow
  }

  /// The name of the window that presents `request`: the request's link and source.
  ///
  /// - Parameter request: The window's value.
  /// - Returns: The window's name.
  public static func windowID(for request: WindowRequest) -> WindowID {
    WindowID(request.description)
  }

  /// Opens a window whose value is `request`.
  ///
  /// - Parameter request: The route the new window opens.
  /// - Returns: The window's name, ``windowID(for:)``.
  /// - Throws: `WindowOpeningError` when no view has given the `openWindow` action yet.
  public func openWindow(for request: WindowRequest) async throws(WindowOpeningError) -> WindowID? {
    guard let openWindow else { throw WindowOpeningError("no view has given the openWindow action yet") }
    openWindow(value: request)
    let id = Self.windowID(for: request)
    requests[id] = request
    return id
  }

  /// Opens the window's value again, which brings its window forward.
  ///
  /// - Parameter window: The window.
  /// - Throws: `WindowOpeningError` when this opener did not open the window, or no view has
  ///   given the `openWindow` action yet.
  public func bringForward(_ window: WindowID) async throws(WindowOpeningError) {
    guard let request = requests[window] else {
      throw WindowOpeningError("window '\(window)' has no value SwiftUI can bring forward")
    }
    guard let openWindow else { throw WindowOpeningError("no view has given the openWindow action yet") }
    openWindow(value: request)
  }
}
#endif
