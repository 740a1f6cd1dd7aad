import Foundation

/// A view's traits: its own when a window's were set by the simulator, else its superview's;
/// regular width by default.
extension UIView: UITraitEnvironment, UITraitChangeObservable {
  /// The traits of the view's environment.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  public var traitCollection: UITraitCollection {
    if let ownTraits { return ownTraits }
    return superview?.traitCollection ?? UITraitCollection(horizontalSizeClass: .regular)
  }

  /// Registers traits to observe and a closure to run when one of them changes.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
  ///
  /// - Parameters:
  ///   - traits: The traits to observe.
  ///   - handler: Runs after a change, with the view and its previous traits.
  /// - Returns: A token.
  @available(iOS 17.0, *)
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    traitHandlers.append { view, previous in
      if let environment = view as? TraitEnvironment { handler(environment, previous) }
    }
    return TraitRegistration()
  }

  /// Gives the view new traits and runs the handlers registered on it and on the views inside it
  /// whose traits changed.
  func setTraits(_ traits: UITraitCollection) {
    var affected: [(UIView, UITraitCollection)] = []
    collectTraits(into: &affected)
    ownTraits = traits
    for (view, previous) in affected where view.traitCollection.horizontalSizeClass != previous.horizontalSizeClass {
      for handler in view.traitHandlers { handler(view, previous) }
    }
  }

  private func collectTraits(into affected: inout [(UIView, UITraitCollection)]) {
    if !traitHandlers.isEmpty { affected.append((self, traitCollection)) }
    for view in subviews { view.collectTraits(into: &affected) }
  }
}

/// The token `registerForTraitChanges(_:handler:)` returns: an `NSObject`, as UIKit's
/// `UITraitChangeRegistration` refines `NSObjectProtocol` and `NSCopying`. Immutable, so a copy
/// is the token itself.
final class TraitRegistration: NSObject, UITraitChangeRegistration {
  nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}
