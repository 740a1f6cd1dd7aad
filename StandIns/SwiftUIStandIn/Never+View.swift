/// The stand-in's `Never` view: the body of views that have none of their own, such as
/// the representables of UIKit view controllers.
///
/// https://developer.apple.com/documentation/swiftui/never
extension Never: View {
  /// `Never` has no value, so there is nothing to build.
  public var body: Never { self }
}
