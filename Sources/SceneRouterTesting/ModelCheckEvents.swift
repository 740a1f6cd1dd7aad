@_spi(Hosting) import SceneRouter
import SceneRouterDeepLinks

/// What a model-checked sequence's navigation events must add up to: every request
/// received is numbered in arrival order and ends exactly once, in request order, with no
/// event after its ending; and the screens shown minus those hidden are, at every observed
/// change and idle point, the visible screens of the navigator's snapshot.
@MainActor
final class ModelCheckEvents {
  private var lastReceived = 0
  private var lastEnded = 0
  private var ended: Set<Int> = []
  /// The visible screens the shown and hidden events add up to, by identity.
  private var visible: [ScreenID: String] = [:]
  private(set) var violations: [String] = []
  /// The closed window's name, once its scene disconnected: its navigator must hear nothing more.
  private var closedWindow: WindowID?

  /// Starts listening to `navigator`'s events.
  init(_ navigator: Navigator) {
    navigator.addEventObserver(self) { events, event in events.hear(event) }
  }

  /// From now on, any event is a violation: the window is closed.
  func close(_ window: WindowID) { closedWindow = window }

  private func hear(_ event: NavigationEvent) {
    if let closedWindow { violations.append("\(closedWindow) was closed, but its navigator heard: \(event)") }
    if let id = event.request, ended.contains(id.rawValue) {
      violations.append("event after \(id) ended: \(event)")
    }
    switch event {
    case .received(let request):
      let id = request.id
      if id.rawValue != lastReceived + 1 { violations.append("\(id) was received after request \(lastReceived)") }
      lastReceived = id.rawValue
    case .completed(let id), .refused(let id, _), .cancelled(let id, _):
      if id.rawValue > lastReceived { violations.append("\(id) ended before it was received: \(event)") }
      if id.rawValue < lastEnded { violations.append("\(id) ended after request \(lastEnded); endings must follow request order") }
      ended.insert(id.rawValue)
      lastEnded = max(lastEnded, id.rawValue)
    case .shown(let screen):
      if visible[screen.id] != nil { violations.append("shown while already visible: \(event)") }
      visible[screen.id] = screen.name
    case .hidden(let screen):
      if visible.removeValue(forKey: screen.id) == nil { violations.append("hidden while not visible: \(event)") }
    default:
      break
    }
  }

  /// Checks that shown minus hidden equals the visible screens of `snapshot`.
  func checkVisible(_ snapshot: NavigationSnapshot, _ moment: @autoclosure () -> String) {
    let expected = Self.visibleNames(snapshot)
    let heard = visible.values.sorted()
    if heard != expected {
      violations.append("\(moment()): shown minus hidden is \(heard), but the snapshot shows \(expected)")
    }
  }

  /// Checks at an idle point that every request received has ended.
  func checkIdle(_ snapshot: NavigationSnapshot, _ moment: String) {
    if ended.count != lastReceived {
      let open = (1..<(lastReceived + 1)).filter { !ended.contains($0) }
      violations.append("\(moment): requests \(open) were received and never ended")
    }
    checkVisible(snapshot, moment)
  }

  /// The names of the screens a snapshot shows to a person: the top-most level's visible
  /// screen, and below it each level's while the level above keeps it visible.
  static func visibleNames(_ snapshot: NavigationSnapshot) -> [String] {
    guard let root = snapshot.root else { return [] }
    func top(_ node: NavigationSnapshot.Node) -> [String] {
      // An expanded split view shows every column's top screen.
      if case .split(_, _, _, nil) = node { return node.splitColumns.flatMap(top) }
      guard case .screen(let screen)? = NavigationSnapshot(root: node).topMostScreen else { return [] }
      return [screen.name]
    }
    var names: [String] = []
    // Window-level presentations, top-most first, while each keeps the one below visible.
    for presentation in snapshot.presented.reversed() where presentation.tab == nil {
      names += top(presentation.node)
      guard presentation.style.keepsPresenterVisible else { return names.sorted() }
    }
    // The root; a selected tab may show a presentation in its own presentation context.
    if let selected = root.selectedTab, let tab = root.tab(at: selected),
      let context = snapshot.presented.first(where: { $0.tab == selected })
    {
      names += top(context.node)
      if context.style.keepsPresenterVisible { names += top(tab) }
    } else {
      names += top(root)
    }
    return names.sorted()
  }
}
