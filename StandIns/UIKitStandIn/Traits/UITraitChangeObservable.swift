public import Foundation

/// An opaque token of a trait-change registration (UIKit's `UITraitChangeRegistration`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeregistration
///
/// As on Apple's page: main-actor isolated, refining `NSCopying` and `NSObjectProtocol`.
@available(iOS 17.0, *)
@MainActor
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

/// A type that runs code when its traits change (UIKit's `UITraitChangeObservable`, iOS 17).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
@available(iOS 17.0, *)
@MainActor
public protocol UITraitChangeObservable {
  /// A closure the system runs when observed traits change: the environment, then the traits
  /// before the change.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
  @available(iOS 17.0, *)
  typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

  /// Registers traits to observe and a closure to run when one of them changes.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
  ///
  /// - Parameters:
  ///   - traits: The traits to observe.
  ///   - handler: Runs after a change, with the environment and its previous traits.
  /// - Returns: A token; unregistering is not needed.
  @available(iOS 17.0, *)
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration
}
