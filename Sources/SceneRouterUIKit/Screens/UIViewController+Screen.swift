#if canImport(UIKit) || os(Linux)
// iOS and iPadOS, the UIKit platform Package.swift declares; on Linux against the stand-ins.

#if canImport(UIKit)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif
public import SceneRouter

/// A view controller that adopts ``Screen`` is shown by ``UIKitHost`` as itself:
/// `final class ProductViewController: UIViewController, Screen {}`.
///
/// Its title is its `title`, and it refuses being pulled down while
/// `isModalInPresentation` is true. (UIKit's own class is not made a screen for every app:
/// that would be a retroactive conformance of a type and a protocol this module does not own.)
extension Screen where Self: UIViewController {
  /// The controller's `title`, or an empty string.
  public var screenTitle: String { title ?? "" }

  /// The controller's `isModalInPresentation`.
  public var refusesInteractiveDismissal: Bool { isModalInPresentation }
}

#endif
