/// What a navigator does when a screen asks to present while something is already
/// presented above it.
///
/// UIKit refuses such a presentation and only logs "Attempt to present … which is
/// already presenting …" (UIKit rule 16). SceneRouter makes the choice explicit.
public enum PresentationPolicy: String, Hashable, Codable, Sendable {
  /// Present from the top-most presented screen, so the new screen appears on top
  /// (the default, and what article 002's deep-link router does by hand).
  case presentFromTopMost
  /// Refuse with ``NavigationError/Code/alreadyPresenting``.
  case refuse
}
