// Bridges from the standard library's `rethrows` closures to typed throws.

extension String {
  @inline(__always)
  mutating func withUTF8Throwing<R>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(DeepLinkError) -> R
  ) throws(DeepLinkError) -> R {
    try withUTF8 { buffer in Result { () throws(DeepLinkError) -> R in try body(buffer) } }.get()
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

  @inline(__always)
  func withBufferThrowing<R>(
    _ body: (UnsafeBufferPointer<Element>) throws(DeepLinkError) -> R
  ) throws(DeepLinkError) -> R {
    try withUnsafeBufferPointer { buffer in Result { () throws(DeepLinkError) -> R in try body(buffer) } }.get()
  }
}
