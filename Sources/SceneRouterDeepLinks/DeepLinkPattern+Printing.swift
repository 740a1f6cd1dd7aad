extension DeepLinkPattern.Storage {
  /// Prints the path and query of this pattern with the given decoded values, percent-encoding them.
  ///
  /// Every value is checked so that matching the printed path reads the same values back:
  /// a path value must not be empty, `.` or `..`, nor hold control characters; a typed value
  /// must be of its type. `*` cannot be printed (it has no name).
  func printed(
    _ arguments: [String: String], type: (String) -> DeepLinkParameterType?
  ) throws(DeepLinkError) -> String {
    var path = ""
    for segment in segments {
      switch segment {
      case .literal(let text):
        path += "/" + PercentCoding.encode(text, isSafe: PercentCoding.isSegmentSafe)
      case .parameter(let name, let typeName):
        guard let value = arguments[name] else { throw .missingParameter(name) }
        try checkSegment(value, name: name)
        if let typeName, let parameterType = type(typeName), !parameterType.accepts(value) {
          throw .unprintableValue(pattern: text, name: name, value: value)
        }
        path += "/" + PercentCoding.encode(value, isSafe: PercentCoding.isSegmentSafe)
      case .wildcard:
        throw .unprintableValue(pattern: text, name: "*", value: "")
      case .catchAll:
        let value = arguments["**"] ?? ""
        if value.isEmpty { continue }
        for part in value.split(separator: "/", omittingEmptySubsequences: false) {
          try checkSegment(String(part), name: "**")
          path += "/" + PercentCoding.encode(String(part), isSafe: PercentCoding.isSegmentSafe)
        }
      }
    }
    if path.isEmpty { path = "/" }
    var items: [String] = []
    for item in queryItems {
      guard let value = arguments[item.name] else {
        if item.isRequired { throw .missingParameter(item.name) }
        continue
      }
      if !isPrintable(value) { throw .unprintableValue(pattern: text, name: item.name, value: value) }
      if let typeName = item.type, let parameterType = type(typeName), !parameterType.accepts(value) {
        throw .unprintableValue(pattern: text, name: item.name, value: value)
      }
      items.append(
        PercentCoding.encode(item.key, isSafe: PercentCoding.isQuerySafe) + "="
          + PercentCoding.encode(value, isSafe: PercentCoding.isQuerySafe))
    }
    return items.isEmpty ? path : path + "?" + items.joined(separator: "&")
  }

  private func checkSegment(_ value: String, name: String) throws(DeepLinkError) {
    guard !value.isEmpty, value != ".", value != "..", isPrintable(value) else {
      throw .unprintableValue(pattern: text, name: name, value: value)
    }
  }

  private func isPrintable(_ value: String) -> Bool {
    var copy = value
    return copy.withUTF8 { bytes in
      do {
        try PercentCoding.validate(bytes)
        return true
      } catch {
        return false
      }
    }
  }
}
