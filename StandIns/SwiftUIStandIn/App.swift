/// The stand-in for SwiftUI's `App`: the structure and behavior of an app, marked `@main`.
///
/// https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency
public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene

  /// The content and behavior of the app.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

  /// Creates an instance of the app using the body that you define for its content.
  @MainActor @preconcurrency init()
}

extension App {
  /// Initializes and runs the app. SwiftUI's launches it; the stand-in's returns at once,
  /// since nothing launches an app on Linux (the storefront's app is only type-checked here).
  ///
  /// https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() {}
}
