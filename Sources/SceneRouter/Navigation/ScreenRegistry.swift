/// The navigator's weak index of screen objects by identity and of identities by object.
///
/// It never keeps a screen alive: the host's containers own screens, as UIKit's do. An
/// entry whose object has gone is treated as absent, so a new object that happens to
/// reuse a released object's address gets a new identity.
@MainActor
struct ScreenRegistry {
  /// A value, not an object: registering a screen allocates no box for it.
  private struct WeakScreen {
    weak var screen: (any Screen)?
    init(_ screen: any Screen) { self.screen = screen }
  }

  private var byID: [ScreenID: WeakScreen] = [:]
  private var byObject: [ObjectIdentifier: ScreenID] = [:]

  func screen(for id: ScreenID) -> (any Screen)? { byID[id]?.screen }

  func id(of screen: any Screen) -> ScreenID? {
    guard let id = byObject[ObjectIdentifier(screen)], byID[id]?.screen === screen else { return nil }
    return id
  }

  mutating func register(_ screen: any Screen, as id: ScreenID) {
    byID[id] = WeakScreen(screen)
    byObject[ObjectIdentifier(screen)] = id
  }

  mutating func remove(_ id: ScreenID) {
    guard let entry = byID.removeValue(forKey: id) else { return }
    if let screen = entry.screen, byObject[ObjectIdentifier(screen)] == id {
      byObject[ObjectIdentifier(screen)] = nil
    } else {
      byObject = byObject.filter { $0.value != id }
    }
  }

  var count: Int { byID.count }
}
