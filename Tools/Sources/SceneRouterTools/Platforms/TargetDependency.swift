/// One entry of a target's `dependencies:` in `Package.swift`, as `swift package dump-package`
/// reports it.
package struct TargetDependency: Hashable, Sendable {
  /// What the entry names.
  package enum Kind: Hashable, Sendable {
    /// `.target(name:)`: a target of the same package.
    case target(String)
    /// `.product(name:package:)`: a product of a dependency package.
    case product(String, package: String?)
    /// A bare string: a target of the same package if one has that name, else a product.
    case byName(String)
  }

  /// What the entry names.
  package var kind: Kind
  /// The platforms of its `.when(platforms:)` condition, lowercased as SwiftPM writes them
  /// (`ios`, `macos`, `linux`); nil when the entry applies everywhere.
  package var platforms: [String]?

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - kind: What the entry names.
  ///   - platforms: The platforms of its condition; nil when it applies everywhere.
  package init(_ kind: Kind, platforms: [String]? = nil) {
    self.kind = kind
    self.platforms = platforms
  }

  /// The name the entry gives: the target's or the product's.
  package var name: String {
    switch kind {
    case .target(let name), .product(let name, _), .byName(let name): name
    }
  }

  /// Whether SwiftPM links the entry when building for `platform` (`ios`, `macos`, `linux`).
  ///
  /// - Parameters:
  ///   - platform: A platform name as SwiftPM writes it in a condition.
  package func applies(to platform: String) -> Bool {
    platforms.map { $0.contains(platform) } ?? true
  }
}
