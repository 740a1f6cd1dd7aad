#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import Foundation
@_spi(Hosting) import SceneRouter

/// Rests the sheet presented over a level at its detents: `presentationDetents(_:selection:)`
/// bound to the model (a person's drag writes `NavigationModel.setSelectedDetent(_:above:)`),
/// `presentationDragIndicator(_:)` for the grabber, and
/// `presentationBackgroundInteraction(.enabled(upThrough:))` for the largest undimmed detent
/// (iOS 16.4; the package needs iOS 17). A sheet without detents is left as SwiftUI shows it.
struct SheetDetentsModifier: ViewModifier {
  let model: NavigationModel
  let level: Int

  func body(content: Content) -> some View {
    let model = self.model
    let level = self.level
    if let sheet = model.sheetConfiguration(above: level), let first = sheet.detents.first {
      let undimmed = sheet.detents.first { $0.identifier == sheet.largestUndimmed }
      content
        .presentationDetents(
          Set(sheet.detents.map(Self.detent(for:))),
          selection: Binding(
            get: { @MainActor in Self.detent(for: model.selectedDetent(above: level) ?? first) },
            set: { @MainActor written in
              guard let detent = sheet.detents.first(where: { Self.detent(for: $0) == written }) else { return }
              try? model.setSelectedDetent(detent.identifier, above: level)
            })
        )
        .presentationDragIndicator(sheet.showsGrabber ? .visible : .automatic)
        .presentationBackgroundInteraction(undimmed.map { .enabled(upThrough: Self.detent(for: $0)) } ?? .automatic)
    } else {
      content
    }
  }

  /// SwiftUI's detent for a navigator's: medium, large, a height in points or a fraction.
  static func detent(for detent: SheetDetent) -> PresentationDetent {
    switch detent.height {
    case .medium: .medium
    case .large: .large
    case .points(let points): .height(CGFloat(points))
    case .fraction(let fraction): .fraction(CGFloat(fraction))
    }
  }
}

#endif
