/// The stand-in for SwiftUI's `Namespace`: a dynamic property type that allows access to a
/// namespace defined by the persistent identity of the object containing the property.
///
/// https://developer.apple.com/documentation/swiftui/namespace
///
/// Apple's page states no `Sendable` conformance for `Namespace` (its `ID`'s page does), so the
/// stand-in declares none.
@propertyWrapper
public struct Namespace {
  /// A namespace's identity.
  ///
  /// https://developer.apple.com/documentation/swiftui/namespace/id
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  /// Creates a namespace.
  ///
  /// https://developer.apple.com/documentation/swiftui/namespace/init()
  public init() {}

  /// The namespace's identity; one for every namespace in the stand-in.
  ///
  /// https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
  public var wrappedValue: Namespace.ID { ID(value: 0) }
}
