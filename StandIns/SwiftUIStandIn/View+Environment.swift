extension View {
  /// Sets the environment value of the specified key path to the given value.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  ///
  /// - Parameters:
  ///   - keyPath: A key path that indicates the property of the `EnvironmentValues` structure to update.
  ///   - value: The new value to set for the item specified by `keyPath`.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    StandInLeaf()
  }

  /// Supplies an observable object to a view's hierarchy.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)
  ///
  /// - Parameter object: The object to store and make available to the view's hierarchy.
  nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
    StandInLeaf()
  }
}
