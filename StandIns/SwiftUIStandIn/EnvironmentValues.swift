/// The stand-in for SwiftUI's `EnvironmentValues`: a collection of environment values
/// propagated through a view hierarchy.
///
/// https://developer.apple.com/documentation/swiftui/environmentvalues
///
/// Apps extend it with a property per key, read and written through the key subscript.
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates an environment values instance.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}

  /// Accesses the environment value associated with a custom key.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues (Accessing environment values)
  ///
  /// - Parameter key: The key's type.
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
