/// An open-addressing hash table from byte strings to `Int32`, looked up without allocating.
///
/// Keys live back to back in one byte array; a lookup hashes the bytes it is given (FNV-1a)
/// and compares candidates with `memcmp`-like loops. With `folding`, ASCII letters compare
/// case-insensitively (keys are stored lowercased).
struct ByteTable: Sendable {
  private struct Slot: Sendable {
    var hash: UInt64
    var start: Int32
    var length: Int32
    var value: Int32
  }

  private var keys: [UInt8] = []
  private var slots: [Slot] = []
  private(set) var count = 0
  let folding: Bool

  init(folding: Bool) {
    self.folding = folding
  }

  @inline(__always)
  static func fold(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }

  /// FNV-1a's starting value.
  static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }

  /// Mixes one byte into an FNV-1a hash.
  @inline(__always)
  static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x100_0000_01b3
  }

  /// The FNV-1a hash of `bytes`, folded to lowercase when the table folds.
  @inline(__always)
  func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = Self.offsetBasis
    if folding {
      for byte in bytes { hash = Self.mix(hash, Self.fold(byte)) }
    } else {
      for byte in bytes { hash = Self.mix(hash, byte) }
    }
    return hash
  }

  /// The value stored for `bytes`, or nil.
  @inline(__always)
  func value(for bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    guard count > 0 else { return nil }
    return value(for: bytes, hash: hash(bytes))
  }

  /// The value stored for `bytes`, whose hash (as ``hash(_:)`` computes it) is known.
  @inline(__always)
  func value(for bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32? {
    guard count > 0 else { return nil }
    return slots.withUnsafeBufferPointer { slots in
      keys.withUnsafeBufferPointer { keys in
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
          let slot = slots[index]
          if slot.value < 0 { return nil }
          if slot.hash == hash && Int(slot.length) == bytes.count
            && equal(keys, Int(slot.start), bytes)
          {
            return slot.value
          }
          index = (index + 1) & mask
        }
      }
    }
  }

  @inline(__always)
  private func equal(_ keys: UnsafeBufferPointer<UInt8>, _ start: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if folding {
      for offset in 0..<bytes.count where keys[start + offset] != Self.fold(bytes[offset]) { return false }
      return true
    }
    guard let base = keys.baseAddress, let other = bytes.baseAddress else { return bytes.isEmpty }
    return memcmpBytes(base + start, other, bytes.count)
  }

  /// Stores `value` for `bytes` unless a value is already stored; returns the stored value.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, value: Int32) -> Int32 {
    let hash = hash(bytes)
    if let existing = self.value(for: bytes, hash: hash) { return existing }
    if (count + 1) * 4 > slots.count * 3 { grow() }
    let start = Int32(keys.count)
    if folding {
      keys.append(contentsOf: bytes.lazy.map(Self.fold))
    } else {
      keys.append(contentsOf: bytes)
    }
    place(Slot(hash: hash, start: start, length: Int32(bytes.count), value: value))
    count += 1
    return value
  }

  private mutating func place(_ slot: Slot) {
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: slot.hash) & mask
    while slots[index].value >= 0 { index = (index + 1) & mask }
    slots[index] = slot
  }

  private mutating func grow() {
    let old = slots
    slots = Array(
      repeating: Slot(hash: 0, start: 0, length: 0, value: -1), count: max(8, old.count * 2))
    for slot in old where slot.value >= 0 { place(slot) }
  }
}

/// Compares two byte ranges of equal length.
@inline(__always)
func memcmpBytes(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
  var index = 0
  while index + 8 <= count {
    if UnsafeRawPointer(lhs + index).loadUnaligned(as: UInt64.self)
      != UnsafeRawPointer(rhs + index).loadUnaligned(as: UInt64.self)
    {
      return false
    }
    index += 8
  }
  while index < count {
    if lhs[index] != rhs[index] { return false }
    index += 1
  }
  return true
}
