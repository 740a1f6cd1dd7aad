import SceneRouter

extension PresentationStyle {
  /// What a person calls a presentation of this style in the console: `pop-up` for a fade,
  /// `sheet` for sheets, `alert` for alerts and confirmation dialogs, `popover` for a popover,
  /// `full-screen modal` otherwise.
  public var consoleKind: String {
    switch self {
    case .automatic, .pageSheet, .formSheet: "sheet"
    case .overFullScreen, .custom: "pop-up"
    case .fullScreen, .currentContext, .overCurrentContext: "full-screen modal"
    case .alert, .actionSheet: "alert"
    case .popover: "popover"
    }
  }
}
