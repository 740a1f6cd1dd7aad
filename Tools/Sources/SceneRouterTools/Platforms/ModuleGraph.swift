/// Which modules each target of a package can import on each platform, from the target
/// dependencies `Package.swift` declares.
///
/// A target can import its own dependencies and theirs in turn, as SwiftPM builds them; a
/// dependency conditioned `.when(platforms: [.linux])` provides nothing, and nothing through
/// it, on iOS or macOS. A product of another package is taken to provide the module of its
/// name (`.product(name: "Logging", package: "swift-log")` provides `Logging`).
package struct ModuleGraph: Sendable {
  private let targets: [String: PackageTarget]

  /// Creates the graph of `manifest`'s targets.
  ///
  /// - Parameters:
  ///   - manifest: The package.
  package init(manifest: PackageManifest) {
    targets = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The modules `target` can import on `platform` from its package: its own, its
  /// dependencies' and theirs.
  ///
  /// - Parameters:
  ///   - target: A target of the package.
  ///   - platform: The platform it is built for.
  /// - Complexity: O(*d*) in the number of dependency entries reachable from `target`.
  package func providedModules(to target: PackageTarget, on platform: TargetPlatform) -> Set<String> {
    var modules: Set<String> = [target.moduleName]
    var visited: Set<String> = [target.name]
    var pending = [target]
    while let current = pending.popLast() {
      for dependency in current.dependencies where dependency.applies(to: platform.packageName) {
        switch dependency.kind {
        case .target(let name), .byName(let name):
          if let found = targets[name] {
            modules.insert(found.moduleName)
            if visited.insert(name).inserted { pending.append(found) }
          } else {
            modules.insert(PackageTarget(name: name, kind: .regular).moduleName)
          }
        case .product(let name, _):
          modules.insert(PackageTarget(name: name, kind: .regular).moduleName)
        }
      }
    }
    return modules
  }
}
