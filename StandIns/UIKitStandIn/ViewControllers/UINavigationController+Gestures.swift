/// A navigation controller's back-swipe recognizers: the swipe from the leading edge, and
/// iOS 26's pan anywhere in the content. Either starts the same interactive pop (rule 15).
extension UINavigationController {
  /// The recognizer of the swipe back from the leading screen edge.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  public var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePopRecognizer }

  /// The recognizer of a horizontal pan, leading to trailing, anywhere in the content, in the
  /// cases the edge swipe does not cover: it starts the same interactive pop (iOS 26).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  @available(iOS 26.0, *)
  public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopRecognizer }
}
