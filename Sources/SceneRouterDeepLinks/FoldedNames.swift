/// A short list of lowercased ASCII names (schemes or hosts), compared with a link's bytes
/// case-insensitively without creating a string.
///
/// A link names a scheme or host as written; the matcher needs to know whether it is one of
/// the configured names, and then the name itself (lowercased). Both come from here: the
/// stored text is returned, so reading a link allocates nothing for its scheme or host.
struct FoldedNames: Sendable {
  /// The names' UTF-8 bytes (lowercased), back to back.
  private let bytes: [UInt8]
  /// Where each name starts in ``bytes``; one more entry than names, the last the end.
  private let starts: [Int]
  /// The names as given (lowercased).
  let texts: [String]

  /// Keeps `names`, lowercased.
  ///
  /// - Parameters:
  ///   - names: The schemes or hosts.
  init(_ names: some Sequence<String>) {
    var bytes: [UInt8] = []
    var starts: [Int] = [0]
    var texts: [String] = []
    for name in names {
      let lowered = name.lowercased()
      texts.append(lowered)
      bytes.append(contentsOf: lowered.utf8)
      starts.append(bytes.count)
    }
    self.bytes = bytes
    self.starts = starts
    self.texts = texts
  }

  /// The index of the name equal to `text` when both are folded to lowercase, or nil.
  ///
  /// - Parameters:
  ///   - text: A scheme or host as written in a link.
  func index(of text: UnsafeBufferPointer<UInt8>) -> Int? {
    bytes.withUnsafeBufferPointer { names in
      for index in 0..<texts.count {
        let start = starts[index]
        guard starts[index + 1] - start == text.count else { continue }
        guard let name = names.baseAddress, let written = text.baseAddress else { return index }
        if Self.equalFolded(name + start, written, text.count) { return index }
      }
      return nil
    }
  }

  /// Whether `count` bytes of a lowercased name equal `count` bytes of a text folded to
  /// lowercase: eight at a time (the last eight overlapping), byte by byte when shorter.
  @inline(__always)
  static func equalFolded(_ name: UnsafePointer<UInt8>, _ text: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    guard count >= 8 else {
      var offset = 0
      while offset < count {
        if name[offset] != ByteTable.fold(text[offset]) { return false }
        offset &+= 1
      }
      return true
    }
    let left = UnsafeRawPointer(name)
    let right = UnsafeRawPointer(text)
    var offset = 0
    while offset &+ 8 < count {
      if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != ByteTable.foldWord(right.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      {
        return false
      }
      offset &+= 8
    }
    return left.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      == ByteTable.foldWord(right.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
  }
}
