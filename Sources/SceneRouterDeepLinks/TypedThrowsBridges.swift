// Bridges from the standard library's `rethrows` closures to typed throws.

extension String {
  /// Runs `body` on the string's UTF-8 bytes: borrowed in place (neither copied nor
  /// retained) when the string is stored contiguously, else on a contiguous copy.
  @inline(__always)
  func withBorrowedUTF8<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
    let read = utf8.withContiguousStorageIfAvailable { bytes in Result { () throws(E) -> R in try body(bytes) } }
    if let read { return try read.get() }
    var copy = self
    return try copy.withUTF8 { bytes in Result { () throws(E) -> R in try body(bytes) } }.get()
  }
}

extension Substring {
  @inline(__always)
  mutating func withUTF8Throwing<R>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(DeepLinkError) -> R
  ) throws(DeepLinkError) -> R {
    try withUTF8 { buffer in Result { () throws(DeepLinkError) -> R in try body(buffer) } }.get()
  }
}

extension Array {
  @inline(__always)
  mutating func withMutableBufferThrowing<R>(
    _ body: (UnsafeMutableBufferPointer<Element>) throws(DeepLinkError) -> R
  ) throws(DeepLinkError) -> R {
    try withUnsafeMutableBufferPointer { buffer in
      Result { () throws(DeepLinkError) -> R in try body(buffer) }
    }.get()
  }
}
