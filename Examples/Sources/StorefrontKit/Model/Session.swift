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

  /// Who hears that the wishlist changed, such as the Wishlist tab, whose badge counts it.
  private var wishlistObservers: [(owner: () -> AnyObject?, body: @MainActor () -> Void)] = []

  /// Creates a signed-out session with an empty wishlist.
  public init() {}

  /// Calls `body` after every change to the wishlist, as long as `owner` lives.
  ///
  /// - Parameters:
  ///   - owner: Whose observation this is; held weakly.
  ///   - body: Called after each change.
  public func observeWishlist(_ owner: AnyObject, _ body: @escaping @MainActor () -> Void) {
    wishlistObservers.append(({ [weak owner] in owner }, body))
  }

  /// Whether someone is signed in.
  public var isSignedIn: Bool { userName != nil }

  /// Signs a user in.
  public func signIn(as name: String) { userName = name }

  /// Signs the user out.
  public func signOut() { userName = nil }

  /// Adds a product to the wishlist once.
  public func addToWishlist(_ id: Int) {
    guard !wishlist.contains(id) else { return }
    wishlist.append(id)
    wishlistObservers.removeAll { $0.owner() == nil }
    for observer in wishlistObservers { observer.body() }
  }

  /// Removes a product from the wishlist.
  public func removeFromWishlist(_ id: Int) {
    guard wishlist.contains(id) else { return }
    wishlist.removeAll { $0 == id }
    wishlistObservers.removeAll { $0.owner() == nil }
    for observer in wishlistObservers { observer.body() }
  }

  /// Records a shortcut for a product.
  public func addShortcut(_ id: Int) {
    if !shortcuts.contains(id) { shortcuts.append(id) }
  }

  /// Records a password reset request.
  public func requestPasswordReset() { passwordResets += 1 }
}
