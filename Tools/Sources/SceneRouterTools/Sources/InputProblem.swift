/// Why a path given to a tool was skipped, in whole or in part.
///
/// Each problem names the path as the user gave it; the tools print it and go on with
/// the rest of the tree.
package struct InputProblem: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  package enum Kind: Hashable, Sendable {
    /// The path does not exist.
    case missing
    /// A folder holds no `.swift` file at any depth.
    case noSwiftFiles
    /// The file holds bytes that are not UTF-8 text.
    case binary
    /// The file does not parse as Swift; the line of the first error.
    case unparsable(line: Int)
    /// A symbolic link leads back into a folder being read, or to itself.
    case symlinkLoop
    /// The file or folder could not be read; the system's reason.
    case unreadable(String)
  }

  /// The path as shown to the user.
  package let path: String
  /// What went wrong.
  package let kind: Kind

  /// Creates a problem.
  ///
  /// - Parameters:
  ///   - path: The path as shown to the user.
  ///   - kind: What went wrong.
  package init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// A sentence naming the path and what was done about it.
  package var description: String {
    switch kind {
    case .missing: "\(path): no such file or folder"
    case .noSwiftFiles: "\(path): holds no Swift files"
    case .binary: "\(path): not a text file, skipped"
    case .unparsable(let line): "\(path):\(line): does not parse as Swift, skipped"
    case .symlinkLoop: "\(path): symbolic link loop, not followed"
    case .unreadable(let reason): "\(path): cannot be read (\(reason)), skipped"
    }
  }
}
