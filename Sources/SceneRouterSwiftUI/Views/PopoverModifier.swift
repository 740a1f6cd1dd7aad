#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// Shows the popover presented over a level with
/// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`, attached to the level's view,
/// its arrow on the edge the route permits first. In a compact width SwiftUI shows it as a sheet
/// (`presentationCompactAdaptation(.sheet)`, iOS 16.4; the package needs iOS 17), as the engine's
/// rule says. A person's tap outside writes false, which the model hears as a tap outside the
/// popover (or, adapted, as a sheet pulled down).
struct PopoverModifier<ScreenContent: View>: ViewModifier {
  let model: NavigationModel
  let level: Int
  let content: @MainActor (any Screen) -> ScreenContent

  func body(content view: Content) -> some View {
    let model = self.model
    let level = self.level
    let content = self.content
    view.popover(
      isPresented: Binding(
        get: { @MainActor in model.popover(above: level) != nil },
        set: { @MainActor shown in if !shown { try? model.setPresentation(nil, above: level) } }),
      attachmentAnchor: .rect(.bounds),
      arrowEdge: model.popoverConfiguration(above: level).flatMap { Self.arrowEdge(for: $0.arrowDirections) }
    ) {
      if let presentation = model.popover(above: level) {
        LevelView(model: model, level: presentation.level, content: content)
          .interactiveDismissDisabled(model.refusesInteractiveDismissal(presentation))
          .presentationCompactAdaptation(.sheet)
      }
    }
  }

  /// SwiftUI's arrow edge for the navigator's permitted directions: the edge of the anchor the
  /// arrow sits on, so an arrow pointing up sits on the anchor's bottom edge; nil (the system
  /// chooses) for any direction.
  static func arrowEdge(for directions: PopoverArrowDirections) -> Edge? {
    if directions == .any { return nil }
    if directions.contains(.up) { return .bottom }
    if directions.contains(.down) { return .top }
    if directions.contains(.left) { return .trailing }
    if directions.contains(.right) { return .leading }
    return nil
  }
}

#endif
