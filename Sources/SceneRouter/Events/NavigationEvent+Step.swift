extension NavigationEvent {
  /// A step as navigation events report it: what a request was planned into, or what a host
  /// reported a person did; screens by name and identity, never by title.
  ///
  /// An app reads a step as text, for logs and test expectations. The step itself
  /// (`NavigationStep`) is part of the hosting API, for hosts only.
  ///
  /// ```swift
  /// if case .planned(_, let steps) = event { print(steps.map(\.description)) }
  /// // ["push Product#4 onto #2 (standard)"]
  /// ```
  public struct Step: Equatable, Sendable, CustomStringConvertible {
    /// The step, for hosts and their tests.
    @_spi(Hosting) public var step: NavigationStep

    /// Wraps a step, as the navigator reports it.
    ///
    /// - Parameter step: The step, with its titles blanked.
    @_spi(Hosting) public init(_ step: NavigationStep) {
      self.step = step
    }

    /// The step's text, such as `push Product#4 onto #2 (standard)`.
    public var description: String { step.description }
  }
}
