/// The stand-in for SwiftUI's `StateObject`: a property wrapper type that instantiates an
/// observable object.
///
/// https://developer.apple.com/documentation/swiftui/stateobject
///
/// As in SwiftUI, the object is created from the initializer's autoclosure the first time
/// it is read, once.
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType> where ObjectType: ObservableObject {
  nonisolated private let storage: StandInLazyObject<ObjectType>

  /// Creates a new state object with an initial wrapped value.
  ///
  /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
  ///
  /// - Parameter thunk: An initial value for the state object.
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    storage = StandInLazyObject(thunk)
  }

  /// The underlying value referenced by the state object.
  ///
  /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
  public var wrappedValue: ObjectType { storage.object }

  /// A projection of the state object that creates bindings to its properties.
  ///
  /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    let storage = self.storage
    return ObservedObject<ObjectType>.Wrapper(object: { storage.object })
  }
}

/// The object a stand-in `StateObject` or `ObservedObject` holds, created on first read.
/// Only read on the main actor (the wrappers' `wrappedValue` is main-actor isolated); the
/// wrappers' initializers are `nonisolated`, as Apple's, so they store it from anywhere.
final class StandInLazyObject<ObjectType>: @unchecked Sendable {
  private let make: () -> ObjectType
  private var made: ObjectType?

  init(_ make: @escaping () -> ObjectType) {
    self.make = make
  }

  init(made object: ObjectType) {
    make = { object }
    made = object
  }

  var object: ObjectType {
    if let made { return made }
    let created = make()
    made = created
    return created
  }
}
