import SwiftIfConfig
import SwiftSyntax

/// The active code of every file of every target on every platform, evaluated once for
/// the checks to share, with what each module re-exports there.
package struct ActiveCodeIndex {
  /// One file of one target on one platform.
  package struct Entry {
    /// The target the file belongs to.
    package var target: PackageTarget
    /// The platform.
    package var platform: TargetPlatform
    /// The file.
    package var file: SourceFile
    /// How the target is compiled there.
    package var configuration: PlatformConfiguration
    /// The file's code that is compiled there.
    package var code: ActiveCode
  }

  /// Every entry: targets in the manifest's order, then platforms (iOS, macOS, Linux), then
  /// files in path order.
  package private(set) var entries: [Entry] = []
  /// The names of the types the package's own sources declare (stand-ins aside), at any
  /// depth: a use of such a name may mean the package's type, not a framework's.
  package private(set) var ownTypeNames: Set<String> = []
  /// The modules each package module re-exports (`@_exported import`), by module name and
  /// platform.
  private var exports: [String: [TargetPlatform: Set<String>]] = [:]

  /// Evaluates the files of every target of `manifest` that is compiled for the platforms.
  ///
  /// - Parameters:
  ///   - manifest: The package.
  ///   - sources: Its files.
  package init(manifest: PackageManifest, sources: PackageSources) {
    let graph = ModuleGraph(manifest: manifest)
    var read: Set<String> = []
    for target in manifest.targets where target.isCompiledForPlatforms && !target.isStandIn {
      for path in sources.targetFiles[target.name] ?? [] where read.insert(path).inserted {
        if let file = sources.files[path] { ownTypeNames.formUnion(PlatformSyntax.declaredTypeNames(in: file.tree)) }
      }
    }
    for target in manifest.targets where target.isCompiledForPlatforms {
      for platform in TargetPlatform.allCases {
        let configuration = PlatformConfiguration(
          platform: platform, packageModules: graph.providedModules(to: target, on: platform))
        for path in sources.targetFiles[target.name] ?? [] {
          guard let file = sources.files[path] else { continue }
          let code = ActiveCode(tree: file.tree, regions: file.tree.configuredRegions(in: configuration))
          entries.append(Entry(target: target, platform: platform, file: file, configuration: configuration, code: code))
          let exported = code.imports.filter(\.isExported).map(\.module)
          exports[target.moduleName, default: [:]][platform, default: []].formUnion(exported)
        }
      }
    }
  }

  /// The modules whose names a file importing `modules` on `platform` sees: those modules
  /// and, through every `@_exported import` in the package's modules, what they re-export;
  /// with `systemReExports`, also what the system's modules bring along.
  ///
  /// - Parameters:
  ///   - modules: The modules a file imports.
  ///   - platform: The platform.
  ///   - systemReExports: Whether to follow the re-exports of the system's modules.
  package func visibleModules(importing modules: [String], on platform: TargetPlatform, systemReExports: Bool) -> Set<String> {
    var visible: Set<String> = []
    var pending = modules
    while let module = pending.popLast() {
      guard visible.insert(module).inserted else { continue }
      pending += exports[module]?[platform] ?? []
      if systemReExports { pending += platform.systemReExports[module] ?? [] }
    }
    return visible
  }
}
