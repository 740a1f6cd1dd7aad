// The core's deep-link router reads URLs with the deep-link module's route table; apps that
// import SceneRouter see `DeepLinkTable`, `DeepLinkPattern` and the other matcher types too.
@_exported public import SceneRouterDeepLinks
