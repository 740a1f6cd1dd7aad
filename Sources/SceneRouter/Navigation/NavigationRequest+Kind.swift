extension NavigationRequest {
  /// What a request asks: the operation and its operands, screens by name and identity.
  ///
  /// Its description is the request's summary in logs and events, such as
  /// `open Product from Shop as push`, `close Picker returning Int` or
  /// `plan: perform selectTab(1); open Product as push`.
  package enum Kind: Equatable, Sendable, CustomStringConvertible {
    /// Make a layout the window's root (``Navigator/setRoot(_:animated:completion:)``).
    case setRoot(Layout, animated: Bool)
    /// Open a screen from another (``Navigator/route(to:from:as:completion:)``); `awaiting`
    /// names the type of the result its caller waits for, if any.
    case open(Screen, from: Screen, as: Transition, awaiting: String?)
    /// A transition that shows no screen, from a screen or, when nil, the top-most screen
    /// (``Navigator/perform(_:from:completion:)``).
    case perform(NavigationMove, from: Screen?)
    /// Close a screen the way it was opened (``Navigator/close(_:animated:completion:)``);
    /// `returning` names the type of the value it hands back, if any.
    case close(Screen, returning: String?, animated: Bool)
    /// Remove a screen by force (``Navigator/dismiss(_:animated:completion:)``).
    case dismiss(Screen, animated: Bool)
    /// Replace the screens of a navigation stack (``Navigator/setStack(_:from:animated:completion:)``).
    case setStack([Screen], from: Screen, animated: Bool)
    /// Show a screen's title and tab item anew (``Navigator/refreshChrome(of:completion:)``).
    case refreshChrome(Screen)
    /// Several moves as one request (``Navigator/perform(_:completion:)``, a deep link's plan).
    case plan([Move])
    /// What a person did on the host.
    case personAction(PersonAction)

    /// The request's summary, such as `open Product from Shop as push`.
    package var description: String {
      switch self {
      case .setRoot(let layout, _): "set root \(layout)"
      case .open(let screen, let source, let transition, let awaiting):
        "open \(screen) from \(source) as \(transition)" + (awaiting.map { ", awaiting \($0)" } ?? "")
      case .perform(let move, let source): "perform \(move) from \(source?.description ?? "the top-most screen")"
      case .close(let screen, let returning, _): "close \(screen)" + (returning.map { " returning \($0)" } ?? "")
      case .dismiss(let screen, _): "dismiss \(screen)"
      case .setStack(let screens, let source, _):
        "set stack [" + screens.map(\.description).joined(separator: ", ") + "] from \(source)"
      case .refreshChrome(let screen): "refresh the chrome of \(screen)"
      case .plan(let moves):
        moves.isEmpty ? "plan with no moves" : "plan: " + moves.map(\.description).joined(separator: "; ")
      case .personAction(let action): action.description
      }
    }
  }
}
