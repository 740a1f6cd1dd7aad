@_spi(Hosting) import SceneRouter

/// Stands between a host and its navigator to see the person's changes the host reports:
/// whether each step comes inside a begun change, and when a step is being applied.
@MainActor
final class ModelCheckDelegateProxy: NavigationHostDelegate {
  private weak var navigator: Navigator?
  private(set) var openChanges = 0
  private(set) var isApplyingPersonStep = false
  private(set) var misuse: String?

  init(navigator: Navigator) { self.navigator = navigator }

  func hostDidBeginPersonChange(_ host: any NavigationHost) {
    openChanges += 1
    navigator?.hostDidBeginPersonChange(host)
  }

  func host(_ host: any NavigationHost, didPerformPersonAction step: NavigationStep) {
    if openChanges == 0, misuse == nil { misuse = "the host reported '\(step)' outside a begun change" }
    isApplyingPersonStep = true
    defer { isApplyingPersonStep = false }
    navigator?.host(host, didPerformPersonAction: step)
  }

  func hostDidBecomeReady(_ host: any NavigationHost) {
    navigator?.hostDidBecomeReady(host)
  }

  func host(_ host: any NavigationHost, adopt screen: any Screen) -> NavigationStep.Screen {
    guard let navigator else {
      // No navigator to give an identity: reported as the host's misuse, not passed over.
      if misuse == nil { misuse = "the host adopted '\(screen.screenName)' after its navigator was released" }
      return NavigationStep.Screen(id: ScreenID(0), name: screen.screenName)
    }
    return navigator.host(host, adopt: screen)
  }

  func hostDidEndPersonChange(_ host: any NavigationHost) {
    if openChanges == 0, misuse == nil { misuse = "the host ended a change it never began" }
    openChanges -= 1
    navigator?.hostDidEndPersonChange(host)
  }

  func host(_ host: any NavigationHost, didBegin gesture: NavigationGesture) {
    navigator?.host(host, didBegin: gesture)
  }

  func host(_ host: any NavigationHost, didEnd gesture: NavigationGesture, finished: Bool) {
    navigator?.host(host, didEnd: gesture, finished: finished)
  }
}
