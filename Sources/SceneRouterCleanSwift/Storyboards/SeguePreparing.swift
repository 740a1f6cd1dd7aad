import SceneRouter
/// A screen that takes part in its segues: it may veto a segue a person triggers, and it
/// prepares each segue's destination before the segue shows it (UIKit's
/// `shouldPerformSegue(withIdentifier:sender:)` and `prepare(for:sender:)`).
///
/// A Clean Swift screen forwards preparation to its router, which passes data by
/// identifier; see ``SegueRouting``.
@MainActor
public protocol SeguePreparing: Screen {
  /// Whether the segue may run; `true` by default. Returning false ignores the segue.
  ///
  /// Consulted for segues a person triggers; for ``Storyboard/performSegue(withIdentifier:from:sender:on:)``
  /// only when ``Storyboard/Configuration/consultsShouldPerformForProgrammaticSegues`` is set.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: What triggered it.
  func shouldPerformSegue(withIdentifier identifier: String, sender: (any Sendable)?) -> Bool

  /// Prepares the segue's new destination synchronously, as UIKit's `prepare(for:sender:)`
  /// does: whatever it passes is in the destination's data store when it returns, before
  /// the segue shows anything. Does nothing by default.
  ///
  /// The storyboard calls it first, then ``prepare(for:sender:)``. A Clean Swift screen
  /// forwards it to its router's ``SegueRouting/prepareRoute(for:)``.
  ///
  /// - Parameters:
  ///   - segue: The segue about to be performed.
  ///   - sender: What triggered it.
  /// - Throws: A `CleanSwiftRoutingError`; the segue is then not performed and nothing is shown.
  func prepareSynchronously(for segue: StoryboardSegue, sender: (any Sendable)?) throws(CleanSwiftRoutingError)

  /// Prepares the segue's new destination before it is shown, after
  /// ``prepareSynchronously(for:sender:)``; does nothing by default.
  ///
  /// - Parameters:
  ///   - segue: The segue about to be performed.
  ///   - sender: What triggered it.
  /// - Throws: A `CleanSwiftRoutingError`; the segue is then not performed and nothing is shown.
  func prepare(for segue: StoryboardSegue, sender: (any Sendable)?) async throws(CleanSwiftRoutingError)
}

extension SeguePreparing {
  /// `true`: every segue runs.
  public func shouldPerformSegue(withIdentifier identifier: String, sender: (any Sendable)?) -> Bool { true }

  /// Nothing to prepare synchronously.
  public func prepareSynchronously(for segue: StoryboardSegue, sender: (any Sendable)?) throws(CleanSwiftRoutingError) {}

  /// Nothing to prepare.
  public func prepare(for segue: StoryboardSegue, sender: (any Sendable)?) async throws(CleanSwiftRoutingError) {}
}
