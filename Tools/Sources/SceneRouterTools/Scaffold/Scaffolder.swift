import Foundation

/// Writes a scene's files into folders, never replacing a file unless told to.
package struct Scaffolder {
  /// The style.
  package var style: ScaffoldStyle
  /// The scene's name.
  package var name: String
  /// The module the sources build into.
  package var module: String

  /// A scaffolder, after checking the names.
  ///
  /// - Parameters:
  ///   - style: The architecture.
  ///   - name: The scene's name, a type name starting with a capital letter.
  ///   - module: The module the sources build into.
  /// - Throws: ``ScaffoldError`` for a name that is not a type name or module name.
  package init(style: ScaffoldStyle, name: String, module: String) throws(ScaffoldError) {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    else { throw ScaffoldError(.invalidName(name)) }
    guard let head = module.unicodeScalars.first, !("0"..."9").contains(head),
      module.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
    else { throw ScaffoldError(.invalidModule(module)) }
    self.style = style
    self.name = name
    self.module = module
  }

  /// Writes the files: sources into `sources`, the test into `tests`.
  ///
  /// Nothing is written when any file exists and `force` is false.
  ///
  /// - Parameters:
  ///   - sources: The folder for the scene's sources; created when missing.
  ///   - tests: The folder for its test file; created when missing.
  ///   - force: Replace existing files.
  /// - Returns: The paths written, in order.
  /// - Throws: ``ScaffoldError`` when a file exists or a folder cannot be written.
  package func write(sources: String, tests: String, force: Bool) throws(ScaffoldError) -> [String] {
    let files = style.files(name: name, module: module)
    let paths = files.map { ($0.role == .source ? sources : tests) + "/" + $0.name }
    let manager = FileManager.default
    let existing = paths.filter { manager.fileExists(atPath: $0) }
    if !force && !existing.isEmpty { throw ScaffoldError(.wouldOverwrite(existing)) }
    for folder in [sources, tests] {
      do {
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw ScaffoldError(.cannotWrite(path: folder, reason: "cannot create the folder"))
      }
    }
    for (file, path) in zip(files, paths) {
      guard manager.createFile(atPath: path, contents: Data(file.contents.utf8)) else {
        throw ScaffoldError(.cannotWrite(path: path, reason: "cannot create the file"))
      }
    }
    return paths
  }
}
