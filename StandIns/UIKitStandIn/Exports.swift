// UIKit re-exports Foundation (`NSObject`, `NSCoder`, `TimeInterval`, `CGRect`), so code
// that imports UIKit alone sees them; the stand-in does the same.
@_exported public import Foundation
