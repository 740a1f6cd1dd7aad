/// The stand-in for SwiftUI's `PresentationAdaptation`: how a presentation adapts to a
/// compact size class.
///
/// https://developer.apple.com/documentation/swiftui/presentationadaptation
@available(iOS 16.4, macOS 13.3, *)
public struct PresentationAdaptation: Sendable {
  private let name: String

  /// The default adaptation for the presentation.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/automatic
  public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
  /// Prefer no adaptation.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/none
  public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
  /// Prefer a popover appearance when adapting for size classes.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/popover
  public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
  /// Prefer a sheet appearance when adapting for size classes.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/sheet
  public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
  /// Prefer a full-screen-cover appearance when adapting for size classes.
  ///
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/fullscreencover
  public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}
