import SceneRouter

/// Asks a person to confirm removing a product from the wishlist.
@MainActor
public protocol WishlistRemovalRoute: AnyObject {
  /// Shows an alert asking whether to remove `product`, and waits for the answer.
  ///
  /// - Parameter product: The product to remove.
  /// - Returns: Whether the person chose Remove.
  func confirmRemoval(of product: Product) async -> Bool
}

extension WishlistRemovalRoute where Self: AppRouter {
  /// Presents the removal alert (an alert route: an ``SceneRouter/AlertScreen`` presented as an
  /// alert, as `Navigator.alert(_:from:)` presents one) and awaits the action chosen.
  public func confirmRemoval(of product: Product) async -> Bool {
    let alert = makeRemovalAlert(for: product)
    return await services.tasks.awaitingPerson(on: alert) {
      do throws(NavigationError) {
        return try await self.route(to: alert, as: .modal(alert.alert.presentationStyle), expecting: Bool.self).result
          == .completed(true)
      } catch {
        navigator?.unhandledErrorHandler(error)
        return false
      }
    }
  }

  /// The removal alert: Remove (destructive) or Keep (cancel).
  ///
  /// - Parameter product: The product to remove.
  /// - Returns: The alert's screen.
  public func makeRemovalAlert(for product: Product) -> AlertScreen<Bool> {
    AlertScreen(
      Alert(
        "Remove '\(product.name)'?", message: "It leaves your wishlist; you can add it again from its page.",
        actions: [.destructive("Remove", true), .cancel("Keep")]))
  }
}

extension AppRouter: WishlistRemovalRoute {}
