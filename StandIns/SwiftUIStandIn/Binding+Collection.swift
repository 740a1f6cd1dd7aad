/// A binding to a mutable collection is a collection of bindings to its elements, as in
/// SwiftUI (iOS 15): `ForEach($items) { $item in ... }`.
///
/// https://developer.apple.com/documentation/swiftui/binding
extension Binding: Sequence where Value: MutableCollection {
  /// A binding to an element of the collection.
  public typealias Element = Binding<Value.Element>
  /// An iterator over the element bindings.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A slice of the element bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The collection's index.
  public typealias Index = Value.Index
  /// The collection's indices.
  public typealias Indices = Value.Indices

  /// The position of the first element.
  public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }

  /// The position one past the last element.
  public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }

  /// The indices that are valid for subscripting the collection.
  public var indices: Value.Indices { wrappedValue.indices }

  /// Returns the position immediately after the given index.
  ///
  /// - Parameter i: A valid index of the collection.
  /// - Returns: The index after it.
  public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(after: i) }

  /// Replaces the given index with its successor.
  ///
  /// - Parameter i: A valid index of the collection.
  public func formIndex(after i: inout Binding<Value>.Index) { wrappedValue.formIndex(after: &i) }

  /// A binding to the element at a position.
  ///
  /// - Parameter position: A valid index of the collection.
  public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
    let location = self.location
    return Binding<Value.Element>(
      location: StandInLocation(
        read: { location.read()[position] },
        write: { newValue in
          var value = location.read()
          value[position] = newValue
          location.write(value)
        }))
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
  /// Returns the position immediately before the given index.
  ///
  /// - Parameter i: A valid index of the collection, greater than `startIndex`.
  /// - Returns: The index before it.
  public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(before: i) }

  /// Replaces the given index with its predecessor.
  ///
  /// - Parameter i: A valid index of the collection, greater than `startIndex`.
  public func formIndex(before i: inout Binding<Value>.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
