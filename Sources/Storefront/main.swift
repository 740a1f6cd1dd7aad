print("storefront: coming soon")
