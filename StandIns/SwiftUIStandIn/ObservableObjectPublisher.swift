/// The stand-in for Combine's `ObservableObjectPublisher`: a publisher that publishes
/// changes from observable objects.
///
/// https://developer.apple.com/documentation/combine/observableobjectpublisher
///
/// No one subscribes in the stand-in: ``send()`` reaches no one.
public final class ObservableObjectPublisher {
  /// Creates an observable object publisher.
  ///
  /// https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
  public init() {}

  /// Sends the changed value to the downstream subscriber.
  ///
  /// https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
  public func send() {}
}
