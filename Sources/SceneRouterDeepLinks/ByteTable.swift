/// A hash table from (parent, byte string) pairs to `Int32` values, looked up without
/// allocating.
///
/// One table holds the literal edges of a whole trie: the parent is the node an edge leaves
/// and the value the child, so registering a pattern creates no table per node. The keys'
/// bytes live back to back in one array; a slot holds a key's hash, parent, place in that
/// array and value. With `folding`, ASCII letters compare case-insensitively (keys are
/// stored lowercased). Tables used without parents pass 0.
struct ByteTable: Sendable {
  private struct Slot: Sendable {
    /// The low 32 bits of the key's hash combined with its parent.
    var hash: UInt32
    var parent: Int32
    /// Where the key's bytes start in ``ByteTable/keys``; -1 for an empty slot.
    var start: Int32
    var length: Int32
    var value: Int32
  }

  /// Every key's bytes, back to back (folded when the table folds).
  private var keys: [UInt8] = []
  /// Open addressing with linear probing; a power of two in size, never more than three
  /// quarters full.
  private var slots: [Slot] = []
  private(set) var count = 0
  let folding: Bool

  init(folding: Bool) {
    self.folding = folding
  }

  /// `byte` with an ASCII capital letter made lowercase.
  @inline(__always)
  static func fold(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }

  /// Eight bytes with each ASCII capital letter made lowercase, as ``fold(_:)`` does byte by byte.
  @inline(__always)
  static func foldWord(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let heptets = word & ~high
    // High bit of each byte set where the byte's low seven bits are at least `A`, and where
    // they are past `Z`; bytes with their own high bit set are never letters.
    let atLeastA = heptets &+ (0x80 &- 0x41) &* low
    let pastZ = heptets &+ (0x80 &- 0x5B) &* low
    let isCapital = atLeastA & ~pastZ & ~word & high
    return word | (isCapital &>> 2)
  }

