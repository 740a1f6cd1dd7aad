import SceneRouter

/// One-line messages for the person, oldest first.
@MainActor
final class MessageLog {
  private var messages: [String] = []

  /// Records a message.
  func note(_ message: String) { messages.append(message) }

  /// Records a refused request's error; a success says nothing.
  func noteFailure(_ result: Result<Void, NavigationError>) {
    if case .failure(let error) = result { note(error.description) }
  }

  /// The messages since the last call, oldest first.
  func take() -> [String] {
    defer { messages.removeAll() }
    return messages
  }
}
