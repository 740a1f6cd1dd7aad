/// The stand-in for SwiftUI's `State`: a property wrapper type that can read and write a
/// value managed by SwiftUI.
///
/// https://developer.apple.com/documentation/swiftui/state
///
/// The stand-in keeps the value in a reference of its own, so reads, writes and the
/// ``projectedValue`` binding work outside any view hierarchy.
@propertyWrapper
public struct State<Value> {
  private let box: StandInBox<Value>

  /// Creates a state property that stores an initial value.
  ///
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  ///
  /// - Parameter value: An initial value to store in the state property.
  public init(wrappedValue value: Value) {
    box = StandInBox(value)
  }

  /// Creates a state property that stores an initial value.
  ///
  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  ///
  /// - Parameter value: An initial value to store in the state property.
  public init(initialValue value: Value) {
    box = StandInBox(value)
  }

  /// The underlying value referenced by the state variable.
  ///
  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the state value.
  ///
  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { Binding(location: box.location) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value (nil).
  ///
  /// https://developer.apple.com/documentation/swiftui/state/init()
  public init() {
    box = StandInBox(nil)
  }
}
