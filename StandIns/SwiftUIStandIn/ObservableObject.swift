/// The stand-in for Combine's `ObservableObject`, which SwiftUI re-exports: a type of
/// object with a publisher that emits before the object has changed.
///
/// https://developer.apple.com/documentation/combine/observableobject
///
/// Linux has no Combine. Apple constrains `ObjectWillChangePublisher` to Combine's
/// `Publisher` with `Failure == Never`; the stand-in declares no `Publisher` and leaves the
/// associated type unconstrained, defaulting to ``ObservableObjectPublisher`` as Apple's does.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher

  /// A publisher that emits before the object has changed.
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before the object has changed (a new one on each read in the
  /// stand-in, which has no subscribers).
  ///
  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}
