/// The stand-in for SwiftUI's `Transaction`: the context of the current state-processing update.
///
/// https://developer.apple.com/documentation/swiftui/transaction
///
/// The stand-in animates nothing; a transaction only carries its animation.
public struct Transaction {
  /// The animation, if any, associated with the current state change.
  ///
  /// https://developer.apple.com/documentation/swiftui/transaction/animation
  public var animation: Animation?

  /// Creates a transaction.
  ///
  /// https://developer.apple.com/documentation/swiftui/transaction/init()
  public init() {}

  /// Creates a transaction and assigns its animation property.
  ///
  /// https://developer.apple.com/documentation/swiftui/transaction/init(animation:)
  ///
  /// - Parameter animation: The animation to perform when the current state changes.
  public init(animation: Animation?) {
    self.animation = animation
  }
}
