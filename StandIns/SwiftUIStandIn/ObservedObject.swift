/// The stand-in for SwiftUI's `ObservedObject`: a property wrapper type that subscribes to
/// an observable object.
///
/// https://developer.apple.com/documentation/swiftui/observedobject
///
/// Its projected value, `ObservedObject.Wrapper`
/// (https://developer.apple.com/documentation/swiftui/observedobject/wrapper), makes a
/// binding to a property of the object by dynamic member lookup (`$model.title`).
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType> where ObjectType: ObservableObject {
  /// A wrapper of the underlying observable object that can create bindings to its properties.
  @MainActor @preconcurrency @dynamicMemberLookup
  public struct Wrapper {
    let object: () -> ObjectType

    /// Gets a binding to the value of a specified key path.
    ///
    /// - Parameter keyPath: A key path to a specific value on the wrapped object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = self.object
      return Binding(
        location: StandInLocation(read: { object()[keyPath: keyPath] }, write: { object()[keyPath: keyPath] = $0 }))
    }
  }

  nonisolated private let storage: StandInLazyObject<ObjectType>

  /// The underlying value referenced by the observed object.
  ///
  /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  public var wrappedValue: ObjectType { storage.object }

  /// Creates an observed object with an initial wrapped value.
  ///
  /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  ///
  /// - Parameter wrappedValue: An initial value.
  nonisolated public init(wrappedValue: ObjectType) {
    storage = StandInLazyObject(made: wrappedValue)
  }

  /// Creates an observed object with an initial value.
  ///
  /// https://developer.apple.com/documentation/swiftui/observedobject/init(initialvalue:)
  ///
  /// - Parameter initialValue: An initial value.
  nonisolated public init(initialValue: ObjectType) {
    storage = StandInLazyObject(made: initialValue)
  }

  /// A projection of the observed object that creates bindings to its properties.
  ///
  /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    let object = wrappedValue
    return Wrapper(object: { object })
  }
}
