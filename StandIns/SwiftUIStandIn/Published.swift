/// The stand-in for Combine's `Published`, which SwiftUI re-exports: a type that publishes
/// a property marked with an attribute.
///
/// https://developer.apple.com/documentation/combine/published
///
/// As in Combine, `@Published` works on properties of classes only: its `wrappedValue` is
/// unavailable, and the class's property reads and writes go through the
/// `_enclosingInstance` subscript (which is how Apple's wrapper is declared, too).
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// Creates the published instance with an initial wrapped value.
  ///
  /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
  ///
  /// - Parameter value: The publisher's initial value.
  public init(wrappedValue value: Value) {
    self.value = value
  }

  /// Creates the published instance with an initial value.
  ///
  /// https://developer.apple.com/documentation/combine/published/init(initialvalue:)
  ///
  /// - Parameter value: The publisher's initial value.
  public init(initialValue value: Value) {
    self.value = value
  }

  /// Unavailable: `@Published` is only available on properties of classes.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// Reads and writes the value of a class's published property.
  ///
  /// - Parameters:
  ///   - object: The instance of the class.
  ///   - wrappedKeyPath: The property.
  ///   - storageKeyPath: The property's `Published` storage.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set { object[keyPath: storageKeyPath].value = newValue }
  }
}
