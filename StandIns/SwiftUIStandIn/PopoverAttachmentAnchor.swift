public import Foundation

/// The stand-in for SwiftUI's `PopoverAttachmentAnchor`: an attachment anchor for a popover.
///
/// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
public enum PopoverAttachmentAnchor {
  /// The anchor point for the popover relative to the source's frame.
  ///
  /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:)
  case rect(Anchor<CGRect>.Source)
  /// The anchor point for the popover expressed as a unit point.
  ///
  /// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/point(_:)
  case point(UnitPoint)
}
