/// The stand-in for SwiftUI's `ForEach`: views computed on demand from data.
///
/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates an instance that computes views on demand over a given constant range.
  ///
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx
  ///
  /// - Parameters:
  ///   - data: A constant range.
  ///   - content: Creates a view for each index.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

@available(iOS 18.0, macOS 15.0, *)
extension ForEach: TabContent where Content: TabContent {
  /// The selection value of the tabs it computes.
  public typealias TabValue = Content.TabValue
}

@available(iOS 18.0, macOS 15.0, *)
extension ForEach where Content: TabContent {
  /// Creates an instance that computes tab content on demand over a given collection,
  /// identified by the key path to each element's identity (iOS 18, macOS 15).
  ///
  /// https://developer.apple.com/documentation/swiftui/foreach
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - id: The key path to each element's identifier.
  ///   - content: Creates the tab content for each element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<Content.TabValue> content: @escaping (Data.Element) -> Content
  ) {}
}

extension ForEach where Content: View {
  /// Creates an instance that computes views on demand over a given collection, identified
  /// by the key path to each element's identity.
  ///
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - id: The key path to each element's identifier.
  ///   - content: Creates a view for each element.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
