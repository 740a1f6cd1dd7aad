/// The stand-in for SwiftUI's `_ConditionalContent`: one of two views, chosen by a condition.
///
/// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
public struct _ConditionalContent<TrueContent, FalseContent> {
  private enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  private let storage: Storage

  nonisolated init(first: TrueContent) { storage = .trueContent(first) }

  nonisolated init(second: FalseContent) { storage = .falseContent(second) }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// Nothing to render in the stand-in.
  public var body: some View { StandInLeaf() }
}
