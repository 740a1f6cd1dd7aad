public import Foundation

/// UIKit's `UIResponder`: the superclass of views, view controllers, scenes and the app.
/// The stand-in declares no responder-chain member; it exists so that those classes, and an
/// app delegate written `class AppDelegate: UIResponder, UIApplicationDelegate`, have
/// UIKit's superclass.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }
}
