import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift files under the paths given to a tool, read and parsed, and the paths that
/// could not be.
///
/// Folders are read recursively in name order. A file that is missing, binary or does
/// not parse, and a symbolic link that loops, become ``InputProblem``s; every other file
/// is still read.
package struct SourceTree {
  /// The files that parsed, in path order.
  package private(set) var files: [SourceFile] = []
  /// What was skipped: paths that could not be followed first, then files that could not be read.
  package private(set) var problems: [InputProblem] = []
  /// The lines read, counting every parsed file.
  package private(set) var lineCount = 0

  /// Reads the Swift files under `paths`.
  ///
  /// - Parameters:
  ///   - paths: Files or folders, as the user typed them; output names files under them.
  ///   - base: The folder relative paths are read from; output still names them as given.
  ///     Nil reads them from the current folder.
  ///   - progress: Told about each file as it is parsed.
  package init(paths: [String], base: String? = nil, progress: (any ReadingProgress)? = nil) {
    var candidates: [(real: String, display: String)] = []
    for path in paths {
      let real = base.map { path.hasPrefix("/") ? path : $0 + "/" + path } ?? path
      collect(path: real, display: path, into: &candidates, chain: [], isArgument: true)
    }
    for (index, candidate) in candidates.enumerated() {
      progress?.report(done: index, of: candidates.count)
      read(candidate.real, display: candidate.display)
    }
    progress?.finish(done: candidates.count)
  }

  private mutating func collect(
    path: String, display: String, into candidates: inout [(real: String, display: String)], chain: Set<String>,
    isArgument: Bool
  ) {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
      problems.append(InputProblem(path: display, kind: Self.loops(path) ? .symlinkLoop : .missing))
      return
    }
    guard isFolder.boolValue else {
      candidates.append((path, display))
      return
    }
    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard !chain.contains(real) else {
      problems.append(InputProblem(path: display, kind: .symlinkLoop))
      return
    }
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: path).sorted()
    } catch {
      problems.append(InputProblem(path: display, kind: .unreadable("permission denied or not a folder")))
      return
    }
    let before = candidates.count
    let problemsBefore = problems.count
    for name in names where !name.hasPrefix(".") {
      let child = path.hasSuffix("/") ? path + name : path + "/" + name
      let childDisplay = display.hasSuffix("/") ? display + name : display + "/" + name
      var childIsFolder: ObjCBool = false
      let exists = manager.fileExists(atPath: child, isDirectory: &childIsFolder)
      if exists, !childIsFolder.boolValue, !name.hasSuffix(".swift") { continue }
      if !exists, !name.hasSuffix(".swift"), (try? manager.destinationOfSymbolicLink(atPath: child)) == nil { continue }
      collect(path: child, display: childDisplay, into: &candidates, chain: chain.union([real]), isArgument: false)
    }
    // A folder of resources inside a tree is normal; a folder given with no Swift in it is a mistake.
    if isArgument, candidates.count == before, problems.count == problemsBefore {
      problems.append(InputProblem(path: display, kind: .noSwiftFiles))
    }
  }

  /// Whether resolving `path` fails because its symbolic links form a loop.
  private static func loops(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) != 0 && errno == ELOOP
  }

  private mutating func read(_ path: String, display: String) {
    guard let data = FileManager.default.contents(atPath: path) else {
      problems.append(InputProblem(path: display, kind: .unreadable("permission denied")))
      return
    }
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      problems.append(InputProblem(path: display, kind: .binary))
      return
    }
    let file = SourceFile(displayPath: display, text: text)
    if let line = file.firstErrorLine {
      problems.append(InputProblem(path: display, kind: .unparsable(line: line)))
      return
    }
    lineCount += file.lineCount
    files.append(file)
  }
}
