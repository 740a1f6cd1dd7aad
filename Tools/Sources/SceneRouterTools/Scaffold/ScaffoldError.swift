/// Why `scenerouter scaffold` wrote nothing.
package struct ScaffoldError: Error, Equatable, CustomStringConvertible {
  /// The reasons.
  package enum Reason: Equatable, Sendable {
    /// The name is not a type name (`Profile`, `OrderDetail`).
    case invalidName(String)
    /// The module name is not an identifier.
    case invalidModule(String)
    /// Files exist and `--force` was not given; their paths.
    case wouldOverwrite([String])
    /// A folder or file could not be written; the path and the system's reason.
    case cannotWrite(path: String, reason: String)
  }

  /// Why nothing was written.
  package let reason: Reason

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - reason: Why nothing was written.
  package init(_ reason: Reason) { self.reason = reason }

  /// A sentence saying what to change.
  package var description: String {
    switch reason {
    case .invalidName(let name):
      "'\(name)' is not a scene name: use letters and digits, starting with a capital letter (Profile, OrderDetail)"
    case .invalidModule(let name):
      "'\(name)' is not a module name: use letters, digits and _, not starting with a digit"
    case .wouldOverwrite(let paths):
      "not overwriting existing files (pass --force to replace them): " + paths.joined(separator: ", ")
    case .cannotWrite(let path, let reason):
      "cannot write \(path): \(reason)"
    }
  }
}
