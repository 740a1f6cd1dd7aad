public import Foundation

/// The stand-in for SwiftUI's `Anchor`: an opaque value derived from an anchor source and a
/// particular view, reduced to its source.
///
/// https://developer.apple.com/documentation/swiftui/anchor
public struct Anchor<Value> {
  /// A type-erased geometry value that produces an anchored value of a given type.
  ///
  /// https://developer.apple.com/documentation/swiftui/anchor/source
  public struct Source {
    init() {}
  }
}

extension Anchor.Source where Value == CGRect {
  /// The bounds of the view the anchor is attached to.
  ///
  /// https://developer.apple.com/documentation/swiftui/anchor/source/bounds
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}
