public import SceneRouter

extension NavigationModel {
  /// What a root tab's stack presents in its own context (`.currentContext` or
  /// `.overCurrentContext` from inside the tab), covering that tab only; nil when nothing is.
  ///
  /// - Parameter stack: The stack's identity.
  public func contextPresentation(of stack: ScreenID) -> Presentation? {
    let state = tree.state
    guard let presented = state[stack]?.presented, let style = state[presented]?.contextStyle else { return nil }
    return Presentation(root: node(state, presented), style: style, level: 0)
  }
}
