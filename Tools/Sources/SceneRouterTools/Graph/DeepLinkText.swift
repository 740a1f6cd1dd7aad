/// Recognises deep-link patterns written as string literals.
enum DeepLinkText {
  /// Whether `text` reads as a route pattern: `/product/:id`, `myapp://product/:id`.
  ///
  /// A lone `/`, text with spaces, and file paths with extensions are not patterns.
  static func looksLikePattern(_ text: String) -> Bool {
    guard !text.contains(" "), text.count > 1 else { return false }
    if let range = text.range(of: "://") {
      let scheme = text[..<range.lowerBound]
      return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }
    guard text.hasPrefix("/"), let second = text.dropFirst().first, second.isLetter || second == ":" else { return false }
    let last = text.split(separator: "/").last ?? ""
    return !(last.contains(".") && !last.contains(":"))
  }
}
