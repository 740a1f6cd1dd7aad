extension Navigator {
  /// The screen that becomes visible when `screen` is closed the way it was opened: the
  /// one below it in its navigation stack, or the visible screen of the presentation
  /// level below; nil when closing it is refused (a root, a tab).
  package func screenRevealed(byClosing screen: any Screen) -> (any Screen)? {
    guard let id = id(of: screen), let node = state[id] else { return nil }
    if let parent = node.parent, let stack = state[parent], stack.kind == .stack, node.indexInParent > 0 {
      return self.screen(for: stack.children[node.indexInParent - 1])
    }
    guard node.level > 0, state.levels.indices.contains(node.level - 1) else { return nil }
    if let parent = node.parent, state[parent]?.kind == .tabs { return nil }
    return self.screen(for: state.visibleLeaf(of: state.levels[node.level - 1].root))
  }
}

extension Navigator {
  /// The type name the opener of `screen` awaits as its result, if anyone awaits one.
  package func awaitedResultType(of screen: any Screen) -> String? {
    guard let id = id(of: screen) else { return nil }
    return pendingResults[id]?.expectedType
  }

  /// Whether the opener of `screen` accepts `value` as its result (true when nobody awaits).
  package func awaitedResultAccepts(_ value: any Sendable, for screen: any Screen) -> Bool {
    guard let id = id(of: screen), let pending = pendingResults[id] else { return true }
    return pending.accepts(value)
  }
}

extension Navigator {
  /// Opens a screen and waits until the transition has finished.
  package func openAndWait(_ screen: any Screen, from source: any Screen, as transition: Transition) async throws(NavigationError) {
    try await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, NavigationError>, Never>) in
      route(to: screen, from: source, as: transition) { continuation.resume(returning: $0) }
    }.get()
  }

  /// Closes a screen and waits until it is gone.
  package func closeAndWait(_ screen: any Screen) async throws(NavigationError) {
    try await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, NavigationError>, Never>) in
      close(screen) { continuation.resume(returning: $0) }
    }.get()
  }

  /// Closes a screen, handing `value` to whoever awaits it, and waits until it is gone.
  package func closeAndWait<Value: Sendable>(_ screen: any Screen, returning value: Value) async throws(NavigationError) {
    try await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, NavigationError>, Never>) in
      close(screen, returning: value) { continuation.resume(returning: $0) }
    }.get()
  }
}

extension Navigator {
  /// Returns at a moment when the navigator is idle, so that what the caller does next,
  /// without suspending, is planned against the state it reads (a request made now starts
  /// at once).
  package func waitUntilNothingIsInProgress() async {
    while isBusy || queuedRequestCount > 0 { await waitUntilIdle() }
  }
}
