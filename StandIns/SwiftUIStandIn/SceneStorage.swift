import Foundation

/// The stand-in for SwiftUI's `SceneStorage`: a property wrapper type that reads and writes to
/// persisted, per-scene storage.
///
/// https://developer.apple.com/documentation/swiftui/scenestorage
///
/// The stand-in keeps the value in a reference of its own, as ``State`` does: there is no
/// scene on Linux to persist it in, so a new instance starts from its default value.
@available(iOS 14.0, macOS 11.0, *)
@propertyWrapper
public struct SceneStorage<Value> {
  private let box: StandInBox<Value>

  /// The underlying value referenced by the scene storage.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the scene storage's value.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
  public var projectedValue: Binding<Value> { Binding(location: box.location) }
}

@available(iOS 14.0, macOS 11.0, *)
extension SceneStorage {
  /// Creates a property that can save and restore data.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value if data is not available for the given key.
  ///   - key: A key used to save and restore the value.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    box = StandInBox(wrappedValue)
  }

  /// Creates a property that can save and restore a string.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value if a string is not available for the given key.
  ///   - key: A key used to save and restore the value.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    box = StandInBox(wrappedValue)
  }
}
