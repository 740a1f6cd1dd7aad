// The ways into the app drive the core's navigator: apps that import SceneRouterDeepLinks see
// `Navigator`, `Router`, `Transition` and the rest of the core too.
@_exported public import SceneRouter
