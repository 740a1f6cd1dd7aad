#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter

/// Shows the alert or confirmation dialog presented over a level with SwiftUI's `alert` or
/// `confirmationDialog`: its title, its message, and one `Button` per action with the action's
/// role. A tapped button tells the model (`NavigationModel.chooseAlertAction(_:above:)`); the
/// `isPresented` binding reads the model and writes nothing, so only a button changes it. A
/// dialog without a cancel action gets a Cancel button of the cancel role, which takes the
/// place of SwiftUI's own dismiss action and tells the model
/// (`NavigationModel.dismissAlert(above:)`).
struct AlertModifier: ViewModifier {
  let model: NavigationModel
  let level: Int

  func body(content: Content) -> some View {
    let model = self.model
    let level = self.level
    let alert = model.alert(above: level)
    let style = model.presentation(above: level)?.style
    let buttons = alert?.buttons ?? []
    content
      .alert(
        alert?.alertTitle ?? "",
        isPresented: Binding(get: { @MainActor in style == .alert && alert != nil }, set: { @MainActor _ in }),
        actions: { AlertButtons(model: model, level: level, buttons: buttons, addsCancel: false) },
        message: { Text(verbatim: alert?.alertMessage ?? "") }
      )
      .confirmationDialog(
        alert?.alertTitle ?? "",
        isPresented: Binding(get: { @MainActor in style == .actionSheet && alert != nil }, set: { @MainActor _ in }),
        titleVisibility: .visible,
        actions: { AlertButtons(model: model, level: level, buttons: buttons, addsCancel: true) },
        message: { Text(verbatim: alert?.alertMessage ?? "") }
      )
  }
}

/// One `Button` per action of an alert, with the action's role.
private struct AlertButtons: View {
  let model: NavigationModel
  let level: Int
  let buttons: [AlertButton]
  /// Whether a Cancel button is added when no action has the cancel role.
  let addsCancel: Bool

  var body: some View {
    let model = self.model
    let level = self.level
    let buttons = self.buttons
    ForEach(buttons.indices, id: \.self) { index in
      Button(role: Self.role(of: buttons[index].role), action: { try? model.chooseAlertAction(index, above: level) }) {
        Text(verbatim: buttons[index].title)
      }
    }
    if addsCancel && !buttons.contains(where: { $0.role == .cancel }) {
      Button(role: .cancel, action: { try? model.dismissAlert(above: level) }) { Text("Cancel") }
    }
  }

  /// SwiftUI's role for an action's role; nil for a plain action.
  static func role(of role: AlertRole) -> ButtonRole? {
    switch role {
    case .default: nil
    case .cancel: .cancel
    case .destructive: .destructive
    }
  }
}

#endif
