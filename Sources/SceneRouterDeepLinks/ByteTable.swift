/// An open-addressing hash table from (parent, byte string) pairs to `Int32`, looked up
/// without allocating.
///
/// One table holds the literal edges of a whole trie: the parent is the node an edge leaves,
/// so registering a pattern never creates a table per node. Entries live back to back in one
/// shared byte array (see ``keys``); a slot holds a hash, where its entry starts and the value,
/// 12 bytes: the parent is kept with the key, which a probe reads anyway on a hash match (a
/// table of 200,000 keys spends 6 MiB on slots, not 8), while the value stays in the slot, so
/// that a lookup goes on with it without waiting for the key's bytes (with the value in the
/// entry too, 8-byte slots, a path lookup took 2–3% longer). A lookup
/// hashes the bytes it is given (eight bytes at a time), mixes in the parent and compares
/// candidates with `memcmp`-like loops. With `folding`, ASCII letters compare
/// case-insensitively (keys are stored lowercased). Tables used without parents pass 0.
///
/// An entry can also be loose, in no slot (``appendLoose(_:value:)``): it holds its value
/// where a slotted entry holds its parent, and is found by where it starts. The trie keeps a
/// node's only literal child so, and ``adopt(_:parent:)`` moves it into the table when a
/// second one comes.
struct ByteTable: Sendable {
  private struct Slot: Sendable {
    /// The low 32 bits of the combined hash: enough to place the slot (tables stay far below
    /// 2³² slots) and to skip most unequal keys.
    var hash: UInt32
    /// Where the slot's entry starts in ``ByteTable/keys``; -1 for an empty slot.
    var start: Int32
    /// The value stored for the key: kept in the slot, so that a lookup goes on with it while
    /// the key is still being compared.
    var value: Int32
  }

  /// The entries back to back: each is its parent (four bytes), its key's length (see
  /// ``header(_:)``), then the key's bytes; then spare room (see ``keyCount``).
  private var keys: [UInt8] = []
  /// How many bytes of ``keys`` hold entries; the rest is spare room (zeros).
  private var keyCount = 0
  private var slots: [Slot] = []
  private(set) var count = 0
  let folding: Bool

  /// The bytes of an entry before its key's length: its parent.
  private static var entryPrefix: Int { 4 }

  init(folding: Bool) {
    self.folding = folding
  }

  @inline(__always)
  static func fold(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }

