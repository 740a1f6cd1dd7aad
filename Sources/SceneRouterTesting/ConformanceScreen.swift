/// A screen the conformance suite and the model check show: it writes every appearance
/// callback it hears to a shared transcript, and may run an action from one of them (a
/// screen routing from its own `viewWillAppear`).
@MainActor
public final class ConformanceScreen: AppearanceObserving {
  /// The screen's name in snapshots.
  public let screenName: String
  /// Whether a person may not pull this screen's sheet down.
  public var refusesInteractiveDismissal = false
  /// The views and bar button items a popover can point at.
  public var popoverAnchors: Set<String> = []
  /// The tab item the screen shows as a tab's root; nil for none.
  public var tabItem: TabItem?
  /// Run once, the next time the screen hears `event`.
  public var onNext: (event: AppearanceEvent, action: @MainActor () -> Void)?
  /// Called with every callback the screen hears.
  public var onEvent: (@MainActor (ConformanceScreen, AppearanceEvent) -> Void)?
  private let transcript: Transcript

  /// Creates a screen writing to `transcript`.
  ///
  /// - Parameters:
  ///   - name: The screen's name.
  ///   - transcript: Where the callbacks go.
  public init(_ name: String, transcript: Transcript) {
    screenName = name
    self.transcript = transcript
  }

  /// Writes `Name event` to the transcript, then runs the action waiting for this event.
  ///
  /// - Parameter event: The callback.
  public func screen(didReceive event: AppearanceEvent) {
    transcript.lines.append("\(screenName) \(event)")
    onEvent?(self, event)
    if let pending = onNext, pending.event == event {
      onNext = nil
      pending.action()
    }
  }

  /// The lines written by screens, shared by every screen of one run.
  @MainActor
  public final class Transcript {
    /// The lines, in order.
    public var lines: [String] = []

    /// Creates an empty transcript.
    public init() {}
  }
}
