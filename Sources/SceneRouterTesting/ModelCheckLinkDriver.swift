/// What the model check hears of a link it sends through the windows' registry while it
/// waits: a window's deep-link router issued the link's plan (the check then completes that
/// window's transitions), or the registry returned its decision. The check awaits the next
/// signal exactly, never by yielding or sleeping, so that a seed replays the same way.
@MainActor
final class ModelCheckLinkDriver {
  enum Signal {
    /// A window's deep-link router built the link's plan; the navigator receives it in the same turn.
    case planIssued(WindowID)
    /// The registry returned.
    case ended(Result<WindowDecision<String>, WindowRoutingError>)
  }

  private var signals: [Signal] = []
  private var waiter: CheckedContinuation<Signal, Never>?

  /// Hands a signal to the waiting check, or keeps it for the next wait.
  func send(_ signal: Signal) {
    if let waiter {
      self.waiter = nil
      waiter.resume(returning: signal)
    } else {
      signals.append(signal)
    }
  }

  /// The next signal, in the order they were sent.
  func next() async -> Signal {
    if !signals.isEmpty { return signals.removeFirst() }
    return await withCheckedContinuation { waiter = $0 }
  }
}
