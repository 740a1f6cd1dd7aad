/// Why `scenerouter platforms` could not check a package at all: its manifest or the
/// availability data could not be read.
package struct PlatformsInputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A sentence naming the file or command and what was wrong with it.
  package let description: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - description: A sentence naming the file or command and what was wrong with it.
  package init(_ description: String) {
    self.description = description
  }
}