  /// The hash of `bytes` as this table computes it (folded to lowercase when it folds).
  @inline(__always)
  func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    Self.hash(bytes, folding: folding)
  }

  static var seed: UInt64 { 0x243f_6a88_85a3_08d3 }

  /// The hash of `bytes`, folded to lowercase when `folding` is set, eight bytes at a time.
  ///
  /// The length is mixed in first, so the last word may overlap the one before (a tail of
  /// fewer than eight bytes is read as the last eight), and a text shorter than eight bytes
  /// is read as its first and last four bytes, or its first, middle and last byte: every
  /// byte is read, and none outside `bytes`.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, folding: Bool) -> UInt64 {
    let count = bytes.count
    var hash = seed ^ UInt64(truncatingIfNeeded: count)
    guard let base = bytes.baseAddress, count > 0 else { return mixWord(hash, 0) }
    let raw = UnsafeRawPointer(base)
    if count < 8 {
      let word: UInt64
      if count >= 4 {
        word = UInt64(raw.loadUnaligned(as: UInt32.self))
          | UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)) &<< 32
      } else {
        word = UInt64(base[0]) | UInt64(base[count &>> 1]) &<< 8 | UInt64(base[count &- 1]) &<< 16
      }
      return mixWord(hash, folding ? foldWord(word) : word)
    }
    var index = 0
    while index &+ 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      hash = mixWord(hash, folding ? foldWord(word) : word)
      index &+= 8
    }
    if index < count {
      let word = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      hash = mixWord(hash, folding ? foldWord(word) : word)
    }
    return hash
  }

  /// Mixes one word into a hash: a full-width multiply, its high half folded into the low
  /// one, so that the low bits (which choose a slot) depend on every bit of the word.
  @inline(__always)
  static func mixWord(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let product = (hash ^ word).multipliedFullWidth(by: 0x9e37_79b9_7f4a_7c15)
    return product.high ^ product.low
  }

  /// The value stored for `bytes` under `parent`, or nil.
  @inline(__always)
  func value(for bytes: UnsafeBufferPointer<UInt8>, parent: Int32 = 0) -> Int32? {
    value(for: bytes, hash: hash(bytes), parent: parent)
  }

  /// The value stored for `bytes` under `parent`, whose hash (see ``hash(_:)``) is known.
  @inline(__always)
  func value(for bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, parent: Int32 = 0) -> Int32? {
    guard count > 0 else { return nil }
    let index = probe(bytes, hash: Self.slotHash(hash, parent: parent), parent: parent)
    return slots[index].start >= 0 ? slots[index].value : nil
  }

  /// Stores `value` for `bytes` under `parent` unless a value is stored already; returns
  /// the value stored.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, parent: Int32 = 0, value: Int32) -> Int32 {
    insert(bytes, hash: hash(bytes), parent: parent, value: value)
  }

  /// ``insert(_:parent:value:)`` for `bytes` whose hash (see ``hash(_:)``) is known.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, parent: Int32 = 0, value: Int32) -> Int32 {
    if (count + 1) * 4 > slots.count * 3 { grow() }
    let combined = Self.slotHash(hash, parent: parent)
    let index = probe(bytes, hash: combined, parent: parent)
    if slots[index].start >= 0 { return slots[index].value }
    let start = keys.count
    for byte in bytes { keys.append(folding ? Self.fold(byte) : byte) }
    slots[index] = Slot(
      hash: combined, parent: parent, start: Int32(truncatingIfNeeded: start),
      length: Int32(truncatingIfNeeded: bytes.count), value: value)
    count += 1
    return value
  }

  /// The hash a slot keeps: the key's hash combined with its parent, low 32 bits.
  @inline(__always)
  private static func slotHash(_ hash: UInt64, parent: Int32) -> UInt32 {
    UInt32(truncatingIfNeeded: hash &+ UInt64(truncatingIfNeeded: parent) &* 0x9e37_79b9_7f4a_7c15)
  }

  /// The slot holding `bytes` under `parent`, or the empty slot where they would go.
  @inline(__always)
  private func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32, parent: Int32) -> Int {
    let mask = slots.count - 1
    var index = Int(hash) & mask
    while true {
      let slot = slots[index]
      if slot.start < 0 { return index }
      if slot.hash == hash && slot.parent == parent && Int(slot.length) == bytes.count
        && keyEquals(Int(slot.start), bytes)
      {
        return index
      }
      index = (index + 1) & mask
    }
  }

  /// Whether the key stored at `start` holds `bytes` (folded when the table folds).
  @inline(__always)
  private func keyEquals(_ start: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    keys.withUnsafeBufferPointer { keys in
      guard folding else { return sameBytes(UnsafeBufferPointer(rebasing: keys[start..<(start + bytes.count)]), bytes) }
      for offset in 0..<bytes.count where keys[start + offset] != Self.fold(bytes[offset]) { return false }
      return true
    }
  }

  /// Doubles the slots (at least 8) and places every key again.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(hash: 0, parent: 0, start: -1, length: 0, value: -1), count: max(8, old.count * 2))
    let mask = slots.count - 1
    for slot in old where slot.start >= 0 {
      var index = Int(slot.hash) & mask
      while slots[index].start >= 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
  }
}

/// Whether two byte ranges hold the same bytes.
@inline(__always)
func sameBytes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
  guard lhs.count == rhs.count else { return false }
  guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
  return memcmpBytes(left, right, lhs.count)
}

/// Whether `count` bytes at `lhs` equal `count` bytes at `rhs`: eight or four bytes at a
/// time, the last word overlapping the ones before (keys are short, and a call to `memcmp`
/// cost more than the comparison).
@inline(__always)
func memcmpBytes(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
  let left = UnsafeRawPointer(lhs)
  let right = UnsafeRawPointer(rhs)
  func equal<Word: FixedWidthInteger>(at offset: Int, _: Word.Type) -> Bool {
    left.loadUnaligned(fromByteOffset: offset, as: Word.self) == right.loadUnaligned(fromByteOffset: offset, as: Word.self)
  }
  if count >= 8 {
    var offset = 0
    while offset + 8 < count {
      if !equal(at: offset, UInt64.self) { return false }
      offset += 8
    }
    return equal(at: count - 8, UInt64.self)
  }
  if count >= 4 { return equal(at: 0, UInt32.self) && equal(at: count - 4, UInt32.self) }
  for offset in 0..<count where lhs[offset] != rhs[offset] { return false }
  return true
}
