/// What a screen on screen will hand back when it closes: the second half of opening a
/// screen for its result.
///
/// ``Router/route(to:as:expecting:)`` returns one as soon as the screen is shown (or throws
/// why it could not be shown); awaiting ``result`` later gives what the screen handed back.
/// "Could it open?" and "what did it return?" are two awaits, so a test acts on the
/// opened screen in between, with no `Task` and no polling:
///
/// ```swift
/// let pending = try await router.route(to: picker, managedBy: pickerRouter, expecting: Date.self)
/// // the picker is on screen now
/// pickerRouter.close(returning: Date())
/// switch await pending.result {
/// case .completed(let date): print(date)
/// case .cancelled(let reason): print(reason)
/// }
/// ```
///
/// The result arrives exactly once, whether or not anyone awaits it yet; it may be
/// awaited any number of times.
@MainActor
public final class PendingRouteResult<Value: Sendable> {
  /// The name of the screen whose result this is, as snapshots name it.
  public let screenName: String

  private var outcome: RouteResult<Value>?
  private var waiting: [CheckedContinuation<RouteResult<Value>, Never>] = []

  init(screenName: String) {
    self.screenName = screenName
  }

  /// What the screen handed back when it closed, or why it handed back nothing; waits
  /// until the screen has gone.
  public var result: RouteResult<Value> {
    get async {
      if let outcome { return outcome }
      return await withCheckedContinuation { waiting.append($0) }
    }
  }

  /// The result if the screen has gone already, nil while it is still shown.
  public var settledResult: RouteResult<Value>? { outcome }

  /// Records the result once and resumes everyone awaiting it.
  func settle(_ result: RouteResult<Value>) {
    guard outcome == nil else { return }
    outcome = result
    let resumed = waiting
    waiting = []
    for continuation in resumed { continuation.resume(returning: result) }
  }
}
