/// The architectures `scenerouter scaffold` writes a scene in.
package enum ScaffoldStyle: String, CaseIterable, Sendable {
  /// Clean Swift (articles 000, 001, 004): view controller, interactor, presenter, router
  /// with data store and data passing, models, worker.
  case cleanSwift = "clean-swift"
  /// MVVM with a router that reads the view model to choose a destination (article 003).
  case mvvm
  /// A composable route (article 002): a route protocol, its default implementation for
  /// `DefaultRouter`, a view model that sees only its `Routes`, and the screen.
  case composable

  /// The files of a scene named `name` in this style.
  ///
  /// - Parameters:
  ///   - name: The scene's name, `Profile`.
  ///   - module: The module the sources build into, imported `@testable` by the test.
  package func files(name: String, module: String) -> [ScaffoldFile] {
    switch self {
    case .cleanSwift: CleanSwiftTemplate(name: name, module: module).files
    case .mvvm: MVVMTemplate(name: name, module: module).files
    case .composable: ComposableTemplate(name: name, module: module).files
    }
  }
}
