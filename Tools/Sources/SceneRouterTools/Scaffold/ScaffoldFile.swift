/// One file `scenerouter scaffold` writes: where, relative to its folder, and what.
package struct ScaffoldFile: Equatable, Sendable {
  /// Whether the file is a source or its test.
  package enum Role: Equatable, Sendable {
    /// Goes to the sources folder.
    case source
    /// Goes to the tests folder.
    case test
  }

  /// The file's name, `ProfileRouter.swift`.
  package var name: String
  /// Source or test.
  package var role: Role
  /// The file's contents.
  package var contents: String
}
