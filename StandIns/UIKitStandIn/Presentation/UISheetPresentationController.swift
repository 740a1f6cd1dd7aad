public import Foundation

/// UIKit's `UISheetPresentationController`: the presentation controller of a page or form
/// sheet, with the heights (detents) the sheet rests at.
///
/// Apple: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
///
/// UIKit creates one for a controller presented as `.pageSheet` or `.formSheet`; configure it
/// through `UIViewController.sheetPresentationController` before presenting. Its delegate is
/// the inherited `delegate`: UIKit's own redeclares it as `UISheetPresentationControllerDelegate?`,
/// an Objective-C covariant override Swift cannot write, so the stand-in keeps
/// `UIPresentationController.delegate` and calls the sheet method when the delegate conforms.
/// Setting `selectedDetentIdentifier` in code does not call the delegate; a person's drag
/// (`UIKitSimulator.dragSheet(toDetent:)`) does.
@MainActor
public class UISheetPresentationController: UIPresentationController {
  /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
  @MainActor
  public class Detent: NSObject {
    /// A detent's identity (UIKit's `UISheetPresentationController.Detent.Identifier`).
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The identifier's text.
      public let rawValue: String

      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's text.
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// Creates an identifier.
      ///
      /// - Parameter rawValue: The identifier's text.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// The system's medium detent.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The system's large detent.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    private let storedIdentifier: Identifier
    private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(
      storedIdentifier: Identifier,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.storedIdentifier = storedIdentifier
      self.resolver = resolver
      super.init()
    }

    /// The system detent at about half the screen's height.
    ///
    /// - Returns: The detent.
    public static func medium() -> UISheetPresentationController.Detent {
      Detent(storedIdentifier: .medium) { $0.maximumDetentValue / 2 }
    }

    /// The system detent at the sheet's full height.
    ///
    /// - Returns: The detent.
    public static func large() -> UISheetPresentationController.Detent {
      Detent(storedIdentifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height a closure computes.
    ///
    /// - Parameters:
    ///   - identifier: The detent's identifier; nil for a new random one, as UIKit makes.
    ///   - resolver: Computes the height from the context; nil makes the detent inactive.
    /// - Returns: The detent.
    public static func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent {
      Detent(storedIdentifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The detent's identifier.
    public var identifier: UISheetPresentationController.Detent.Identifier { storedIdentifier }

    /// The detent's height in a context, or nil when it is inactive there.
    func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
      resolver(context)
    }
  }

  private var storedDetents: [Detent]?

  /// The heights the sheet can rest at; `[.large()]` by default.
  public var detents: [UISheetPresentationController.Detent] {
    get { storedDetents ?? [.large()] }
    set { storedDetents = newValue }
  }

  /// The detent the sheet rests at; nil (the default) for the smallest.
  public var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?

  /// Whether the grabber shows at the top of the sheet; false by default.
  public var prefersGrabberVisible = false

  /// The largest detent at which the view below is not dimmed; nil (the default) dims it at every detent.
  public var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?

  /// Changes the sheet's properties with an animation; the stand-in applies them at once, as
  /// the layout is finished when UIKit's method returns.
  ///
  /// - Parameter changes: Sets the properties to animate.
  public func animateChanges(_ changes: () -> Void) {
    animatedChangeCount += 1
    changes()
  }

  /// How many times ``animateChanges(_:)`` was called, for tests through the simulator.
  var animatedChangeCount = 0
}
