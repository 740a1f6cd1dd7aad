/// UIKit's `UIApplication`, only as the type the app delegate's methods receive: the stand-in
/// never creates one (UIKit makes the singleton; nothing launches an app on Linux).
///
/// Apple: https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
  override init() { super.init() }

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
