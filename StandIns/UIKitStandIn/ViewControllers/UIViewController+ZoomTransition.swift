public import Foundation

extension UIViewController {
  /// The transition used when the controller is pushed or presented (UIKit's
  /// `UIViewController.Transition`, iOS 18), such as a zoom out of a source view.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transition
  ///
  /// The stand-in animates nothing: it keeps the transition and, when the controller is
  /// pushed or presented, asks its source view provider for the source view once, as UIKit
  /// does before it zooms.
  ///
  /// Not main-actor isolated: Apple's page declares `class Transition` (nor does it state
  /// `Sendable`, so none is declared).
  @available(iOS 18.0, *)
  public class Transition: NSObject {
    /// Options for a zoom transition (UIKit's `UIViewController.Transition.ZoomOptions`).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions
    ///
    /// Not main-actor isolated: Apple's page declares `class ZoomOptions`.
    open class ZoomOptions: NSObject {}

    /// What a zoom's source view provider is told (UIKit's
    /// `UIViewController.Transition.ZoomSourceViewProviderContext`).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext
    ///
    /// Not main-actor isolated: Apple's page declares `class ZoomSourceViewProviderContext`.
    open class ZoomSourceViewProviderContext: NSObject {
      /// The controller that shows the source view.
      ///
      /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext/sourceviewcontroller
      public let sourceViewController: UIViewController
      /// The controller zoomed in to.
      ///
      /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext/zoomedviewcontroller
      public let zoomedViewController: UIViewController

      init(source: UIViewController, zoomed: UIViewController) {
        sourceViewController = source
        zoomedViewController = zoomed
        super.init()
      }
    }

    /// The source view provider of a zoom; nil for other transitions.
    let sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)?

    required init(sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)?) {
      self.sourceViewProvider = sourceViewProvider
      super.init()
    }

    /// A zoom from the view the provider returns, and back to it when dismissed or popped.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
    ///
    /// - Parameters:
    ///   - options: Additional options; nil by default.
    ///   - sourceViewProvider: Returns the view to zoom out of, or nil for none.
    /// - Returns: The transition.
    public static func zoom(
      options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Self {
      Self(sourceViewProvider: sourceViewProvider)
    }
  }

  /// The transition used when this controller is pushed or presented; nil for the default.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition
  @available(iOS 18.0, *)
  public var preferredTransition: Transition? {
    get { ownPreferredTransition as? Transition }
    set { ownPreferredTransition = newValue }
  }
}
