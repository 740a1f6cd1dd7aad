import Foundation

/// The Swift files of a package that `scenerouter platforms` reads, parsed once: those of each
/// target, wherever its `path:` puts it (a stand-in in `StandIns/`), and every file under
/// `Sources/`, `Tests/` and `Examples/` but those a target excludes or copies as a resource.
///
/// Paths are relative to the package's folder (`Sources/App/Login.swift`), as output shows
/// them. Hidden folders and `.build` are never read.
package struct PackageSources {
  /// The parsed files, by path.
  package private(set) var files: [String: SourceFile] = [:]
  /// The paths of each target's files, in path order, by target name.
  package private(set) var targetFiles: [String: [String]] = [:]
  /// The paths of every target's files and of every file under `Sources/`, `Tests/` and
  /// `Examples/` that no target excludes or names as a resource, in path order.
  package private(set) var treeFiles: [String] = []
  /// Files that could not be read or parsed in full, as sentences.
  package private(set) var problems: [String] = []

  /// Reads the files of `manifest`'s package.
  ///
  /// - Parameters:
  ///   - manifest: The package.
  package init(manifest: PackageManifest) {
    let root = manifest.folder
    var excludedEverywhere: [String] = []
    for target in manifest.targets where target.isCompiledForPlatforms {
      let excluded = target.exclude.map { Self.normalized(target.folder + "/" + $0) }
      excludedEverywhere += excluded
      let listed = target.sources.map { $0.map { Self.normalized(target.folder + "/" + $0) } }
      let paths = Self.swiftFiles(in: target.folder, root: root).filter { path in
        !excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
          && (listed.map { $0.contains { path == $0 || path.hasPrefix($0 + "/") } } ?? true)
      }
      targetFiles[target.name] = paths
    }
    let tree = ["Sources", "Tests", "Examples"].flatMap { Self.swiftFiles(in: $0, root: root) }.filter { path in
      !excludedEverywhere.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    treeFiles = Set(tree).union(targetFiles.values.joined()).sorted()
    for path in treeFiles {
      let full = root.hasSuffix("/") ? root + path : root + "/" + path
      guard let data = FileManager.default.contents(atPath: full), let text = String(data: data, encoding: .utf8) else {
        problems.append("\(path): cannot be read as UTF-8 text, not checked")
        continue
      }
      let file = SourceFile(displayPath: path, text: text)
      if let line = file.firstErrorLine {
        // Newer syntax than swift-syntax 602 knows (a module selector, `Module::name`).
        problems.append("\(path):\(line): swift-syntax does not parse this fully; checked as far as it parses")
      }
      files[path] = file
    }
  }

  /// The `.swift` files under `folder` (relative to `root`), recursively, in path order;
  /// symbolic links are followed once.
  private static func swiftFiles(in folder: String, root: String) -> [String] {
    var found: [String] = []
    var seen: Set<String> = []
    func walk(_ relative: String) {
      let full = root + "/" + relative
      let real = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
      guard seen.insert(real).inserted, let names = try? FileManager.default.contentsOfDirectory(atPath: full) else {
        return
      }
      for name in names.sorted() where !name.hasPrefix(".") {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full + "/" + name, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
          walk(relative + "/" + name)
        } else if name.hasSuffix(".swift") {
          found.append(relative + "/" + name)
        }
      }
    }
    walk(normalized(folder))
    return found
  }

  /// `folder/./x/` as `folder/x`.
  private static func normalized(_ path: String) -> String {
    path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
  }
}
