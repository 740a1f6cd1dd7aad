/// Whether someone is signed in, and the wishlist they keep.
@MainActor
public final class Session {
  /// The signed-in user's name, or nil when signed out.
  public private(set) var userName: String?
  /// Product numbers on the wishlist, in the order they were added.
  public private(set) var wishlist: [Int] = []
  /// Shortcuts created for products.
  public private(set) var shortcuts: [Int] = []
  /// How many password resets were requested.
  public private(set) var passwordResets = 0

  /// Creates a signed-out session with an empty wishlist.
  public init() {}

  /// Whether someone is signed in.
  public var isSignedIn: Bool { userName != nil }

  /// Signs a user in.
  public func signIn(as name: String) { userName = name }

  /// Signs the user out.
  public func signOut() { userName = nil }

  /// Adds a product to the wishlist once.
  public func addToWishlist(_ id: Int) {
    if !wishlist.contains(id) { wishlist.append(id) }
  }

  /// Records a shortcut for a product.
  public func addShortcut(_ id: Int) {
    if !shortcuts.contains(id) { shortcuts.append(id) }
  }

  /// Records a password reset request.
  public func requestPasswordReset() { passwordResets += 1 }
}
