/// UIKit's `UIScrollView`, only as the superclass of ``UITableView``: the stand-in declares
/// no scrolling member.
///
/// Apple: https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {}
