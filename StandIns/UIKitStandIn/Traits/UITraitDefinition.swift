/// A trait that can be observed for changes (UIKit's `UITraitDefinition`); the stand-in
/// declares no requirement of its own.
///
/// Apple: https://developer.apple.com/documentation/uikit/uitraitdefinition
@available(iOS 17.0, *)
public protocol UITraitDefinition {}

/// A trait's type, as `registerForTraitChanges(_:handler:)` takes them (UIKit's `UITrait`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitrait-9423
@available(iOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class, as a trait to observe (UIKit's `UITraitHorizontalSizeClass`).
///
/// Apple: https://developer.apple.com/documentation/uikit/uitraithorizontalsizeclass
@available(iOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {}
