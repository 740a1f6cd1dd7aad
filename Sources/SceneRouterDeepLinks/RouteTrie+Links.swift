import Foundation

extension RouteTrie {
  /// What reading a link's text directly gave: the match (or none), or a link whose form the
  /// reader leaves to Foundation's accessors.
  enum DirectRead {
    case read(RawMatch?)
    case unusual
  }

  /// What a scan of a link's text (one not starting with `/`) found, once it passed the
  /// policy for raw characters.
  struct LinkScan {
    /// Some bytes must be escaped before Foundation reads the text (non-ASCII, `{`, `|`, …).
    var needsEscapes: Bool
    /// Foundation would read the text as it is, with nothing to escape: no brackets and at
    /// most one `#`, so that ``RouteTrie/readDirectly(_:origin:)`` may read it instead.
    var isPlain: Bool
  }

  /// Matches a full URL or a path with optional query and fragment.
  ///
  /// Text starting with `/` is a path (as from ``match(path:origin:)``); anything else is
  /// parsed as a URL with the same policy as a path: control characters, raw spaces and
  /// malformed escapes are refused; other characters URLs escape (`{`, `|`, `café`) are read
  /// as if escaped.
  ///
  /// - Parameters:
  ///   - link: A URL such as `myapp://product/42` or a path such as `/users/42?tab=likes`.
  ///   - origin: Whether the link comes from outside the app (the default) or from the app.
  /// - Returns: The best match, or nil when no pattern matches.
  /// - Throws: ``DeepLinkError`` when the input is refused.
  /// - Complexity: as ``match(path:origin:)``; a link in an unusual form is parsed by Foundation first.
  @usableFromInline
  func match(_ link: String, origin: EntrySource = .link) throws(DeepLinkError) -> RawMatch? {
    try link.withBorrowedUTF8 { (bytes) throws(DeepLinkError) -> RawMatch? in
      if bytes.first == UInt8(ascii: "/") { return try match(pathAndQuery: bytes, origin: InputOrigin(path: origin)) }
      guard bytes.count <= configuration.maximumLength else {
        throw .tooLong(length: bytes.count, limit: configuration.maximumLength)
      }
      guard let scan = try Self.scan(bytes) else { throw .malformedURL }
      if scan.isPlain, case .read(let found) = try readDirectly(bytes, origin: origin) { return found }
      guard let url = Self.url(link, needsEscapes: scan.needsEscapes) else { throw .malformedURL }
      return try match(url, origin: origin)
    }
  }

  /// Matches a URL.
  ///
  /// For a configured custom scheme the host is read as the first path segment; an
  /// `http`/`https` URL must have a universal-link host or a host named by a pattern.
  ///
  /// - Parameters:
  ///   - url: The URL to match.
  ///   - origin: Whether the URL comes from outside the app (the default) or from the app.
  /// - Returns: The best match, or nil when no pattern matches.
  /// - Throws: ``DeepLinkError`` when the URL is refused.
  /// - Complexity: as ``match(path:origin:)``: a URL in the usual form is read from its own
  ///   text; one with a user, a port, an IP literal or an escaped host through Foundation's accessors.
  @usableFromInline
  func match(_ url: URL, origin: EntrySource = .link) throws(DeepLinkError) -> RawMatch? {
    let absolute = url.absoluteString
    let length = absolute.utf8.count
    guard length <= configuration.maximumLength else {
      throw .tooLong(length: length, limit: configuration.maximumLength)
    }
    if url.baseURL == nil {
      let outcome = try absolute.withBorrowedUTF8 { (bytes) throws(DeepLinkError) in
        try readDirectly(bytes, origin: origin)
      }
      if case .read(let found) = outcome { return found }
    }
    return try matchThroughAccessors(url, origin: origin)
  }

