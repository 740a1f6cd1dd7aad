/// The stand-in for SwiftUI's `Binding`: reads and writes a value owned elsewhere.
///
/// Only the initializer SceneRouterSwiftUI's views use is declared, with Apple's
/// isolation: both closures are `@Sendable` and `@isolated(any)`
/// (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp).
/// The stand-in keeps the closures and never calls them.
public struct Binding<Value> {
  private let get: @isolated(any) @Sendable () -> Value
  private let set: @isolated(any) @Sendable (Value) -> Void

  /// Creates a binding with closures that read and write the binding value.
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value.
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }
}
