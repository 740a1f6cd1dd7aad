/// The stand-in for SwiftUI's `Environment`: a property wrapper that reads a value from a
/// view's environment.
///
/// https://developer.apple.com/documentation/swiftui/environment
///
/// The stand-in has no view hierarchy: a read gives the key's default value, what SwiftUI
/// gives outside a view's body.
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// Creates an environment property to read the specified key path.
  ///
  /// https://developer.apple.com/documentation/swiftui/environment (Creating an environment instance)
  ///
  /// - Parameter keyPath: A key path to a specific resulting value.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The current value of the environment property.
  ///
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}
