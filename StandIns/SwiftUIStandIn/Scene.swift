/// The stand-in for SwiftUI's `Scene`: a part of an app's user interface with a life cycle
/// the system manages, such as a ``WindowGroup``.
///
/// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene

  /// The content and behavior of the scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// The stand-in's `Never` scene: the body of scenes that have none of their own.
///
/// https://developer.apple.com/documentation/swiftui/never
extension Never: Scene {}

/// What the stand-in's built-in scenes have as their body: nothing to show.
struct StandInSceneLeaf: Scene {
  nonisolated init() {}
  var body: StandInSceneLeaf { self }
}

/// The stand-in for SwiftUI's `SceneBuilder`: builds a scene from a closure's statements;
/// the stand-in builds one scene, which is all the storefront's app declares.
///
/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
  /// Passes a single scene through unmodified.
  ///
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  ///
  /// - Parameter content: The scene.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

/// The stand-in for SwiftUI's `WindowGroup`: a scene presenting a group of identically
/// structured windows.
///
/// https://developer.apple.com/documentation/swiftui/windowgroup
public struct WindowGroup<Content>: Scene where Content: View {
  /// Creates a window group.
  ///
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  ///
  /// - Parameter content: The content of each window in the group.
  nonisolated public init(@ViewBuilder content: () -> Content) {}

  /// Nothing to show in the stand-in.
  public var body: some Scene { StandInSceneLeaf() }
}
