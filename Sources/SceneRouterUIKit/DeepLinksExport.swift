// This host's public API names the ways into the app (entries, window openers, the deep-link
// router), so an app that imports the host sees `SceneRouterDeepLinks`, and through it the core.
@_exported public import SceneRouterDeepLinks
