import Foundation

extension RouteTrie {
  /// The schemes a parameter may never carry, whatever the host.
  static var forbiddenSchemes: Set<String> { ["javascript", "data", "file", "vbscript"] }

  /// The target of an absolute URL in `value` that is not allowed, or nil when `value` is safe.
  ///
  /// The value is read as a browser reads a link (WHATWG URL Standard, "basic URL parser"):
  /// leading spaces and control characters are dropped and tabs and line breaks ignored, so
  /// `" //evil.example"` and `"/\t/evil.example"` are the protocol-relative `//evil.example`.
  /// A value is then an absolute URL when it starts with two slashes or backslashes
  /// (protocol-relative), or with a scheme followed by `//`, or with `http:`/`https:`.
  /// Such a URL is allowed only when its host is a universal-link host, a configured
  /// redirect host, or a host named by a pattern. `javascript:`, `data:`, `file:` and
  /// `vbscript:` values are never allowed. Text such as `title: foo` is not a URL.
  func redirectTarget(_ value: String) -> String? {
    guard Self.mayBeAbsoluteURL(value) else { return nil }
    let read = Self.asABrowserReadsIt(value)
    let slash = UInt8(ascii: "/")
    let backslash = UInt8(ascii: "\\")
    let utf8 = Array(read.utf8.prefix(2))
    if utf8.count == 2, utf8[0] == slash || utf8[0] == backslash, utf8[1] == slash || utf8[1] == backslash {
      let normalized = "https:" + read.replacingOccurrences(of: "\\", with: "/")
      return allowed(host: URL(string: normalized)?.host(percentEncoded: false)) ? nil : value
    }
    guard let colon = read.firstIndex(of: ":"), DeepLinkPattern.isScheme(read[..<colon]) else { return nil }
    let scheme = read[..<colon].lowercased()
    if Self.forbiddenSchemes.contains(scheme) { return value }
    let rest = read[read.index(after: colon)...]
    guard scheme == "http" || scheme == "https" || rest.hasPrefix("//") else { return nil }
    return allowed(host: URL(string: read)?.host(percentEncoded: false)) ? nil : value
  }

  /// Whether `value` needs a closer look: only a value starting with a space, a control
  /// character, a slash or a backslash, or holding a `:`, can read as an absolute URL.
  @inline(__always)
  static func mayBeAbsoluteURL(_ value: String) -> Bool {
    value.withBorrowedUTF8(mayBeAbsoluteURL)
  }

  /// ``mayBeAbsoluteURL(_:)-(String)`` on a value's UTF-8 bytes.
  static func mayBeAbsoluteURL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first else { return false }
    return startsAbsoluteURL(first) || bytes.contains(UInt8(ascii: ":"))
  }

  /// Whether a value starting with `byte` may read as an absolute URL whatever else it holds.
  @inline(__always)
  static func startsAbsoluteURL(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\")
  }

  /// `value` as a browser's URL parser sees it: leading C0 controls and spaces dropped,
  /// every tab, line feed and carriage return removed (`value` itself when there is none).
  static func asABrowserReadsIt(_ value: String) -> String {
    let plain = value.utf8.first.map { $0 > 0x20 } ?? true
    if plain && !value.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { return value }
    let bytes = value.utf8.drop { $0 <= 0x20 }.filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func allowed(host: String?) -> Bool {
    guard let host, !host.isEmpty else { return false }
    return Self.host(host.lowercased(), isIn: redirectHosts)
  }
}
