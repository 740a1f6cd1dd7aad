/// Where a stand-in ``Binding`` or `State` keeps its value: a reader and a writer. Not
/// SwiftUI's; internal to the stand-in.
struct StandInLocation<Value> {
  let read: () -> Value
  let write: (Value) -> Void

  /// The location of a binding made from `@isolated(any)` closures, which Swift cannot
  /// call synchronously: reading never returns (like a `Never` body), writing does nothing.
  static func unreadable() -> StandInLocation<Value> {
    StandInLocation(read: { StandInNever.unreachable() }, write: { _ in })
  }
}

/// A reference the stand-in's `State` keeps its value in.
final class StandInBox<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }

  var location: StandInLocation<Value> {
    StandInLocation(read: { self.value }, write: { self.value = $0 })
  }
}
