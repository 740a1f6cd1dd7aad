public import Foundation
// `NSUserActivity` is Foundation's, and Linux Foundation lacks it: the UIKit stand-in declares
// it (STAND-INS.md, UIKit point 6), and this module passes it on, as `import SwiftUI` gives
// Foundation's on Apple's platforms.
@_exported public import class UIKitStandIn.NSUserActivity
@_exported public import let UIKitStandIn.NSUserActivityTypeBrowsingWeb

extension View {
  /// Registers a handler to invoke in response to a URL that your app receives.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  ///
  /// - Parameter action: Called with the URL.
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
    StandInLeaf()
  }

  /// Registers a handler to invoke in response to a user activity that your app receives.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
  ///
  /// - Parameters:
  ///   - activityType: The type of activity the action handles.
  ///   - action: Called with the activity.
  nonisolated public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View {
    StandInLeaf()
  }

  /// Advertises a user activity type for as long as `element` is not nil: SwiftUI makes the
  /// scene's activity of that type current and lets `update` fill it in with the element.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/useractivity(_:element:_:)
  ///
  /// - Parameters:
  ///   - activityType: The type of activity to advertise.
  ///   - element: What the activity is about; nil advertises nothing.
  ///   - update: Fills in the activity for the element.
  nonisolated public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()) -> some View {
    StandInLeaf()
  }

  /// Configures the view's title for purposes of navigation, using a string.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
  ///
  /// - Parameter title: The title.
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    StandInLeaf()
  }
}
