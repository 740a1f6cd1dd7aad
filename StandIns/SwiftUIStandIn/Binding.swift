/// The stand-in for SwiftUI's `Binding`: reads and writes a value owned elsewhere.
///
/// https://developer.apple.com/documentation/swiftui/binding
///
/// As in SwiftUI it is a property wrapper (`@Binding var item: Item`, `$item`) with dynamic
/// member lookup (`$model.title`). Its initializers take Apple's isolation: the closures of
/// `init(get:set:)` are `@Sendable` and `@isolated(any)`
/// (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp). Swift
/// cannot call an `@isolated(any)` closure synchronously, so the stand-in never calls them:
/// a binding made from closures (and every binding derived from it) is for type-checking
/// only, and reading its ``wrappedValue`` never returns (see `SwiftUIMembers.md`). Bindings
/// from ``constant(_:)`` and from a `State` read and write their storage.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let location: StandInLocation<Value>

  init(location: StandInLocation<Value>) {
    self.location = location
  }

  /// Creates a binding with closures that read and write the binding value.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value.
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    location = .unreadable()
  }

  /// Creates a binding with a closure that reads and one that writes the binding value,
  /// with the transaction of each write.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value, in a transaction.
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
  ) {
    location = .unreadable()
  }

  /// Creates a binding from the value of another binding.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  ///
  /// - Parameter projectedValue: The binding.
  public init(projectedValue: Binding<Value>) {
    location = projectedValue.location
  }

  /// Creates a binding with an immutable value.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  ///
  /// - Parameter value: An immutable value.
  /// - Returns: The binding; writes to it change nothing.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: StandInLocation(read: { value }, write: { _ in }))
  }

  /// The underlying value referenced by the binding variable.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { location.read() }
    nonmutating set { location.write(newValue) }
  }

  /// A projection of the binding value that returns a binding.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  /// Returns a binding to the resulting value of a given key path.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  ///
  /// - Parameter keyPath: A key path to a specific resulting value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let location = self.location
    return Binding<Subject>(
      location: StandInLocation(
        read: { location.read()[keyPath: keyPath] },
        write: { newValue in
          var value = location.read()
          value[keyPath: keyPath] = newValue
          location.write(value)
        }))
  }

  /// Specifies a transaction for the binding.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding/transaction(_:)
  ///
  /// - Parameter transaction: An instance of a `Transaction`.
  /// - Returns: A new binding.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

  /// Creates a binding by projecting the base value to an optional value.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding (Creating a binding)
  ///
  /// - Parameter base: A value to project to an optional value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    let location = base.location
    self.location = StandInLocation(
      read: { Optional(location.read()) },
      write: { newValue in
        if let newValue { location.write(newValue) }
      })
  }

  /// Creates a binding by projecting the base value to a hashable value.
  ///
  /// https://developer.apple.com/documentation/swiftui/binding (Creating a binding)
  ///
  /// - Parameter base: A `Hashable` value to project to an `AnyHashable` value.
  public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
    let location = base.location
    self.location = StandInLocation(
      read: { AnyHashable(location.read()) },
      write: { newValue in
        if let value = newValue.base as? V { location.write(value) }
      })
  }
}
