/// The values a path match captured, as UTF-8 bytes back to back in one allocation: each is
/// made a `String` only when read, so that a match creates no string.
///
/// The storage holds `count` end offsets (`Int`s, each value's end in the bytes after
/// them), then the bytes. It is written once, when made, and never changes.
@usableFromInline
struct PackedValues: @unchecked Sendable {
  // Unchecked: the buffer is written only by `make` before anyone else sees it.
  @usableFromInline let buffer: ManagedBuffer<Int, UInt8>

  /// Makes the storage for `count` values of `byteCount` bytes in all; `fill` writes each
  /// value's end offset and the bytes.
  ///
  /// - Parameters:
  ///   - count: The number of values.
  ///   - byteCount: The values' bytes in all.
  ///   - fill: Writes `count` end offsets (`Int`s, stored at the first pointer with
  ///     `storeBytes`) and `byteCount` bytes (at the second), and may write up to
  ///     ``spareBytes`` bytes after them (never read), to copy a short value as one word.
  @inline(__always)
  static func make(
    count: Int, byteCount: Int, fill: (UnsafeMutableRawPointer, UnsafeMutablePointer<UInt8>) -> Void
  ) -> PackedValues {
    let buffer = ManagedBuffer<Int, UInt8>.create(minimumCapacity: 8 * count + byteCount + spareBytes) { _ in count }
    buffer.withUnsafeMutablePointerToElements { elements in
      fill(UnsafeMutableRawPointer(elements), elements + 8 * count)
    }
    return PackedValues(buffer: buffer)
  }

  /// The room after the values that ``make(count:byteCount:fill:)`` may write to.
  static var spareBytes: Int { 8 }

  /// The number of values.
  @inlinable
  var count: Int {
    // Through the pointer: reading `header` itself is a checked access of a class's property.
    buffer.withUnsafeMutablePointerToHeader { $0.pointee }
  }

  /// The value at `position`, decoded from its UTF-8 bytes; empty past the end.
  func value(at position: Int) -> String {
    buffer.withUnsafeMutablePointers { header, elements in
      let count = header.pointee
      guard position >= 0, position < count else { return "" }
      let ends = UnsafeRawPointer(elements)
      let start = position == 0 ? 0 : ends.loadUnaligned(fromByteOffset: 8 * (position - 1), as: Int.self)
      let end = ends.loadUnaligned(fromByteOffset: 8 * position, as: Int.self)
      return String(decoding: UnsafeBufferPointer(start: elements + 8 * count + start, count: end - start), as: UTF8.self)
    }
  }
}