  /// The hash of `bytes` (folded to lowercase when the table folds), eight bytes at a time:
  /// one multiply per word, its high half folded into the low one, so that the low bits
  /// (which choose a slot) depend on every byte.
  @inline(__always)
  func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    Self.hash(bytes, folding: folding)
  }

  /// The seed of ``hash(_:)`` and of a path's hash (see ``appendingSegment(_:to:)``).
  static var seed: UInt64 { 0x243f_6a88_85a3_08d3 }

  /// The hash of `bytes`, folded to lowercase when `folding` is set; see ``hash(_:)``.
  ///
  /// The length is mixed in first, so the last word may overlap the one before (a tail of
  /// fewer than eight bytes is read as the last eight), and a text shorter than eight bytes
  /// is read as its first and last four bytes, or its first, middle and last byte: every
  /// byte is read, with no read outside `bytes`.
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

  /// Mixes one word into a hash: a full-width multiply, its high half folded into the low one.
  ///
  /// Both halves are needed: a 64-bit product's low half depends only on the low bits of
  /// the input, and bits that differ only near the top of the word (the last bytes of
  /// `area5` and `area7`) change only the top of the product's low half, so folding the
  /// low half alone put keys like these in the same slot of a small table (48 probes a
  /// lookup measured on 97 such keys, 14 on the literal edges of 10,000 generated patterns;
  /// 1.8 and 2.3 with the full product).
  @inline(__always)
  static func mixWord(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let product = (hash ^ word).multipliedFullWidth(by: 0x9e37_79b9_7f4a_7c15)
    return product.high ^ product.low
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

  /// The hash of a path after `path` (the hash of the segments before, or ``seed`` for
  /// none) when one more segment, of hash `segment`, follows: static paths are found by
  /// this hash, built from their segments' hashes on both sides.
  @inline(__always)
  static func appendingSegment(_ segment: UInt64, to path: UInt64) -> UInt64 {
    mixWord(path, segment)
  }

  /// The hash of `bytes` under `parent`, from the bytes' hash as ``hash(_:)`` computes it.
  @inline(__always)
  static func combine(_ hash: UInt64, parent: Int32) -> UInt64 {
    hash &+ UInt64(truncatingIfNeeded: parent) &* 0x9e37_79b9_7f4a_7c15
  }

  /// The value stored for `bytes` under `parent`, or nil.
  @inline(__always)
  func value(for bytes: UnsafeBufferPointer<UInt8>, parent: Int32 = 0) -> Int32? {
    guard count > 0 else { return nil }
    return value(for: bytes, hash: hash(bytes), parent: parent)
  }

  /// The value stored for `bytes` under `parent`, whose hash (as ``hash(_:)`` computes it) is known.
  @inline(__always)
  func value(for bytes: UnsafeBufferPointer<UInt8>, hash bytesHash: UInt64, parent: Int32 = 0) -> Int32? {
    guard count > 0 else { return nil }
    return probe(bytes, hash: Self.combine(bytesHash, parent: parent), parent: parent).value
  }

  /// Looks for `bytes` under `parent` by linear probing from `hash` (already combined with
  /// the parent): the stored value, or nil and the free slot where it would go. The table
  /// always keeps a quarter of its slots free, so the probe ends.
  @inline(__always)
  private func probe(
    _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, parent: Int32
  ) -> (value: Int32?, index: Int) {
    slots.withUnsafeBufferPointer { slots in
      keys.withUnsafeBufferPointer { keys in
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
          let slot = slots[index]
          if slot.start < 0 { return (nil, index) }
          if slot.hash == UInt32(truncatingIfNeeded: hash), let base = keys.baseAddress {
            let entry = UnsafeRawPointer(base + Int(slot.start))
            if Int32(littleEndian: entry.loadUnaligned(as: Int32.self)) == parent,
              let keyStart = Self.keyStart(keys, Int(slot.start) &+ Self.entryPrefix, length: bytes.count),
              equal(keys, keyStart, bytes)
            {
              return (slot.value, index)
            }
          }
          index = (index + 1) & mask
        }
      }
    }
  }

  /// How many bytes the length of a key of `length` bytes takes before the key: one below
  /// 255, else five (255, then the length in four bytes).
  @inline(__always)
  private static func header(_ length: Int) -> Int {
    length < 255 ? 1 : 5
  }

  /// Where the bytes of the key stored at `start` begin, when it is `length` bytes long; nil
  /// when its length differs.
  @inline(__always)
  private static func keyStart(_ keys: UnsafeBufferPointer<UInt8>, _ start: Int, length: Int) -> Int? {
    if length < 255 { return keys[start] == UInt8(truncatingIfNeeded: length) ? start &+ 1 : nil }
    guard keys[start] == 255, let base = keys.baseAddress else { return nil }
    let stored = UInt32(littleEndian: UnsafeRawPointer(base + start + 1).loadUnaligned(as: UInt32.self))
    return Int(stored) == length ? start &+ 5 : nil
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

  /// Stores `value` for `bytes` under `parent` unless a value is already stored; returns the stored value.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, parent: Int32 = 0, value: Int32) -> Int32 {
    insert(bytes, hash: hash(bytes), parent: parent, value: value)
  }

  /// Stores `value` for `bytes`, whose hash (as ``hash(_:)`` computes it) is known, under
  /// `parent` unless a value is already stored; returns the stored value.
  mutating func insert(
    _ bytes: UnsafeBufferPointer<UInt8>, hash bytesHash: UInt64, parent: Int32 = 0, value: Int32
  ) -> Int32 {
    // A key already stored changes nothing (the table does not even grow); a new one goes
    // to the free slot the probe ended at, found again only when the table must grow first.
    if slots.isEmpty { grow() }
    let hash = Self.combine(bytesHash, parent: parent)
    var (existing, index) = probe(bytes, hash: hash, parent: parent)
    if let existing { return existing }
    if (count + 1) * 4 > slots.count * 3 {
      grow()
      index = probe(bytes, hash: hash, parent: parent).index
    }
    let start = appendEntry(parent: parent, key: bytes)
    slots.withUnsafeMutableBufferPointer {
      $0[index] = Slot(hash: UInt32(truncatingIfNeeded: hash), start: Int32(truncatingIfNeeded: start), value: value)
    }
    count += 1
    return value
  }

  /// Stores `bytes` as a loose entry, in no slot, holding `value` where an entry of the
  /// table holds its parent; returns where it starts, for ``looseValue(at:for:)``. A node's
  /// only literal child is kept so: it is compared directly, with no probe.
  mutating func appendLoose(_ bytes: UnsafeBufferPointer<UInt8>, value: Int32) -> Int32 {
    Int32(truncatingIfNeeded: appendEntry(parent: value, key: bytes))
  }

  /// The value of the loose entry starting at `start` when its key is `bytes`, else nil.
  @inline(__always)
  func looseValue(at start: Int32, for bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    keys.withUnsafeBufferPointer { keys in
      guard let base = keys.baseAddress,
        let keyStart = Self.keyStart(keys, Int(start) &+ Self.entryPrefix, length: bytes.count),
        equal(keys, keyStart, bytes)
      else { return nil }
      return Int32(littleEndian: UnsafeRawPointer(base + Int(start)).loadUnaligned(as: Int32.self))
    }
  }

  /// Puts the loose entry starting at `start` into the table under `parent`, with the value
  /// it holds; its key must not be stored under `parent` yet.
  mutating func adopt(_ start: Int32, parent: Int32) {
    let entry = Int(start)
    let (value, bytesHash) = keys.withUnsafeBufferPointer { keys -> (Int32, UInt64) in
      guard let base = keys.baseAddress else { return (-1, 0) }
      let value = Int32(littleEndian: UnsafeRawPointer(base + entry).loadUnaligned(as: Int32.self))
      // The key's length: one byte below 255, else 255 and four bytes (see `header`).
      var keyStart = entry + Self.entryPrefix + 1
      var length = Int(keys[keyStart - 1])
      if length == 255 {
        length = Int(UInt32(littleEndian: UnsafeRawPointer(base + keyStart).loadUnaligned(as: UInt32.self)))
        keyStart += 4
      }
      // Stored folded when the table folds: hashing folds again, to the same hash.
      return (value, hash(UnsafeBufferPointer(start: base + keyStart, count: length)))
    }
    if slots.isEmpty || (count + 1) * 4 > slots.count * 3 { grow() }
    keys.withUnsafeMutableBufferPointer { keys in
      guard let base = keys.baseAddress else { return }
      UnsafeMutableRawPointer(base + entry).storeBytes(of: parent.littleEndian, as: Int32.self)
    }
    let combined = Self.combine(bytesHash, parent: parent)
    slots.withUnsafeMutableBufferPointer { slots in
      let mask = slots.count - 1
      var index = Int(truncatingIfNeeded: combined) & mask
      while slots[index].start >= 0 { index = (index &+ 1) & mask }
      slots[index] = Slot(hash: UInt32(truncatingIfNeeded: combined), start: start, value: value)
    }
    count += 1
  }

  /// Writes an entry past the bytes in use: `parent`, the key's length, then the key
  /// (folded when the table folds); returns where it starts.
  @inline(__always)
  private mutating func appendEntry(parent: Int32, key bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let start = keyCount
    let length = bytes.count
    let header = Self.header(length)
    let size = Self.entryPrefix + header + length
    if start + size > keys.count { growKeys(toHold: start + size) }
    let folding = self.folding
    keys.withUnsafeMutableBufferPointer { keys in
      guard let base = keys.baseAddress else { return }
      let entry = UnsafeMutableRawPointer(base + start)
      entry.storeBytes(of: parent.littleEndian, as: Int32.self)
      if length < 255 {
        entry.storeBytes(of: UInt8(truncatingIfNeeded: length), toByteOffset: Self.entryPrefix, as: UInt8.self)
      } else {
        entry.storeBytes(of: 255, toByteOffset: Self.entryPrefix, as: UInt8.self)
        (entry + Self.entryPrefix + 1).storeBytes(of: UInt32(truncatingIfNeeded: length).littleEndian, as: UInt32.self)
      }
      guard let source = bytes.baseAddress else { return }
      let target = base + start + Self.entryPrefix + header
      if folding {
        for offset in 0..<length { target[offset] = Self.fold(source[offset]) }
      } else {
        Self.copy(source, to: target, count: length)
      }
    }
    keyCount = start + size
    return start
  }

  /// Replaces ``keys`` with room for `needed` bytes and half as many again as are in use:
  /// the bytes in use copied, the rest zeros, so that the spare room stays a third of the
  /// bytes or less and storing an entry is one write into room already there.
  private mutating func growKeys(toHold needed: Int) {
    let used = keyCount
    let size = Swift.max(needed, used + used / 2, 64)
    keys = keys.withUnsafeBufferPointer { old in
      [UInt8](unsafeUninitializedCapacity: size) { new, initialized in
        guard let target = new.baseAddress else { return }
        if let source = old.baseAddress { target.initialize(from: source, count: used) }
        (target + used).initialize(repeating: 0, count: size - used)
        initialized = size
      }
    }
  }

  /// Copies `count` bytes, eight at a time (the last eight overlapping the ones before): keys
  /// are short, and a call to `memcpy` costs more than the copy.
  @inline(__always)
  static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    if count >= 8 {
      var offset = 0
      while offset &+ 8 < count {
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
        offset &+= 8
      }
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self), toByteOffset: count &- 8, as: UInt64.self)
    } else if count >= 4 {
      to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self), toByteOffset: count &- 4, as: UInt32.self)
    } else {
      for offset in 0..<count { target[offset] = source[offset] }
    }
  }

  /// Doubles the slots and places every used one again, on the buffers' pointers.
  private mutating func grow() {
    let capacity = Swift.max(8, slots.count * 2)
    let mask = capacity - 1
    let empty = Slot(hash: 0, start: -1, value: -1)
    slots = slots.withUnsafeBufferPointer { old in
      [Slot](unsafeUninitializedCapacity: capacity) { new, initialized in
        guard let slots = new.baseAddress else { return }
        slots.initialize(repeating: empty, count: capacity)
        for slot in old where slot.start >= 0 {
          var index = Int(truncatingIfNeeded: slot.hash) & mask
          while slots[index].start >= 0 { index = (index &+ 1) & mask }
          slots[index] = slot
        }
        initialized = capacity
      }
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

/// Compares two byte ranges of equal length.
@inline(__always)
func memcmpBytes(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
  let left = UnsafeRawPointer(lhs)
  let right = UnsafeRawPointer(rhs)
  if count >= 8 {
    // Whole words, then the last eight bytes (overlapping the words before when needed).
    var index = 0
    while index &+ 8 < count {
      if left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      {
        return false
      }
      index &+= 8
    }
    return left.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      == right.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
  }
  if count >= 4 {
    // The first four bytes and the last four, overlapping when fewer than eight.
    return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
      && left.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        == right.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
  }
  var index = 0
  while index < count {
    if lhs[index] != rhs[index] { return false }
    index &+= 1
  }
  return true
}

/// An open-addressing hash table from 64-bit digests to non-negative `Int32` values; the
/// digest is its own hash, so a lookup costs a multiply and a probe, with no `Hasher`.
struct DigestTable: Sendable {
  private struct Slot: Sendable {
    var digest: UInt64
    /// -1 for an empty slot.
    var value: Int32
  }

  private var slots: [Slot] = []
  private(set) var count = 0

  /// The value stored for `digest`, or nil.
  subscript(digest: UInt64) -> Int32? {
    guard count > 0 else { return nil }
    let mask = slots.count - 1
    var index = Self.start(digest) & mask
    while true {
      let slot = slots[index]
      if slot.value < 0 { return nil }
      if slot.digest == digest { return slot.value }
      index = (index + 1) & mask
    }
  }

  /// Stores `value` (not negative) for `digest`, replacing what was stored.
  mutating func insert(_ digest: UInt64, value: Int32) {
    if (count + 1) * 4 > slots.count * 3 { grow() }
    let mask = slots.count - 1
    var index = Self.start(digest) & mask
    while slots[index].value >= 0 {
      if slots[index].digest == digest {
        slots[index].value = value
        return
      }
      index = (index + 1) & mask
    }
    slots[index] = Slot(digest: digest, value: value)
    count += 1
  }

  /// The first slot to probe: the digest's high bits, spread by a multiply.
  @inline(__always)
  private static func start(_ digest: UInt64) -> Int {
    Int(truncatingIfNeeded: (digest &* 0x9e37_79b9_7f4a_7c15) >> 32)
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(digest: 0, value: -1), count: max(16, old.count * 2))
    let mask = slots.count - 1
    for slot in old where slot.value >= 0 {
      var index = Self.start(slot.digest) & mask
      while slots[index].value >= 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
  }
}
