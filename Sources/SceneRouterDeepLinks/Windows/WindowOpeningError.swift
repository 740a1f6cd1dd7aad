/// Why a host did not open or bring forward a window.
public struct WindowOpeningError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, as the host says it.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameter reason: What went wrong, such as `this device shows one window only`.
  public init(_ reason: String) { self.reason = reason }

  /// The reason.
  public var description: String { reason }
}
