/// The stand-in for SwiftUI's `PresentationBackgroundInteraction`: the kinds of interaction
/// available to views behind a presentation.
///
/// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction
@available(iOS 16.4, macOS 13.3, *)
public struct PresentationBackgroundInteraction: Sendable {
  private let upThrough: PresentationDetent?

  /// The default background interaction for the presentation.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/automatic
  public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(upThrough: nil) }

  /// People can interact with the view behind a presentation up through a specified detent.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled(upthrough:)
  ///
  /// - Parameter detent: The largest detent at which people can interact with the view behind the presentation.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(upThrough: detent)
  }
}
