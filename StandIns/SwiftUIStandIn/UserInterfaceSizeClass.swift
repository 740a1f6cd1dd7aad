/// The stand-in for SwiftUI's `UserInterfaceSizeClass`: a set of values that indicate the
/// visual size available to the view.
///
/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// The compact size class.
  case compact
  /// The regular size class.
  case regular
}

extension EnvironmentValues {
  /// The horizontal size class of this environment; nil by default in the stand-in.
  ///
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}
