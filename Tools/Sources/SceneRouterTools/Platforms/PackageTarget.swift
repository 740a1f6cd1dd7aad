/// A target of the package being checked, as `swift package dump-package` reports it.
package struct PackageTarget: Hashable, Sendable {
  /// The target's kind, as `Package.swift` declares it.
  package enum Kind: String, Sendable {
    /// `.target`: a library module.
    case regular
    /// `.executableTarget`.
    case executable
    /// `.testTarget`.
    case test
    /// `.macro`: built for the host, used by the compiler.
    case macro
    /// `.plugin`: a package plugin.
    case plugin
    /// `.systemLibrary`.
    case system
    /// `.binaryTarget`.
    case binary
  }

  /// The target's name.
  package var name: String
  /// Its kind.
  package var kind: Kind
  /// Its folder relative to the package's, as declared (`path:`), or SwiftPM's default.
  package var folder: String
  /// Paths relative to ``folder`` that are not compiled: those `exclude:` leaves out, then
  /// those `resources:` names.
  package var exclude: [String]
  /// The paths `sources:` lists, relative to ``folder``; nil when every file counts.
  package var sources: [String]?
  /// Its `dependencies:`, in order.
  package var dependencies: [TargetDependency]

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - name: The target's name.
  ///   - kind: Its kind.
  ///   - path: Its `path:`; nil gives `Sources/<name>` (`Tests/<name>` for a test target).
  ///   - exclude: Paths relative to its folder that are not compiled (`exclude:`, `resources:`).
  ///   - sources: The paths `sources:` lists; nil when every file counts.
  ///   - dependencies: Its `dependencies:`.
  package init(
    name: String, kind: Kind, path: String? = nil, exclude: [String] = [], sources: [String]? = nil,
    dependencies: [TargetDependency] = []
  ) {
    self.name = name
    self.kind = kind
    folder = path ?? (kind == .test ? "Tests/" : "Sources/") + name
    self.exclude = exclude
    self.sources = sources
    self.dependencies = dependencies
  }

  /// The name of the module the target builds: its name with every character that cannot
  /// be in an identifier replaced by `_`, as SwiftPM does (`scenerouter-modelcheck` builds
  /// `scenerouter_modelcheck`).
  package var moduleName: String {
    var name = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if name.first?.isNumber == true { name = "_" + name }
    return name
  }

  /// Whether the target is a stand-in for an Apple framework (its name ends in `StandIn`):
  /// Linux-only test support, never built for an Apple platform.
  package var isStandIn: Bool { name.hasSuffix("StandIn") }

  /// Whether the target holds Swift code compiled for the platforms the package supports
  /// (not a plugin, a macro run by the compiler, a system library or a binary).
  package var isCompiledForPlatforms: Bool {
    kind == .regular || kind == .executable || kind == .test
  }
}
