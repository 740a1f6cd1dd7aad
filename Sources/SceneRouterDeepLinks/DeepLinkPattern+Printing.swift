extension DeepLinkPattern.Storage {
  /// Prints the path and query of this pattern with the given decoded values, percent-encoding them.
  ///
  /// Every value is checked so that matching the printed path reads the same values back:
  /// a path value must not be empty, `.` or `..`, nor hold control characters; a typed value
  /// must be of its type. `*` cannot be printed (it has no name).
  func printed(
    _ arguments: [String: String], lists: [String: [String]] = [:], type: (String) -> DeepLinkParameterType?
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
      case .mixed(let parts):
        path += "/" + (try printed(parts, arguments, type: type))
      case .wildcard:
        throw .unprintableValue(pattern: text, name: "*", value: "")
      case .catchAll(let oneOrMore):
        let value = arguments["**"] ?? ""
        if value.isEmpty {
          if oneOrMore { throw .unprintableValue(pattern: text, name: "**", value: value) }
          continue
        }
        for part in value.split(separator: "/", omittingEmptySubsequences: false) {
          try checkSegment(String(part), name: "**")
          path += "/" + PercentCoding.encode(String(part), isSafe: PercentCoding.isSegmentSafe)
        }
      }
    }
    if path.isEmpty { path = "/" }
    var items: [String] = []
    for item in queryItems {
      // A list prints each of its values (none is fine); any other item its one value.
      let values: [String]
      if item.isList {
        values = lists[item.name] ?? arguments[item.name].map { [$0] } ?? []
      } else if let value = arguments[item.name] {
        values = [value]
      } else {
        if item.isRequired { throw .missingParameter(item.name) }
        continue
      }
      for value in values {
        if !isPrintable(value) { throw .unprintableValue(pattern: text, name: item.name, value: value) }
        if let typeName = item.type, let parameterType = type(typeName), !parameterType.accepts(value) {
          throw .unprintableValue(pattern: text, name: item.name, value: value)
        }
        items.append(
          PercentCoding.encode(item.key, isSafe: PercentCoding.isQuerySafe) + "="
            + PercentCoding.encode(value, isSafe: PercentCoding.isQuerySafe))
      }
    }
    return items.isEmpty ? path : path + "?" + items.joined(separator: "&")
  }

  /// A segment mixing text and captures, printed only when matching it reads the same values back
  /// (`:a-:b` cannot print `a` = `x-y`: it would read back as `x` and `y-…`).
  private func printed(
    _ parts: [DeepLinkPattern.MixedPart], _ arguments: [String: String], type: (String) -> DeepLinkParameterType?
  ) throws(DeepLinkError) -> String {
    var encoded = ""
    var decoded: [UInt8] = []
    var templateParts: [SegmentTemplate.Part] = []
    var templateTypes: [DeepLinkParameterType] = []
    var values: [String] = []
    var names: [String] = []
    for part in parts {
      switch part {
      case .text(let literal):
        encoded += PercentCoding.encode(literal, isSafe: PercentCoding.isSegmentSafe)
        decoded.append(contentsOf: literal.utf8)
        templateParts.append(.text(Array(literal.utf8)))
      case .capture(let name, let typeName):
        guard let value = arguments[name] else { throw .missingParameter(name) }
        guard !value.isEmpty, isPrintable(value) else { throw .unprintableValue(pattern: text, name: name, value: value) }
        if let typeName, let parameterType = type(typeName) {
          guard parameterType.accepts(value) else { throw .unprintableValue(pattern: text, name: name, value: value) }
          templateTypes.append(parameterType)
          templateParts.append(.capture(type: templateTypes.count - 1))
        } else {
          templateParts.append(.capture(type: -1))
        }
        encoded += PercentCoding.encode(value, isSafe: PercentCoding.isSegmentSafe)
        decoded.append(contentsOf: value.utf8)
        values.append(value)
        names.append(name)
      }
    }
    let template = SegmentTemplate(parts: templateParts)
    var captures = [Int](repeating: 0, count: 2 * max(1, values.count))
    let readBack = decoded.withUnsafeBufferPointer { bytes in
      captures.withUnsafeMutableBufferPointer { captures in
        template.match(bytes, base: 0, folding: false, types: templateTypes, captures: captures, slot: 0)
      }
    }
    for (offset, value) in values.enumerated() {
      let start = captures[2 * offset]
      let end = captures[2 * offset + 1]
      guard readBack, start <= end, end <= decoded.count,
        String(decoding: decoded[start..<end], as: UTF8.self) == value
      else { throw .unprintableValue(pattern: self.text, name: names[offset], value: value) }
    }
    let whole = String(decoding: decoded, as: UTF8.self)
    guard whole != ".", whole != ".." else { throw .unprintableValue(pattern: text, name: names[0], value: values[0]) }
    return encoded
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
