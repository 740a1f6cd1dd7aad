import ArgumentParser
import SceneRouter

/// The window's width the console's storefront runs in (`--width compact|regular`): a
/// compact one shows popovers as form sheets and collapses split views to one stack.
enum WidthChoice: String, CaseIterable, ExpressibleByArgument {
  /// An iPhone's width, or a narrow iPad window.
  case compact
  /// An iPad's full width.
  case regular

  /// The width as the headless host takes it.
  var sizeClass: HorizontalSizeClass {
    switch self {
    case .compact: .compact
    case .regular: .regular
    }
  }
}
