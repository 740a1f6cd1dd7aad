/// The default names of screen types (``Screen/screenName``), worked out once per type.
///
/// Reading a type's name allocates, and the navigator names the screens of every request it
/// receives; a screen type's name never changes, so it is kept.
@MainActor
enum ScreenTypeNames {
  private static var names: [ObjectIdentifier: String] = [:]

  /// The name of `type` without a `Screen` or `ViewController` suffix, such as `Product`.
  ///
  /// - Complexity: O(1) after the first call for `type`.
  static func name(of type: any Screen.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = names[key] { return name }
    var name = String(describing: type)
    for suffix in ["ViewController", "Screen"] where name.hasSuffix(suffix) && name.count > suffix.count {
      name.removeLast(suffix.count)
      break
    }
    names[key] = name
    return name
  }
}
