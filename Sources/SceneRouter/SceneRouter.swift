// SceneRouter: navigation and data passing out of screens, into routers.
