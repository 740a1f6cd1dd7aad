/// The stand-in for SwiftUI's `OpenWindowAction`: an action that presents a window, read from
/// the environment's `openWindow`.
///
/// https://developer.apple.com/documentation/swiftui/openwindowaction
///
/// There are no windows on Linux: each call is recorded, for the simulation to read.
@available(iOS 16.0, macOS 13.0, *)
@MainActor
@preconcurrency
public struct OpenWindowAction {
  nonisolated init() {}

  /// Opens a window defined by a window group that presents the type of the value.
  ///
  /// https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(value:)
  ///
  /// - Parameter value: The value to present.
  @MainActor
  @preconcurrency
  public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {
    OpenedWindows.values.append(AnyHashable(value))
  }
}

extension EnvironmentValues {
  /// A window presentation action stored in a view's environment.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/openwindow
  @available(iOS 16.0, macOS 13.0, *)
  public var openWindow: OpenWindowAction { OpenWindowAction() }
}

/// The values windows were opened with, oldest first (read by the simulation).
@MainActor
enum OpenedWindows {
  static var values: [AnyHashable] = []
}
