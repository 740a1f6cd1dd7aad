/// A storyboard segue between two controllers (UIKit's `UIStoryboardSegue`): created for one
/// performance, handed to the source's `prepare(for:sender:)`, then performed (rule 41).
///
/// Apple: https://developer.apple.com/documentation/uikit/uistoryboardsegue
@MainActor
open class UIStoryboardSegue: NSObject {
  private let segueIdentifier: String?
  private let sourceController: UIViewController
  private let destinationController: UIViewController
  private var performHandler: (() -> Void)?

  /// Creates a segue.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - source: The controller it starts from.
  ///   - destination: The controller it shows.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    segueIdentifier = identifier
    sourceController = source
    destinationController = destination
    super.init()
  }

  /// Creates a segue that runs `performHandler` to show its destination.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - source: The controller it starts from.
  ///   - destination: The controller it shows.
  ///   - performHandler: Shows the destination.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// The segue's identifier.
  open var identifier: String? { segueIdentifier }
  /// The controller the segue starts from.
  open var source: UIViewController { sourceController }
  /// The controller the segue shows: a new instance each time (rule 41).
  open var destination: UIViewController { destinationController }

  /// Shows the destination: runs the perform handler. A segue without one must override
  /// this (rule 43); the stand-in records UIKit's exception otherwise.
  open func perform() {
    guard let performHandler else {
      source.simulator.raise(
        "NSInternalInconsistencyException",
        "Could not perform segue with identifier '\(identifier ?? "")'. A segue must either have a performHandler or it must override -perform.")
      return
    }
    performHandler()
  }
}
