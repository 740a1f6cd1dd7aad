public import Foundation

/// UIKit's `UIImage`, reduced to system symbol images: what a tab bar item shows.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiimage
///
/// The stand-in has no symbol catalog: `init?(systemName:)` makes an image for any name that
/// is not empty. Two images of the same symbol are equal, as UIKit's cached symbol images are.
open class UIImage: NSObject, @unchecked Sendable {
  /// The symbol's name; never changes.
  let symbolName: String

  /// Creates an image object that contains a system symbol image (iOS 13).
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  ///
  /// - Parameter name: The name of the system symbol image.
  @available(iOS 13.0, *)
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    symbolName = name
    super.init()
  }

  /// Whether `object` is an image of the same symbol.
  ///
  /// - Parameter object: The object to compare with.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return other.symbolName == symbolName
  }

  /// A hash of the symbol's name, consistent with `isEqual(_:)`.
  open override var hash: Int { symbolName.hashValue }
}
