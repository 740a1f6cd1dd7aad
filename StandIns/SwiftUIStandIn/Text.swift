public import Foundation

/// The stand-in for SwiftUI's `Text`: a view that displays read-only text.
///
/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
  private let content: String

  /// Creates a text view that displays a string without localization.
  ///
  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  ///
  /// - Parameter content: A string to display without localization.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Creates a text view that displays a stored string without localization.
  ///
  /// https://developer.apple.com/documentation/swiftui/text (Creating a text view from a string)
  ///
  /// - Parameter content: The string value to display without localization.
  nonisolated public init<S>(_ content: S) where S: StringProtocol {
    self.content = String(content)
  }

  /// Creates a text view that displays localized content identified by a key.
  ///
  /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  ///
  /// - Parameters:
  ///   - key: The key for a string in the table identified by `tableName`.
  ///   - tableName: The name of the string table to search.
  ///   - bundle: The bundle containing the strings file.
  ///   - comment: Contextual information about this key-value pair.
  nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    content = key.key
  }

  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
