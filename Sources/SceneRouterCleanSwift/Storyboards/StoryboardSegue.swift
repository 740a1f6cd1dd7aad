import SceneRouter
/// A segue being performed: its identifier, the screen it starts from and the new screen
/// it shows (UIKit's `UIStoryboardSegue`).
///
/// A ``Storyboard`` creates one per performance, hands it to the source's
/// ``SeguePreparing/prepare(for:sender:)``, performs its transition and lets it go. It
/// holds both screens strongly while it lives, as UIKit's does: do not keep it.
@MainActor
public final class StoryboardSegue {
  /// The segue's identifier, such as `ShowOrder`.
  public let identifier: String
  /// The screen the segue starts from.
  public let source: any Screen
  /// The screen the segue shows: a new instance from the storyboard.
  public let destination: any Screen
  /// How the segue shows its destination; nil for a custom segue.
  public let transition: Transition?

  /// Creates a segue.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - source: The screen it starts from.
  ///   - destination: The screen it shows.
  ///   - transition: How it shows the destination; nil for a custom segue.
  public init(identifier: String, source: any Screen, destination: any Screen, transition: Transition?) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.transition = transition
  }
}
