import Foundation
import SwiftIfConfig

/// What `scenerouter platforms` needs from a package's `Package.swift`: its targets, its
/// deployment targets and the Swift version its first line states.
///
/// The targets come from `swift package dump-package`, which evaluates the manifest the way
/// SwiftPM does; the tools version is read from the manifest's first line as written.
package struct PackageManifest: Sendable {
  /// The package's folder.
  package var folder: String
  /// The targets, in the manifest's order.
  package var targets: [PackageTarget]
  /// The minimum OS versions of `platforms:`, by SwiftPM's lowercased platform name (`ios`,
  /// `macos`).
  package var deploymentTargets: [String: VersionTuple]
  /// The version `// swift-tools-version:` states on the first line (`6.2`).
  package var toolsVersion: VersionTuple

  /// Creates a manifest from its parts.
  ///
  /// - Parameters:
  ///   - folder: The package's folder.
  ///   - targets: The targets.
  ///   - deploymentTargets: The minimum OS versions, by lowercased platform name.
  ///   - toolsVersion: The stated tools version.
  package init(
    folder: String, targets: [PackageTarget], deploymentTargets: [String: VersionTuple], toolsVersion: VersionTuple
  ) {
    self.folder = folder
    self.targets = targets
    self.deploymentTargets = deploymentTargets
    self.toolsVersion = toolsVersion
  }

  /// Reads the output of `swift package dump-package` and the manifest's first line.
  ///
  /// - Parameters:
  ///   - dumpJSON: What `swift package dump-package` printed.
  ///   - manifestText: The text of `Package.swift`, for its `swift-tools-version` line.
  ///   - folder: The package's folder.
  /// - Throws: ``PlatformsInputError`` when either cannot be read.
  package init(dumpJSON: Data, manifestText: String, folder: String) throws(PlatformsInputError) {
    guard let object = try? JSONSerialization.jsonObject(with: dumpJSON), let package = object as? [String: Any],
      let targets = package["targets"] as? [[String: Any]]
    else { throw PlatformsInputError("swift package dump-package printed no package description") }
    self.folder = folder
    self.targets = try targets.map { (object) throws(PlatformsInputError) in try Self.target(object) }
    var deploymentTargets: [String: VersionTuple] = [:]
    for platform in package["platforms"] as? [[String: Any]] ?? [] {
      guard let name = platform["platformName"] as? String, let text = platform["version"] as? String,
        let version = VersionTuple(parsing: text)
      else { throw PlatformsInputError("Package.swift: a platform of platforms: has no name or version") }
      deploymentTargets[name] = version
    }
    self.deploymentTargets = deploymentTargets
    guard let version = Self.statedToolsVersion(manifestText) else {
      throw PlatformsInputError("Package.swift:1: the first line states no // swift-tools-version:")
    }
    toolsVersion = version
  }

  /// Runs `swift package dump-package` on the package in `folder` and reads its output.
  ///
  /// - Parameters:
  ///   - folder: The package's folder.
  /// - Throws: ``PlatformsInputError`` when there is no manifest or SwiftPM cannot read it.
  package static func load(folder: String) throws(PlatformsInputError) -> PackageManifest {
    let manifestPath = (folder as NSString).appendingPathComponent("Package.swift")
    guard let data = FileManager.default.contents(atPath: manifestPath) else {
      throw PlatformsInputError("\(manifestPath): no such file")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "dump-package", "--package-path", folder]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let dump: Data
    let messages: Data
    do {
      try process.run()
      // Read standard error on another thread, so a child filling it cannot block on it.
      let reader = PipeDrain(errors.fileHandleForReading)
      dump = output.fileHandleForReading.readDataToEndOfFile()
      messages = reader.finish()
      process.waitUntilExit()
    } catch {
      throw PlatformsInputError("swift package dump-package could not be started: \(error)")
    }
    guard process.terminationStatus == 0 else {
      let reason = String(decoding: messages, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw PlatformsInputError("swift package dump-package failed in \(folder): \(reason)")
    }
    return try PackageManifest(dumpJSON: dump, manifestText: String(decoding: data, as: UTF8.self), folder: folder)
  }

  /// The target named `name`, if the package has one.
  ///
  /// - Parameters:
  ///   - name: A target's name.
  package func target(named name: String) -> PackageTarget? {
    targets.first { $0.name == name }
  }

  /// The version the first line states: `// swift-tools-version: 6.2` or
  /// `// swift-tools-version:5.9` gives 6.2 or 5.9; nil when the line is not there.
  ///
  /// - Parameters:
  ///   - manifestText: The text of `Package.swift`.
  package static func statedToolsVersion(_ manifestText: String) -> VersionTuple? {
    guard let firstLine = manifestText.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first
    else { return nil }
    let line = firstLine.replacingOccurrences(of: " ", with: "").lowercased()
    let prefix = "//swift-tools-version:"
    guard line.hasPrefix(prefix) else { return nil }
    let rest = line.dropFirst(prefix.count).prefix { $0.isNumber || $0 == "." }
    return VersionTuple(parsing: String(rest))
  }

  private static func target(_ object: [String: Any]) throws(PlatformsInputError) -> PackageTarget {
    guard let name = object["name"] as? String, let type = object["type"] as? String else {
      throw PlatformsInputError("swift package dump-package printed a target without a name or type")
    }
    guard let kind = PackageTarget.Kind(rawValue: type) else {
      throw PlatformsInputError("target \(name) has a kind this tool does not know: \(type)")
    }
    let dependencies = (object["dependencies"] as? [[String: Any]] ?? []).compactMap(Self.dependency)
    // Resources (`.copy("Fixtures")`, `.process("Data")`) are never compiled.
    let resources = (object["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    return PackageTarget(
      name: name, kind: kind, path: object["path"] as? String,
      exclude: (object["exclude"] as? [String] ?? []) + resources, sources: object["sources"] as? [String],
      dependencies: dependencies)
  }

  /// `{"byName": ["X", null]}`, `{"target": ["X", {"platformNames": ["linux"]}]}` or
  /// `{"product": ["X", "package", null, null]}`.
  private static func dependency(_ object: [String: Any]) -> TargetDependency? {
    func condition(_ value: Any?) -> [String]? {
      (value as? [String: Any]).flatMap { $0["platformNames"] as? [String] }
    }
    if let parts = object["byName"] as? [Any], let name = parts.first as? String {
      return TargetDependency(.byName(name), platforms: condition(parts.count > 1 ? parts[1] : nil))
    }
    if let parts = object["target"] as? [Any], let name = parts.first as? String {
      return TargetDependency(.target(name), platforms: condition(parts.count > 1 ? parts[1] : nil))
    }
    if let parts = object["product"] as? [Any], let name = parts.first as? String {
      let package = parts.count > 1 ? parts[1] as? String : nil
      return TargetDependency(.product(name, package: package), platforms: condition(parts.count > 3 ? parts[3] : nil))
    }
    return nil
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
  private let group = DispatchGroup()
  // Written once by the reading thread before `group.leave()`, read after `group.wait()`.
  private var data = Data()

  init(_ handle: FileHandle) {
    group.enter()
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      group.leave()
    }
  }

  func finish() -> Data {
    group.wait()
    return data
  }
}
