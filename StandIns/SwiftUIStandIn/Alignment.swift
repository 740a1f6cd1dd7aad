/// The stand-in for SwiftUI's `Alignment`: an alignment in both axes. The stand-in lays
/// nothing out and declares only the alignment its modifiers default to.
///
/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  private let name: String

  /// A guide that marks the center of the view.
  ///
  /// https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment(name: "center")
}
