import SceneRouter

/// One ``Navigator/waitUntil(_:)``: its two observations (events and idleness) and the
/// continuation they resume once.
@MainActor
final class ConditionWait: Sendable {
  private weak var navigator: Navigator?
  private let condition: @MainActor (Navigator) -> Bool
  private var continuation: CheckedContinuation<NavigationSnapshot, any Error>?
  private var observations: [NavigationEventObservation] = []

  init(navigator: Navigator, condition: @escaping @MainActor (Navigator) -> Bool) {
    self.navigator = navigator
    self.condition = condition
  }

  /// Observes the navigator until the condition holds or it is idle.
  func start(_ continuation: CheckedContinuation<NavigationSnapshot, any Error>) {
    guard let navigator else { return continuation.resume(throwing: CancellationError()) }
    self.continuation = continuation
    observations = [
      navigator.addEventObserver { [weak self] _ in self?.check(idle: false) },
      navigator.addIdleObserver { [weak self] in self?.check(idle: true) },
    ]
  }

  private func check(idle: Bool) {
    guard let navigator else { return end(.failure(CancellationError())) }
    if condition(navigator) {
      end(.success(navigator.snapshot))
    } else if idle {
      end(.failure(NavigationWaitError(snapshot: navigator.snapshot)))
    }
  }

  /// Ends the observations and resumes the caller; later calls do nothing.
  func end(_ result: Result<NavigationSnapshot, any Error>) {
    for observation in observations { observation.cancel() }
    observations = []
    continuation?.resume(with: result)
    continuation = nil
  }
}
