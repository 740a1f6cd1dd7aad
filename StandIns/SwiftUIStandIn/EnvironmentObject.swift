/// The stand-in for SwiftUI's `EnvironmentObject`: a property wrapper type for an
/// observable object that a parent or ancestor view supplies.
///
/// https://developer.apple.com/documentation/swiftui/environmentobject
///
/// The stand-in has no view hierarchy, so no ancestor supplies an object: SwiftUI stops the
/// app when a view reads one that nobody supplied, and the stand-in's ``wrappedValue``
/// never returns (like a `Never` body; no trap in `Sources/`). The projected value,
/// `EnvironmentObject.Wrapper`
/// (https://developer.apple.com/documentation/swiftui/environmentobject/wrapper), makes
/// bindings by dynamic member lookup.
@MainActor @preconcurrency @propertyWrapper
public struct EnvironmentObject<ObjectType> where ObjectType: ObservableObject {
  /// A wrapper of the underlying environment object that can create bindings to its properties.
  @MainActor @preconcurrency @dynamicMemberLookup
  public struct Wrapper {
    /// Returns a binding to the resulting value of a given key path.
    ///
    /// - Parameter keyPath: A key path to a specific resulting value.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      Binding(location: .unreadable())
    }
  }

  /// Creates an environment object.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentobject/init()
  nonisolated public init() {}

  /// The underlying value referenced by the environment object.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentobject/wrappedvalue
  public var wrappedValue: ObjectType { StandInNever.unreachable() }

  /// A projection of the environment object that creates bindings to its properties.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentobject/projectedvalue
  public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper() }
}
