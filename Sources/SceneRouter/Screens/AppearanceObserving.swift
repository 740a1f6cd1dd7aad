/// A screen that wants to hear the appearance callbacks a host delivers
/// (`viewWillAppear` and its siblings on iOS).
///
/// Hosts send the callbacks in UIKit's order for push, pop, presentation, dismissal
/// and tab switches; see ``AppearanceEvent``.
@MainActor
public protocol AppearanceObserving: Screen {
  /// Called by the host for each appearance change of this screen.
  ///
  /// - Parameter event: What happened to the screen.
  func screen(didReceive event: AppearanceEvent)
}

/// One appearance callback, as a host delivers it to a screen.
public enum AppearanceEvent: String, Hashable, Codable, Sendable, CustomStringConvertible {
  /// The screen instance was shown for the first time (`viewDidLoad`): once per instance,
  /// however often it is shown again.
  case didLoad
  /// The screen is about to appear.
  case willAppear
  /// The screen appeared.
  case didAppear
  /// The screen is about to disappear.
  case willDisappear
  /// The screen disappeared.
  case didDisappear

  /// The callback's name, such as `willAppear`.
  public var description: String { rawValue }
}
