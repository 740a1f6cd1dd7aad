/// What performs navigation steps on real containers: the headless host on Linux and
/// in tests, a UIKit host on iOS.
///
/// A host decides nothing. The ``Navigator`` hands it one ``NavigationStep`` at a time
/// and waits for its completion before the next; the host reports back what a person
/// did on their own (tapped a tab, swiped back, pulled a sheet down) through its
/// ``delegate``, so the navigator's state stays equal to what is on screen.
@MainActor
public protocol NavigationHost: AnyObject {
  /// Performs one step.
  ///
  /// Call `completion` exactly once, when the step's transition has finished (after the
  /// appearance callbacks), or with an error when the step cannot be performed; in that
  /// case nothing may have changed.
  ///
  /// - Parameters:
  ///   - step: What to do.
  ///   - screens: The screen objects of the screens the step shows for the first time.
  ///   - completion: Called once when the step is done.
  func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void)

  /// Who hears about what a person did; the navigator sets itself here. Hosts hold it weakly.
  var delegate: (any NavigationHostDelegate)? { get set }
}

/// Hears what a person did on a host without asking a router.
@MainActor
public protocol NavigationHostDelegate: AnyObject {
  /// A person changed what is shown: tapped a tab, went back, pulled a sheet down.
  ///
  /// - Parameters:
  ///   - host: The host the person acted on.
  ///   - step: The change, already performed, as the step a router would have asked for.
  func host(_ host: any NavigationHost, didPerformUserAction step: NavigationStep)

  /// A person began an interactive gesture (a swipe back, a sheet being dragged).
  ///
  /// - Parameters:
  ///   - host: The host the person acts on.
  ///   - gesture: The gesture.
  func host(_ host: any NavigationHost, didBegin gesture: NavigationGesture)

  /// A person's gesture ended: `finished` when it passed its point of no return (its
  /// change is then reported with ``host(_:didPerformUserAction:)``), otherwise cancelled.
  ///
  /// - Parameters:
  ///   - host: The host the person acts on.
  ///   - gesture: The gesture.
  ///   - finished: Whether the gesture's change happens.
  func host(_ host: any NavigationHost, didEnd gesture: NavigationGesture, finished: Bool)
}

extension NavigationHostDelegate {
  /// Ignores the gesture; a delegate that only follows changes needs nothing more.
  ///
  /// - Parameters:
  ///   - host: The host the person acts on.
  ///   - gesture: The gesture.
  public func host(_ host: any NavigationHost, didBegin gesture: NavigationGesture) {}

  /// Ignores the gesture's end; a finished gesture's change still arrives as a user action.
  ///
  /// - Parameters:
  ///   - host: The host the person acts on.
  ///   - gesture: The gesture.
  ///   - finished: Whether the gesture's change happens.
  public func host(_ host: any NavigationHost, didEnd gesture: NavigationGesture, finished: Bool) {}
}

/// The screen objects a step shows for the first time, by identity.
@MainActor
public struct ScreenLookup {
  private let screens: [ScreenID: any Screen]

  /// Creates a lookup.
  ///
  /// - Parameter screens: The screens by identity.
  public init(_ screens: [ScreenID: any Screen] = [:]) {
    self.screens = screens
  }

  /// The screen with this identity, if the step shows it for the first time.
  public subscript(id: ScreenID) -> (any Screen)? { screens[id] }
}
