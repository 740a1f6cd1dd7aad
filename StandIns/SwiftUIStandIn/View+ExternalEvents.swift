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

  /// Configures the view's title for purposes of navigation, using a string.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
  ///
  /// - Parameter title: The title.
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    StandInLeaf()
  }
}
