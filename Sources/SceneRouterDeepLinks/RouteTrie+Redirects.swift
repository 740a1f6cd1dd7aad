import Foundation

extension RouteTrie {
  /// The schemes a parameter may never carry, whatever the host.
  static var forbiddenSchemes: Set<String> { ["javascript", "data", "file", "vbscript"] }

  /// The target of an absolute URL in `value` that is not allowed, or nil when `value` is safe.
  ///
  /// A value is an absolute URL when it starts with `//` or a backslash variant
  /// (protocol-relative), or with a scheme followed by `//`, or with `http:`/`https:`.
  /// Such a URL is allowed only when its host is a universal-link host, a configured
  /// redirect host, or a host named by a pattern. `javascript:`, `data:`, `file:` and
  /// `vbscript:` values are never allowed. Text such as `title: foo` is not a URL.
  func redirectTarget(_ value: String) -> String? {
    guard let first = value.utf8.first else { return nil }
    let slash = UInt8(ascii: "/")
    let backslash = UInt8(ascii: "\\")
    guard first == slash || first == backslash || value.utf8.contains(UInt8(ascii: ":")) else { return nil }
    let trimmed = value.drop { $0 == " " }
    let utf8 = Array(trimmed.utf8.prefix(2))
    if utf8.count == 2, utf8[0] == slash || utf8[0] == backslash, utf8[1] == slash || utf8[1] == backslash {
      let normalized = "https:" + trimmed.replacingOccurrences(of: "\\", with: "/")
      return allowed(host: URL(string: normalized)?.host(percentEncoded: false)) ? nil : value
    }
    guard let colon = trimmed.firstIndex(of: ":"), DeepLinkPattern.isScheme(trimmed[..<colon]) else { return nil }
    let scheme = trimmed[..<colon].lowercased()
    if Self.forbiddenSchemes.contains(scheme) { return value }
    let rest = trimmed[trimmed.index(after: colon)...]
    guard scheme == "http" || scheme == "https" || rest.hasPrefix("//") else { return nil }
    return allowed(host: URL(string: String(trimmed))?.host(percentEncoded: false)) ? nil : value
  }

  private func allowed(host: String?) -> Bool {
    guard let host, !host.isEmpty else { return false }
    return redirectHosts.contains(host.lowercased())
  }
}