  /// Reads a URL's text in the usual form, `scheme://host/path?query#fragment`, straight from
  /// its UTF-8 bytes: the scheme and host go to ``inputOrigin(scheme:host:origin:)``, the
  /// path and query (for a custom scheme, from the `/` before the host) to
  /// ``match(pathAndQuery:origin:)``.
  ///
  /// Reads only links that Foundation reads the same way: a known scheme, a host of letters,
  /// digits, `-` and `.` only (no user, port, escapes or IP literal), and a path after an
  /// `http`/`https` host or an empty one. Anything else is ``DirectRead/unusual``, for
  /// ``matchThroughAccessors(_:origin:)``.
  ///
  /// - Parameters:
  ///   - all: The URL's text, already checked (a `URL`'s own, or a link's scanned as plain).
  ///   - origin: Whether the link comes from outside the app.
  func readDirectly(_ all: UnsafeBufferPointer<UInt8>, origin: EntrySource) throws(DeepLinkError) -> DirectRead {
    let slash = UInt8(ascii: "/")
    guard let colon = all.firstIndex(of: UInt8(ascii: ":")), colon > 0, colon + 2 < all.count,
      all[colon + 1] == slash, all[colon + 2] == slash
    else { return .unusual }
    let hostStart = colon + 3
    var hostEnd = hostStart
    while hostEnd < all.count && all[hostEnd] != slash && all[hostEnd] != UInt8(ascii: "?")
      && all[hostEnd] != UInt8(ascii: "#")
    {
      let byte = all[hostEnd]
      guard DeepLinkPattern.isLetter(byte) || DeepLinkPattern.isDigit(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
      else { return .unusual }
      hostEnd += 1
    }
    let scheme = UnsafeBufferPointer(rebasing: all[0..<colon])
    let host = UnsafeBufferPointer(rebasing: all[hostStart..<hostEnd])
    let web = Self.webScheme(scheme)
    guard let known = web ?? Self.name(in: customSchemes, spelledBy: scheme) else { return .unusual }
    let hasPath = hostEnd < all.count && all[hostEnd] == slash
    guard hasPath || (web == nil && !host.isEmpty) else { return .unusual }
    let input = try inputOrigin(scheme: known, host: host, origin: origin)
    // For a custom scheme's host, the text from the `/` before it: `/host/path?query`.
    let pathStart = input.firstSegmentIsHost ? hostStart - 1 : hostEnd
    return .read(try match(pathAndQuery: UnsafeBufferPointer(rebasing: all[pathStart...]), origin: input))
  }

  /// Matches a URL read through Foundation's accessors (scheme, host, path and query as
  /// strings): the URLs ``readDirectly(_:origin:)`` leaves to them. The length is checked by
  /// the caller.
  func matchThroughAccessors(_ url: URL, origin: EntrySource) throws(DeepLinkError) -> RawMatch? {
    guard let rawScheme = url.scheme else {
      let relative = url.relativeString
      guard relative.utf8.first == UInt8(ascii: "/") else { throw .malformedURL }
      return try match(path: relative, origin: origin)
    }
    let scheme = rawScheme.lowercased()
    // A web host is a name, compared decoded; a custom scheme's host is the first segment,
    // decoded with the path.
    let isWeb = scheme == "http" || scheme == "https"
    let host = (isWeb ? url.host(percentEncoded: false)?.lowercased() : url.host(percentEncoded: true)) ?? ""
    let input = try host.withBorrowedUTF8 { (bytes) throws(DeepLinkError) in
      try inputOrigin(scheme: scheme, host: bytes, origin: origin)
    }
    let path = url.path(percentEncoded: true)
    var full = input.firstSegmentIsHost ? "/" + host + path : (path.isEmpty ? "/" : path)
    guard full.utf8.first == UInt8(ascii: "/") else { throw .malformedURL }
    if let query = url.query(percentEncoded: true) { full += "?" + query }
    return try full.withBorrowedUTF8 { (bytes) throws(DeepLinkError) in
      try match(pathAndQuery: bytes, origin: input)
    }
  }

  /// Where a URL with `scheme` (lowercased) and `host` (as written, empty for none) may
  /// lead, by the configuration's rules:
  /// - `http` and `https` need a host: a universal-link host reaches path-only patterns, a
  ///   host a pattern names reaches only the patterns naming it; any other is refused;
  /// - a custom scheme's host stands for the first path segment, compared
  ///   case-insensitively; an exclusive scheme reaches only the patterns naming it;
  /// - any other scheme is refused.
  func inputOrigin(
    scheme: String, host: UnsafeBufferPointer<UInt8>, origin: EntrySource
  ) throws(DeepLinkError) -> InputOrigin {
    var input = InputOrigin(path: origin)
    input.scheme = scheme
    if scheme == "http" || scheme == "https" {
      guard !host.isEmpty else { throw .missingHost }
      if let known = Self.name(in: exactUniversalLinkHosts, spelledBy: host) {
        input.host = known
      } else {
        let lowered = String(decoding: host.lazy.map(ByteTable.fold), as: UTF8.self)
        if !Self.host(lowered, isIn: universalLinkHosts) {
          guard Self.host(lowered, isIn: patternHosts) else { throw .hostNotAccepted(lowered) }
          input.reachesPathOnly = false
        }
        input.host = lowered
      }
    } else if customSchemes.contains(scheme) {
      input.reachesPathOnly = !exclusiveSchemes.contains(scheme)
      input.firstSegmentIsHost = !host.isEmpty
    } else {
      throw .unsupportedScheme(scheme)
    }
    return input
  }

  /// The name among `names` (lowercased) that `bytes` spell in any case, or nil.
  static func name(in names: [String], spelledBy bytes: UnsafeBufferPointer<UInt8>) -> String? {
    names.first { name in
      name.utf8.count == bytes.count && zip(name.utf8, bytes).allSatisfy { $0 == ByteTable.fold($1) }
    }
  }

  /// `http` or `https` when `scheme` is one of them in any case, else nil.
  static func webScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> String? {
    name(in: webSchemes, spelledBy: scheme)
  }

  static let webSchemes = ["http", "https"]

  /// The URL of a text that ``scan(_:)-(UnsafeBufferPointer<UInt8>)`` accepted: other raw
  /// characters that URLs must escape (`{`, `|`, non-ASCII UTF-8, …) are read as if
  /// percent-encoded. Nil when Foundation does not read the text as a URL.
  static func url(_ link: String, needsEscapes: Bool) -> URL? {
    guard needsEscapes else { return URL(string: link, encodingInvalidCharacters: false) }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(link.utf8.count + 16)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in link.utf8 {
      if byte >= 0x80 || PercentCoding.isEscapedInURLs(byte) {
        escaped.append(UInt8(ascii: "%"))
        escaped.append(hex[Int(byte >> 4)])
        escaped.append(hex[Int(byte & 0x0F)])
      } else {
        escaped.append(byte)
      }
    }
    return URL(string: String(decoding: escaped, as: UTF8.self), encodingInvalidCharacters: false)
  }

  /// Checks a link's text against the policy for raw characters (as a path is checked):
  /// control characters, raw spaces and malformed escapes throw the error a path gets.
  /// Nil when the text does not start with a scheme and `:`.
  static func scan(_ link: String) throws(DeepLinkError) -> LinkScan? {
    try link.withBorrowedUTF8 { (bytes) throws(DeepLinkError) -> LinkScan? in try scan(bytes) }
  }

  /// ``scan(_:)-(String)`` on the link's UTF-8 bytes.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws(DeepLinkError) -> LinkScan? {
    guard schemeEnd(bytes) != nil else { return nil }
    var needsEscapes = false
    var unusual = 0
    for (index, byte) in bytes.enumerated() where isScanned(byte) {
      if byte < 0x20 || byte == 0x7F { throw .controlCharacter }
      if byte == 0x20 { throw .rawSpace }
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, PercentCoding.hexValue(bytes[index + 1]) != nil,
          PercentCoding.hexValue(bytes[index + 2]) != nil
        else { throw .malformedPercentEscape }
      }
      if byte >= 0x80 || PercentCoding.isEscapedInURLs(byte) { needsEscapes = true }
      if byte == UInt8(ascii: "#") {
        unusual += 1
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") {
        unusual += 2
      }
    }
    return LinkScan(needsEscapes: needsEscapes, isPlain: !needsEscapes && unusual <= 1)
  }

  /// Whether ``scan(_:)-(UnsafeBufferPointer<UInt8>)`` must look at `byte`: controls, space,
  /// DEL, bytes from 0x80, `%`, `#`, `[`, `]`, and the characters URLs escape; every other
  /// byte is printable ASCII that needs nothing.
  static func isScanned(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte >= 0x7F || PercentCoding.isEscapedInURLs(byte) || byte == UInt8(ascii: "%")
      || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
  }

  /// The offset of the `:` after the scheme that `bytes` start with, or nil when they do not
  /// start with a scheme and `:`.
  static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
      isScheme(UnsafeBufferPointer(rebasing: bytes[0..<colon]))
    else { return nil }
    return colon
  }

  /// Whether `bytes` are a URL scheme: a letter, then letters, digits, `+`, `-` and `.`.
  static func isScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, DeepLinkPattern.isLetter(first) else { return false }
    return bytes.allSatisfy {
      DeepLinkPattern.isLetter($0) || DeepLinkPattern.isDigit($0) || $0 == UInt8(ascii: "+")
        || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
    }
  }
}
